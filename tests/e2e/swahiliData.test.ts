import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cellShowing, screenshot, signedInPage, startE2e } from './support/app';

/**
 * Reference data in the reader's language (issue 19, "Swahili complete"): on a Swahili page the
 * seeded lists and the pickers of a form show their Swahili names; an administrator gives a record a
 * Swahili name in its form, and the list shows it in Kiswahili and the English one in English.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
}, 120_000);
afterAll(() => e2e?.stop());

const adminPage = () => signedInPage(e2e);

/** Chooses a language in the app bar, as a person does. */
async function chooseLanguage(page: Page, from: string, to: string) {
  await page.getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: to }).click();
}

describe('reference data in Kiswahili', () => {
  it('shows the seeded Swahili names in lists and pickers, and one an administrator gives', async () => {
    const page = await adminPage();
    await page.goto(`${e2e.baseUrl}/procurement-methods`);
    await cellShowing(page, 'National Competitive Tendering').waitFor();
    await chooseLanguage(page, 'English', 'Kiswahili');

    // A seeded list: the methods under their Swahili names.
    await cellShowing(page, 'Zabuni ya Ushindani wa Kitaifa').waitFor();
    await cellShowing(page, 'Ununuzi kutoka Chanzo Kimoja').waitFor();
    expect(await cellShowing(page, 'National Competitive Tendering').count()).toBe(0);
    await screenshot(page, 'swahili-data-procurement-methods');

    // A form with a reference picker: the tender categories offered in Kiswahili.
    await page.goto(`${e2e.baseUrl}/tender-sub-categories/create`);
    await page.getByLabel('Jina (Kiswahili)').waitFor();
    await page.getByRole('combobox', { name: /Kundi la zabuni/ }).click();
    await page.getByRole('option', { name: 'Kazi za Ujenzi' }).waitFor();
    await page.getByRole('option', { name: 'Huduma za Ushauri' }).waitFor();
    expect(await page.getByRole('option', { name: 'Works' }).count()).toBe(0);
    await screenshot(page, 'swahili-data-picker');
    await page.keyboard.press('Escape');

    // An administrator gives a Swahili name in the form.
    await page.goto(`${e2e.baseUrl}/tender-categories`);
    await cellShowing(page, 'Bidhaa').click();
    const nameSw = page.getByLabel('Jina (Kiswahili)');
    await expect(nameSw.inputValue()).resolves.toBe('Bidhaa');
    await expect(page.getByLabel('Maelezo (Kiswahili)').inputValue()).resolves.toBe(
      'Ugavi wa bidhaa, malighafi na vifaa',
    );
    await nameSw.fill('Bidhaa na Vifaa');
    await screenshot(page, 'swahili-data-form');
    await page.getByRole('button', { name: 'Hifadhi' }).click();
    await page.getByText('Imehaririwa kwa Mafanikio').waitFor();
    await cellShowing(page, 'Bidhaa na Vifaa').waitFor();
    await screenshot(page, 'swahili-data-list-sw');

    // In English, the same list shows the English name.
    await chooseLanguage(page, 'Kiswahili', 'English');
    await cellShowing(page, 'Goods').waitFor();
    expect(await cellShowing(page, 'Bidhaa na Vifaa').count()).toBe(0);
    await screenshot(page, 'swahili-data-list-en');
    await page.context().close();
  });
});
