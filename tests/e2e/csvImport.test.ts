import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cellShowing, screenshot, signedInPage, startE2e } from './support/app';

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

const adminPage = () => signedInPage(e2e, { acceptDownloads: true });

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

/** Every dialog in the page, hidden from assistive technology or not, with its words. */
const shownDialogs = (page: Page) =>
  page.evaluate(
    () =>
      [...document.querySelectorAll('[role="dialog"]')]
        .map((dialog) => {
          const hidden = dialog.closest('[aria-hidden="true"]') ? ' (aria-hidden)' : '';
          return `${location.pathname}: dialog${hidden}: ${(dialog as HTMLElement).innerText.slice(0, 300)}`;
        })
        .join('\n') || `${location.pathname}: no dialog`,
  );

async function commitAndReport(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Import the valid rows' }).click();
  await dialog.getByText('2 created, 2 refused').waitFor();
  await screenshot(page, `csv-import-${name}-report`);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog
      .getByRole('button', { name: 'Download report' })
      .click()
      .catch(async (error: Error) => {
        // Seen once in CI, not since: the report was on screen, its button then not found.
        error.message += `\nThe page showed ${await shownDialogs(page)}`;
        throw error;
      }),
  ]);
  const report = fs.readFileSync(await download.path(), 'utf8');
  await dialog.getByRole('button', { name: 'Close' }).click();
  return report;
}

async function historyShowsImport(page: Page, resource: string, record: string, file: string) {
  await page.goto(
    `${e2e.baseUrl}/${resource}?filter=${encodeURIComponent(JSON.stringify({ q: record }))}`,
  );
  await cellShowing(page, record).click();
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
    // The records this attempt creates carry a mark of their own, so that a retry (vitest's, after
    // a wait a loaded machine overran) finds the lists as a first attempt did.
    const mark = Date.now().toString(36).slice(-5);

    // Units of measure (app service): one row without a name, one repeating another's name.
    const units = await importFile(
      page,
      'units-of-measure',
      'units.csv',
      `name,symbol\nFurlong ${mark},fur${mark}\n,m\nHogshead ${mark},hhd${mark}\nfurlong ${mark},FUR${mark}\n`,
    );
    expect(units.header).toBe('\uFEFFname,nameSw,symbol,active');
    const dialog = units.dialog;
    await dialog.getByText('4 rows: 2 to create, 2 refused').waitFor();
    await dialog.getByRole('cell', { name: 'Refused: name: required' }).waitFor();
    await dialog
      .getByRole('cell', { name: 'Refused: name: the same as line 2 of the file' })
      .waitFor();
    expect(await dialog.getByRole('cell', { name: 'Will be created' }).count()).toBe(2);
    await screenshot(page, 'csv-import-units-preview');
    const unitsReport = await commitAndReport(page, 'units');
    expect(unitsReport).toContain(`Furlong ${mark},Created`);
    expect(unitsReport).toContain('name: the same as line 2 of the file');
    await historyShowsImport(page, 'units-of-measure', `Hogshead ${mark}`, 'units.csv');
    await screenshot(page, 'csv-import-units-history');

    // Tender categories (uaa): a name the list already holds, and a code that is too long.
    const categories = await importFile(
      page,
      'tender-categories',
      'categories.csv',
      `name,code,description\nDredging ${mark},D${mark},Rivers and ports\nWorks,WX,\nSurveys ${mark},S${mark},\nMapping,MAPPING-TOO-LONG-CODE,\n`,
    );
    expect(categories.header).toBe('\uFEFFname,nameSw,code,description,descriptionSw,active');
    await categories.dialog.getByText('4 rows: 2 to create, 2 refused').waitFor();
    await categories.dialog
      .getByRole('cell', {
        name: /^Refused: name: a tender category with this name already exists/,
      })
      .waitFor();
    await categories.dialog.getByRole('cell', { name: /^Refused: code: / }).waitFor();
    await screenshot(page, 'csv-import-categories-preview');
    await commitAndReport(page, 'categories');
    await cellShowing(page, `Dredging ${mark}`).waitFor();
    await historyShowsImport(page, 'tender-categories', `Surveys ${mark}`, 'categories.csv');
    await screenshot(page, 'csv-import-categories-history');

    // In Kiswahili the dialog speaks Kiswahili.
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
    await page.goto(`${e2e.baseUrl}/units-of-measure`);
    await page.getByRole('button', { name: 'Ingiza' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Pakua kiolezo' }).waitFor();
    await screenshot(page, 'csv-import-dialog-sw');
  }, 180_000);

  it('imports a list’s own export back: duplicates named, a deleted record recreated as it was', async () => {
    const page = await adminPage();
    // The list filtered to the metre units: the export holds what the list shows, in the template's columns.
    await page.goto(
      `${e2e.baseUrl}/units-of-measure?filter=${encodeURIComponent(JSON.stringify({ q: 'metre' }))}`,
    );
    await cellShowing(page, 'Kilometre').waitFor();
    const names = (await page.locator('tbody td.column-name').allInnerTexts()).map((n) => n.trim());
    const shown = names.length;
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const exported = await download;
    const csv = fs.readFileSync((await exported.path())!, 'utf8');
    const [header, ...lines] = csv.split('\r\n').filter(Boolean);
    // A byte order mark first, so Excel reads the Kiswahili as UTF-8 (decision 143).
    expect(header).toBe('\uFEFFname,nameSw,symbol,active');
    // The list's rows, in its order: no more, no fewer.
    expect(lines.map((line) => line.split(',')[0])).toEqual(names);
    const kilometre = lines.find((line) => line.startsWith('Kilometre,'))!;
    expect(kilometre).toMatch(/^Kilometre,[^,]*,km,true$/);
    expect(csv).not.toMatch(/uuid|__typename|version/);

    // Kilometre deleted on its edit screen.
    await cellShowing(page, 'Kilometre').click();
    await page.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted Successfully').waitFor();

    // The file imported into the same list: the others named as duplicates, Kilometre created.
    await page.getByRole('button', { name: 'Import' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('csv-import-file').setInputFiles({
      name: exported.suggestedFilename(),
      mimeType: 'text/csv',
      buffer: Buffer.from(csv),
    });
    await dialog.getByText(`${shown} rows: 1 to create, ${shown - 1} refused`).waitFor();
    expect(
      await dialog
        .getByRole('cell', {
          name: 'Refused: name: a unit of measure with this name already exists',
        })
        .count(),
    ).toBe(shown - 1);
    await screenshot(page, 'csv-export-reimport-preview');
    await dialog.getByRole('button', { name: 'Import the valid rows' }).click();
    await dialog.getByText(`1 created, ${shown - 1} refused`).waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();

    // Back with the values it had: its symbol and its Swahili name.
    await cellShowing(page, 'Kilometre').click();
    await expect.poll(() => page.getByRole('textbox', { name: /^Symbol/ }).inputValue()).toBe('km');
    const nameSw = kilometre.split(',')[1];
    await expect
      .poll(() => page.getByRole('textbox', { name: /Kiswahili/ }).inputValue())
      .toBe(nameSw);
    await screenshot(page, 'csv-export-reimport-record');
  }, 180_000);
});
