import { eq, sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moduleSlugs, modulePath } from '../../contract/modules';
import { assignTask } from '../../server/modules/tasks/store';
import { institutions, users } from '../../server/db/schema/identity';
import { globalSettings } from '../../server/db/schema/system';
import { clarifications } from '../../server/db/schema/work';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

const OFFICER = { email: 'pe.officer@e2e.zabuni.test', password: 'Officer-Passw0rd!' };
const TASK_KINDS = ['AnnualProcurementPlan', 'TenderBoard', 'NegotiationMinute', 'RejectedAward'];

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
  // A procuring-entity officer who has signed the policies and whose institution is registered.
  await e2e.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  const [institution] = await e2e.db
    .insert(institutions)
    .values({ name: 'Ministry of Water', registrationComplete: true })
    .returning();
  const [officer] = await e2e.db
    .update(users)
    .set({
      institutionId: institution.id,
      tocAttachmentUuid: crypto.randomUUID(),
      firstLogin: false,
    })
    .where(eq(users.email, OFFICER.email))
    .returning();
  for (const kind of TASK_KINDS) {
    await assignTask(e2e.db, {
      assigneeUserId: officer.id,
      kind,
      recordUuid: crypto.randomUUID(),
      title: kind,
    });
  }
  await assignTask(e2e.db, {
    assigneeUserId: officer.id,
    kind: 'AnnualProcurementPlan',
    recordUuid: crypto.randomUUID(),
    title: 'Second plan',
  });
  await e2e.db.insert(clarifications).values({
    institutionId: institution.id,
    tenderNumber: 'TR/2026/077',
    question: 'Is the site visit compulsory?',
  });
});
afterAll(() => e2e?.stop());

const newPage = async (width = 1280) =>
  (await e2e.browser.newContext({ viewport: { width, height: 900 } })).newPage();

/** No error cover and no blank page: a heading is shown. */
async function expectPageShown(page: Page) {
  await page.getByRole('heading').first().waitFor();
  expect(await page.getByText('Sorry, something went wrong!').count()).toBe(0);
}

const guardedRoutes = [
  '/landing',
  '/pe-self-registration',
  '/tenderer_registration',
  '/zabuni-embassys/dashboard',
  '/zabuni-tenderer',
  '/zabuni-manufacturer',
  '/zabuni-app',
  '/zabuni-tender-initiation',
  '/template-editor',
  '/document-reader',
  '/ipc-sheet',
  '/variation-sheet',
  ...moduleSlugs
    .filter((slug) => slug !== 'account')
    .map((slug) => `/modules/${modulePath('zabuni', slug)}`),
];

describe('the route table', () => {
  it('sends a signed-out person from every guarded route to Sign In', async () => {
    const page = await newPage();
    for (const route of guardedRoutes) {
      await page.goto(`${e2e.baseUrl}${route}`);
      await page.waitForURL(/\/login$/);
    }
  });

  it('opens the public routes signed out', async () => {
    const page = await newPage(375);
    for (const [route, heading] of [
      ['/login', 'Sign In'],
      ['/request-change-password', 'Sign In'],
      ['/register', 'Register as Tenderer'],
      ['/forgot-password', 'Forgot password'],
      ['/modules/account', 'My account'],
      ['/manufacturer-redirect', 'Request Denied'],
    ]) {
      await page.goto(`${e2e.baseUrl}${route}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    }
    expect(await page.title()).toBe('Request Denied - Zabuni');
  });

  it('opens every guarded route for a signed-in user, each saying what it is; not-found for anything else', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    for (const route of guardedRoutes) {
      await page.goto(`${e2e.baseUrl}${route}`);
      await expectPageShown(page);
      // The PE administration page is the institution's own page (tests/e2e/routing.test.ts).
      if (route !== '/pe-self-registration') expect(page.url()).toContain(route);
    }
    await page.goto(`${e2e.baseUrl}/modules/tender-board/tasks`);
    await page.getByText('This module is not part of this release.').waitFor();
    expect(await page.locator('#main-content').innerText()).not.toContain('tasks.');
    expect(await page.title()).toBe('Tender board - Zabuni');
    await page.goto(`${e2e.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await screenshot(page, 'not-found-1280');
    // A reload per route: the walk's time grows with the route table, not the project's 60 s.
  }, 180_000);
});

describe('the home page', () => {
  it('shows a procuring-entity officer their task counts, none a link to a module of a later release', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await page.waitForURL(/\/landing$/);
    const myTasks = page.getByRole('region', { name: 'My tasks' });
    await myTasks.getByText('Annual procurement plans').waitFor();
    await myTasks.getByText(/1 clarification waits for an answer/).waitFor();
    await screenshot(page, 'home-officer-1280');
    // A counter card shows the count, then the kind; every kind's page is in a later release.
    for (const name of [
      /^2\s*Annual procurement plans$/,
      /^1\s*Tender board$/,
      /^1\s*Negotiation minutes$/,
      /^1\s*Award cancellations$/,
    ]) {
      await myTasks.locator('.MuiCard-root', { hasText: name }).waitFor();
    }
    expect(await myTasks.getByRole('link').count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Platform statistics' }).count()).toBe(0);
  });

  it('shows administrators the statistics, on a phone too', async () => {
    const page = await newPage(375);
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('heading', { name: 'Platform statistics' }).waitFor();
    await page.getByRole('heading', { name: 'New accounts per month' }).waitFor();
    await page
      .getByRole('list', { name: 'New accounts per month' })
      .getByRole('listitem')
      .first()
      .waitFor();
    await screenshot(page, 'home-admin-375');
  });
});

describe('the Give Feedback button', () => {
  it('stores feedback that administrators then read, and hides when the flag is off', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('button', { name: 'Give Feedback' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
    expect((await dialog.boundingBox())?.width).toBe(700);
    await dialog.getByLabel('Problem').check();
    await dialog.getByLabel('Your feedback').fill('The counters should refresh by themselves.');
    await screenshot(page, 'feedback-dialog-1280');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await page.getByText('Thank you for your feedback').waitFor();

    const admin = await newPage();
    await signIn(admin, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await admin.waitForURL(/\/landing$/);
    await admin.goto(`${e2e.baseUrl}/feedback`);
    await admin.getByText('The counters should refresh by themselves.').waitFor();
    await admin.getByText(OFFICER.email).waitFor();

    await e2e.db
      .update(globalSettings)
      .set({ value: 'false' })
      .where(eq(globalSettings.key, 'FEEDBACK_ENABLED'));
    await page.reload();
    await page.getByText('Annual procurement plans').first().waitFor();
    expect(await page.getByRole('button', { name: 'Give Feedback' }).count()).toBe(0);
  });
});

describe('the dashboard on the home page', () => {
  it('shows an administrator the count of a list they added to and the change, in English and Kiswahili, on a phone too', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    // The administrator adds a charge type as a person would.
    await page.goto(`${e2e.baseUrl}/charge-types/create`);
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Dashboard tender fee');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/charge-types$/);
    const [{ n }] = (
      await e2e.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM charge_types WHERE NOT deleted`,
      )
    ).rows;

    await page.goto(`${e2e.baseUrl}/landing`);
    await page.getByRole('heading', { name: 'Your data at a glance' }).waitFor();
    const count = page.getByRole('link', { name: `Charge types: ${n} records` });
    await count.waitFor();
    const change = page.getByRole('link', {
      name: /created 'Dashboard tender fee' on /,
    });
    await change.waitFor();
    await page.getByRole('heading', { name: 'Records per menu section' }).waitFor();
    await screenshot(page, 'home-dashboard-en-1280');

    // The change opens its record; the count opens its list.
    await change.click();
    await page
      .getByRole('textbox', { name: /^Name\s*\*?$/ })
      .and(page.locator('[value="Dashboard tender fee"]'))
      .waitFor();
    await page.goBack();
    await count.click();
    await page.waitForURL(/\/charge-types$/);

    // In Kiswahili, at 360 px wide.
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(`${e2e.baseUrl}/landing`);
    await page.getByRole('heading', { name: 'Data zako kwa muhtasari' }).waitFor();
    await page
      .getByRole('link', { name: new RegExp(`: rekodi ${n}$`) })
      .first()
      .waitFor();
    await page.getByRole('link', { name: /aliunda 'Dashboard tender fee' tarehe / }).waitFor();
    // Nothing wider than the phone: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await screenshot(page, 'home-dashboard-sw-360');
    await page.context().close();
  });
});
