import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * The CSV import as an administrator meets it on two lists of the reference kit (units of measure
 * of the app service, tender categories of uaa): the Import button, the template, a file with bad
 * rows, the preview of every row, the import of the valid rows, the report, and then the rows in
 * the list and in each record's History panel.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
}, 120_000);
afterAll(() => e2e?.stop());

async function adminPage(): Promise<Page> {
  const context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  const page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
  return page;
}

async function importFile(page: Page, resource: string, fileName: string, csv: string) {
  await page.goto(`${e2e.baseUrl}/${resource}`);
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByText('at most 10 MB and 100,000 rows').waitFor();
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download template' }).click();
  const header = fs.readFileSync(await (await template).path(), 'utf8').split(/\r?\n/)[0];
  await dialog
    .getByTestId('csv-import-file')
    .setInputFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return { dialog, header };
}

async function commitAndReport(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Import the valid rows' }).click();
  await dialog.getByText('2 created, 2 refused').waitFor();
  await screenshot(page, `csv-import-${name}-report`);
  const download = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download report' }).click();
  const report = fs.readFileSync(await (await download).path(), 'utf8');
  await dialog.getByRole('button', { name: 'Close' }).click();
  return report;
}

async function historyShowsImport(page: Page, resource: string, record: string, file: string) {
  await page.goto(
    `${e2e.baseUrl}/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: record }))}`,
  );
  await page.getByRole('cell', { name: record, exact: true }).click();
  await page
    .getByRole('list', { name: 'History' })
    .getByText(/^System Administrator.* created this record on /)
    .waitFor();
  await page
    .getByRole('list', { name: 'History' })
    .getByText(`Imported from the file ${file}`)
    .waitFor();
}

describe('CSV import of reference lists', () => {
  it('imports the valid rows of a file into two lists, with preview, report and history', async () => {
    const page = await adminPage();

    // Units of measure (app service): one row without a name, one repeating another's name.
    const units = await importFile(
      page,
      'units-of-measure',
      'units.csv',
      'name,symbol\nFurlong,fur\n,m\nHogshead,hhd\nfurlong,FUR\n',
    );
    expect(units.header).toBe('name,symbol,active');
    const dialog = units.dialog;
    await dialog.getByText('4 rows: 2 to create, 2 refused').waitFor();
    await dialog.getByRole('cell', { name: 'Refused: name: required' }).waitFor();
    await dialog
      .getByRole('cell', { name: 'Refused: name: the same as line 2 of the file' })
      .waitFor();
    expect(await dialog.getByRole('cell', { name: 'Will be created' }).count()).toBe(2);
    await screenshot(page, 'csv-import-units-preview');
    const unitsReport = await commitAndReport(page, 'units');
    expect(unitsReport).toContain('Furlong,Created');
    expect(unitsReport).toContain('name: the same as line 2 of the file');
    await historyShowsImport(page, 'units-of-measure', 'Hogshead', 'units.csv');
    await screenshot(page, 'csv-import-units-history');

    // Tender categories (uaa): a name the list already holds, and a code that is too long.
    const categories = await importFile(
      page,
      'tender-categories',
      'categories.csv',
      'name,code,description\nDredging,DRG,Rivers and ports\nWorks,WX,\nSurveys,SRV,\nMapping,MAPPING-TOO-LONG-CODE,\n',
    );
    expect(categories.header).toBe('name,active,description,code');
    await categories.dialog.getByText('4 rows: 2 to create, 2 refused').waitFor();
    await categories.dialog
      .getByRole('cell', {
        name: /^Refused: name: a tender category with this name already exists/,
      })
      .waitFor();
    await categories.dialog.getByRole('cell', { name: /^Refused: code: / }).waitFor();
    await screenshot(page, 'csv-import-categories-preview');
    await commitAndReport(page, 'categories');
    await page.getByRole('cell', { name: 'Dredging', exact: true }).waitFor();
    await historyShowsImport(page, 'tender-categories', 'Surveys', 'categories.csv');
    await screenshot(page, 'csv-import-categories-history');

    // In Kiswahili the dialog speaks Kiswahili.
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
    await page.goto(`${e2e.baseUrl}/units-of-measure`);
    await page.getByRole('button', { name: 'Ingiza' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pakua kiolezo' }).waitFor();
    await screenshot(page, 'csv-import-dialog-sw');
  }, 180_000);
});
