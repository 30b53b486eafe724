import { afterAll, beforeAll, describe, it } from 'vitest';
import { financialYearOf } from '../../contract/financialYears';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

describe('financial years', () => {
  it('an administrator creates two financial years, makes one current and switches to the other', async () => {
    const thisYear = Number(financialYearOf(new Date()).code.slice(0, 4));
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Financial years' }).click();
    // A new install has no years: the picker offers the built-in 2021/2022 with the spec's notice.
    await page.getByText('Failed to fetch records').waitFor();

    for (const startYear of [thisYear, thisYear + 1]) {
      await page.getByRole('link', { name: 'Create' }).click();
      await page.getByRole('combobox', { name: 'Starts in July of' }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${startYear}/${startYear + 1} `) })
        .click();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Financial year created successfully').waitFor();
      await page.getByRole('cell', { name: `${startYear}/${startYear + 1}` }).waitFor();
    }
    await page.getByRole('cell', { name: `1 Jul ${thisYear}`, exact: true }).waitFor();

    const makeCurrent = async (startYear: number) => {
      await page.getByRole('combobox', { name: 'Switch to' }).click();
      await page
        .getByRole('option', { name: new RegExp(`^${startYear}/${startYear + 1} `) })
        .click();
      await page.getByRole('button', { name: 'Make current' }).click();
      await page.getByText('Financial year updated successfully.').first().waitFor();
      await page
        .getByText(`1 Jul ${startYear} - 30 Jun ${startYear + 1}`, { exact: true })
        .waitFor();
    };
    await makeCurrent(thisYear);
    await page
      .getByText(`${thisYear}/${thisYear + 1}`, { exact: true })
      .first()
      .waitFor();
    await makeCurrent(thisYear + 1);
    await screenshot(page, 'financial-years-1280');
  });
});
