import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { chargeTypes } from '../../server/db/schema/billing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;
let browser: Browser;

beforeAll(async () => {
  e2e = await startE2e();
  browser = e2e.browser;
});
afterAll(() => e2e?.stop());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

describe('Sign In', () => {
  it('keeps Sign In disabled until both fields are filled, and a wrong password leaves no session', async () => {
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Email').fill(ADMIN_EMAIL);
    await expect(submit.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await expect(submit.isEnabled()).resolves.toBe(true);
    await screenshot(page, 'login-filled');
    await submit.click();
    // The spinner stops and the form is usable again; nothing was stored.
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    expect(page.url()).toContain('/login');
    const stored = await page.evaluate(() => ({
      token: sessionStorage.getItem('currentClient'),
      loggedIn: sessionStorage.getItem('isLoggedin'),
    }));
    expect(stored).toEqual({ token: null, loggedIn: null });
    await page.goto(`${e2e.baseUrl}/charge-types`);
    await page.waitForURL(/\/login/);
    await page.context().close();
  });

  it('shows and hides the password', async () => {
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret-value');
    await expect(password.getAttribute('type')).resolves.toBe('password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password.getAttribute('type')).resolves.toBe('text');
    await page.context().close();
  });
});

describe('Charge types', () => {
  it('lets the administrator create, find, edit and delete a charge type', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.getByText('Welcome, System Administrator').waitFor();
    await screenshot(page, 'landing');

    await page.getByRole('menuitem', { name: 'Charge types' }).click();
    await page.getByText('No charge types yet. Create the first one.').waitFor();
    await screenshot(page, 'charge-types-empty');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Tender document fee');
    await page.getByLabel('Unit of measure').fill('TZS');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();

    // Each save returns to the list; the previous toast may still show, so wait for the page itself.
    for (const name of ['Bid security fee', 'Appeal fee']) {
      await page.waitForURL(/\/charge-types$/);
      await page.getByRole('link', { name: 'Create' }).first().click();
      await page.waitForURL(/\/charge-types\/create$/);
      await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill(name);
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Created Successfully').first().waitFor();
    }
    await page.getByRole('cell', { name: 'Appeal fee' }).waitFor();
    await screenshot(page, 'charge-types-list');

    // Filter by name: only the matching row stays.
    await page.getByPlaceholder('Search').fill('document');
    await page.getByRole('cell', { name: 'Appeal fee' }).waitFor({ state: 'detached' });
    await expect(page.getByRole('cell', { name: 'Tender document fee' }).count()).resolves.toBe(1);
    await screenshot(page, 'charge-types-filtered');

    // Edit it.
    await page.getByRole('cell', { name: 'Tender document fee' }).click();
    await page
      .getByRole('textbox', { name: /^Name\s*\*?$/ })
      .fill('Tender document fee (hard copy)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited Successfully').waitFor();
    await page.getByPlaceholder('Search').fill('hard copy');
    await page.getByRole('cell', { name: 'Tender document fee (hard copy)' }).waitFor();

    // Delete it: it leaves the list.
    await page.getByRole('button', { name: 'Delete' }).first().click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted Successfully').waitFor();
    await page.getByText(/No charge types? found/i).waitFor();
    await screenshot(page, 'charge-types-deleted');
    await page.getByPlaceholder('Search').fill('');
    await page.getByRole('cell', { name: 'Appeal fee' }).waitFor();
    await expect(page.getByRole('cell', { name: /hard copy/ }).count()).resolves.toBe(0);
    await page.context().close();
  });

  it('refuses a duplicate name, naming the field, and keeps the form', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.goto(`${e2e.baseUrl}/charge-types/create`);
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('appeal FEE');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A record with the same name already exists').waitFor();
    expect(page.url()).toContain('/charge-types/create');
    await page.context().close();
  });
});

describe('Export', () => {
  it('writes every charge type to a CSV file, more than a server page, formulas defused', async () => {
    // More rows than one server page (500): react-admin's export asked for 1,000 at once and got 9001.
    await e2e.db
      .insert(chargeTypes)
      .values([
        { name: '=HYPERLINK("http://attacker.example","fee")' },
        ...Array.from({ length: 620 }, (_, i) => ({ name: `Export fee ${i}` })),
      ]);
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.goto(`${e2e.baseUrl}/charge-types`);
    await page
      .getByRole('cell', { name: /Export fee/ })
      .first()
      .waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export' }).click(),
    ]);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines.filter((line) => line.includes('Export fee'))).toHaveLength(620);
    expect(csv).toContain(`"'=HYPERLINK(""http://attacker.example"",""fee"")"`);
    expect(lines.some((line) => /(^|,)"?=/.test(line))).toBe(false);
    await page.context().close();
  });
});

describe('Language', () => {
  it('switches the menu and buttons to Swahili', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.goto(`${e2e.baseUrl}/charge-types`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('menuitem', { name: 'Aina za tozo' }).waitFor();
    await expect(page.getByRole('link', { name: 'Unda' }).count()).resolves.toBeGreaterThan(0);
    await screenshot(page, 'charge-types-swahili');
    await page.context().close();
  });
});
