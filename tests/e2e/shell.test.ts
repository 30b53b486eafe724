import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

const OFFICER = { email: 'officer@e2e.zabuni.test', password: 'Officer-Passw0rd!' };
const STAFF = { email: 'staff@e2e.zabuni.test', password: 'Staff-Passw0rd!' };

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
  // A regulator's officer: signs in straight to the app (procuring-entity staff meet the signing wizard).
  await e2e.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER', userType: 'PPRA' });
  await e2e.createUser({ ...STAFF, role: 'PROCUREMENT_OFFICER' });
});
afterAll(() => e2e?.stop());

const newContext = () => e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });

async function signInAsAdmin(page: Page) {
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
}

/** Sets a global setting or the system status through the admin screen, as a person would. */
async function setSetting(page: Page, key: string, value: string) {
  await page.goto(`${e2e.baseUrl}/global-settings/${key}`);
  const input = page.getByLabel('Value');
  await input.waitFor();
  if ((await input.getAttribute('type')) === 'checkbox') {
    // A true/false setting is a switch.
    if ((await input.isChecked()) === (value === 'true')) return;
    await input.setChecked(value === 'true');
  } else {
    await input.fill(value);
  }
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByText('Edited Successfully').first().waitFor();
}

async function setSystemStatus(page: Page, status: string, description = '') {
  await page.goto(`${e2e.baseUrl}/global-settings`);
  await page.getByLabel('Status').click();
  await page.getByRole('option', { name: status }).click();
  await page.getByLabel('Message to users').fill(description);
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.getByText('Edited Successfully').first().waitFor();
}

describe('session timeout', () => {
  it('warns at 5 minutes left, extends, then times out and returns to the same page after sign-in', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.clock.install();
    await signInAsAdmin(page);
    await page.goto(`${e2e.baseUrl}/charge-types/create`);
    await page.getByLabel(/^Name\s*\*?$/).waitFor();

    // Idle for 10 minutes and a bit: 5 minutes or less are left, the warning shows.
    await page.clock.fastForward('10:05');
    await page.getByText('Your session is about to expire').waitFor();
    await screenshot(page, 'session-warning');
    await page.getByRole('button', { name: 'Extend' }).click();
    await page.getByText('Session Time Extended Successfully').waitFor();
    await page.getByText('Your session is about to expire').waitFor({ state: 'detached' });

    // Idle past the whole session: signed out with 'Session Timed Out'.
    await page.clock.fastForward('15:10');
    await page.waitForURL(/\/login/);
    await page.getByText('Session Timed Out').waitFor();
    await screenshot(page, 'session-timed-out');

    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/charge-types\/create$/);
    await context.close();
  });
});

describe('multi-tab rule', () => {
  let context: BrowserContext;
  afterAll(async () => {
    const page = await context.newPage();
    await signInAsAdmin(page);
    await setSetting(page, 'ALLOW_MULTI_TAB', 'true');
    await context.close();
  });

  it('sends a second signed-in tab to /multi-tab-denied when ALLOW_MULTI_TAB is false', async () => {
    context = await newContext();
    const first = await context.newPage();
    await signInAsAdmin(first);
    await setSetting(first, 'ALLOW_MULTI_TAB', 'false');
    await first.reload();
    await first
      .getByText('Welcome', { exact: false })
      .or(first.getByText('ALLOW_MULTI_TAB'))
      .first()
      .waitFor();

    const second = await context.newPage();
    await signInAsAdmin(second).catch(() => {});
    await second.waitForURL(/\/multi-tab-denied/);
    await second.getByText('A new tab was opened').waitFor();
    await screenshot(second, 'multi-tab-denied');
    expect(first.url()).not.toContain('multi-tab-denied');
    await second.close();
    await first.close();
  });
});

describe('maintenance and lock', () => {
  it('sends users to the maintenance and lock pages while administrators stay', async () => {
    const adminContext = await newContext();
    const admin = await adminContext.newPage();
    await signInAsAdmin(admin);
    await setSystemStatus(admin, 'Under maintenance', 'Upgrading the database');
    await admin.getByText('The system is under maintenance').waitFor();

    const officerContext = await newContext();
    const officer = await officerContext.newPage();
    await signIn(officer, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await officer.waitForURL(/\/under-maintenance/);
    await officer.getByText('Under maintenance').waitFor();
    await screenshot(officer, 'under-maintenance');

    // Procuring-entity staff sent to the signing wizard meet the same page.
    const staffContext = await newContext();
    const staff = await staffContext.newPage();
    await signIn(staff, e2e.baseUrl, STAFF.email, STAFF.password);
    await staff.waitForURL(/\/under-maintenance/);
    await staffContext.close();

    await setSystemStatus(admin, 'Locked', 'Back at 18:00 after the year-end closing');
    await officer.goto(`${e2e.baseUrl}/landing`);
    await officer.waitForURL(/\/under-construction\?data=/);
    await officer.getByText('Back at 18:00 after the year-end closing').waitFor();
    await screenshot(officer, 'under-construction');

    await setSystemStatus(admin, 'Active');
    await officer.goto(`${e2e.baseUrl}/landing`);
    await officer.getByText('Welcome, Test PROCUREMENT_OFFICER').waitFor();
    await adminContext.close();
    await officerContext.close();
  });
});

describe('identity check', () => {
  it('alerts a tab whose user was replaced by a sign-in in another tab', async () => {
    const context = await newContext();
    const first = await context.newPage();
    await signInAsAdmin(first);
    const second = await context.newPage();
    await signIn(second, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await second.waitForURL(/\/landing/);

    // Chromium hands one tab's localStorage writes to the other tabs a moment later: the alert is for
    // the first mouse movement after this tab can know of the other sign-in, as it is for a person.
    await first.bringToFront();
    await first.waitForFunction(
      () =>
        localStorage.getItem('accountUuid') !==
        JSON.parse(sessionStorage.getItem('currentUser') ?? '{}').uuid,
    );
    await first.mouse.move(200, 300);
    await first.mouse.move(260, 320);
    await first.getByText('A different user has logged in another tab of this browser.').waitFor();
    await screenshot(first, 'identity-mismatch');
    await first.getByRole('button', { name: 'Ok' }).click();
    await first.getByText('You are being redirected to the home page').waitFor();
    await first.waitForURL(/\/login/);
    // The other tab's session is untouched.
    await second.goto(`${e2e.baseUrl}/landing`);
    await second.getByText('Welcome, Test PROCUREMENT_OFFICER').waitFor();
    await context.close();
  });
});
