import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * What issue 38 found a new administrator and a new tenderer tripping over, as they meet it: one
 * date format per language, years without separators, history in labels and names, a column
 * chooser without "Buttons", numbers as people type them, and refusals that name the field.
 */
const TENDERER = { email: 'juma@mtwara.e2e.test', password: 'Mtwara-Builders-Passw0rd!' };
const OFFICER = { email: 'neema@officer.e2e.test', password: 'Officer-Neema-Passw0rd!' };

let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({ ...TENDERER, userType: 'TENDERER', fullName: TENDERER.email });
  await e2e.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER', fullName: 'Neema Officer' });
}, 120_000);
afterAll(() => e2e?.stop());

async function newPage(): Promise<Page> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  return context.newPage();
}

const setLanguage = async (page: Page, language: 'en' | 'sw') => {
  await page.evaluate(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  );
  await page.reload();
};

describe('words and numbers', () => {
  it('a tenderer types numbers their way, sees years as years and is told what clashed', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, TENDERER.email, TENDERER.password);
    await page.waitForURL(/\/tenderer_registration$/);

    // A local phone number and a TIN with dashes are taken, and kept in one form.
    await page.getByLabel('Your full name').fill('Juma Hassan');
    await page.getByLabel('Company name').fill('Mtwara Builders Ltd');
    await page.getByLabel('TIN').fill('123-456-789');
    await page.getByLabel('Phone').fill('07');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('A phone number such as +255712345678 or 0712345678').first().waitFor();
    await page.getByLabel('Phone').fill('0712345678');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Company details saved').waitFor();
    await page.getByText('TIN: 123456789').waitFor();

    // A year far ahead is refused by the form with the server's words.
    await page.goto(`${e2e.baseUrl}/tenderer-financial-statements/create`);
    const statement = async (year: string) => {
      await page.getByLabel(/^Year/).fill(year);
      await page.getByLabel(/^Total assets/).fill('900000000');
      await page.getByLabel(/^Total liabilities/).fill('300000000');
      await page.getByLabel(/^Revenue/).fill('1200000000');
      await page.getByLabel(/^Net cash flow/).fill('-5000000');
      await page.getByRole('button', { name: 'Save' }).click();
    };
    await statement('3000');
    await page.getByText('Not a future year').first().waitFor();
    await page.getByLabel(/^Year/).fill('2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    await page.waitForURL(/\/tenderer-financial-statements$/);
    // The year is a year, not "2,024".
    await page.getByRole('cell', { name: '2024', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: '2,024' }).count()).toBe(0);
    await screenshot(page, 'financial-statement-year');

    // The same year again: the refusal names the year, in each language.
    await page.goto(`${e2e.baseUrl}/tenderer-financial-statements/create`);
    await statement('2024');
    await page.getByText('A record with the same year already exists').waitFor();
    await screenshot(page, 'financial-statement-duplicate-en');
    await setLanguage(page, 'sw');
    await page.goto(`${e2e.baseUrl}/tenderer-financial-statements/create`);
    await page.getByLabel(/^Mwaka/).fill('2024');
    for (const input of await page.locator('form input[type="number"]').all()) {
      if ((await input.inputValue()) === '') await input.fill('1000');
    }
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Kumbukumbu yenye mwaka sawa tayari ipo').waitFor();
    await screenshot(page, 'financial-statement-duplicate-sw');
    await page.context().close();
  });

  it('an administrator reads one date format per language and history in labels and names', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);

    // A seeded holiday in December: "9 Dec" in English, Kiswahili's "9 Des" on a Kiswahili page.
    await page.goto(`${e2e.baseUrl}/holidays`);
    await page.getByPlaceholder('Search').fill('Independence');
    const dateCell = page.locator('tbody tr').first().locator('td.column-date');
    await expect.poll(() => dateCell.innerText(), { timeout: 15_000 }).toMatch(/^9 Dec 20\d\d$/);
    await screenshot(page, 'holiday-date-en');
    await setLanguage(page, 'sw');
    await expect.poll(() => dateCell.innerText(), { timeout: 15_000 }).toMatch(/^9 Des 20\d\d$/);
    await screenshot(page, 'holiday-date-sw');
    await setLanguage(page, 'en');

    // The column chooser names a column of buttons by what they do, never "Buttons".
    await page.goto(`${e2e.baseUrl}/holidays`);
    await page.getByRole('button', { name: 'Columns' }).click();
    const chooser = page.getByRole('presentation');
    await chooser.getByText('Edit', { exact: true }).waitFor();
    expect(await chooser.getByText('Buttons').count()).toBe(0);
    await screenshot(page, 'column-chooser');
    await page.keyboard.press('Escape');

    // An account's roles in the history are the roles' names, not their codes.
    await page.goto(`${e2e.baseUrl}/users`);
    await page.getByRole('cell', { name: 'Neema Officer' }).click();
    const history = page.getByRole('list', { name: 'History' });
    await history
      .getByText(/added Procurement officer to Roles on \d+ \w+ 20\d\d \d\d:\d\d$/)
      .waitFor();
    const text = await history.innerText();
    expect(text).not.toMatch(/PROCUREMENT_OFFICER|[0-9a-f]{8}-[0-9a-f]{4}-/);
    await screenshot(page, 'user-history-en');
    await setLanguage(page, 'sw');
    await page
      .getByRole('list', { name: 'Historia' })
      .getByText(/aliongeza Afisa ununuzi kwenye Majukumu tarehe/)
      .waitFor();
    await screenshot(page, 'user-history-sw');
    await page.context().close();
  });
});
