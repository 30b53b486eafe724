import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cellShowing,
  screenshot,
  signIn,
  startE2e,
} from './support/app';

/**
 * Issue 39 as an administrator meets it on one list (lot groups): restore an old version of a record
 * from its History after someone else's conflicting edit, and round-trip the list through Excel
 * (export a workbook, import it back through the same preview), in English and Kiswahili.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;
let page: Page;

beforeAll(async () => {
  e2e = await startE2e();
  const context = await e2e.browser.newContext({
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
}, 120_000);
afterAll(() => e2e?.stop());

const setLanguage = async (language: 'en' | 'sw') => {
  await page.evaluate(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  );
  await page.reload();
};

/** Someone else's save of the lot group: new values, its version moved on. */
const editElsewhere = (uuid: string, name: string) =>
  e2e.db.execute(
    sql`UPDATE lot_groups SET name = ${name}, version = version + 1 WHERE uuid = ${uuid}`,
  );

const openLotGroup = async (name: string) => {
  await page.goto(
    `${e2e.baseUrl}/lot-groups?filter=${encodeURIComponent(JSON.stringify({ q: name }))}`,
  );
  await cellShowing(page, name).click();
};

describe('restore a version', () => {
  it('restores a lot group’s first version after a conflicting edit', async () => {
    const [{ uuid }] = (
      await e2e.db.execute<{ uuid: string }>(
        sql`INSERT INTO lot_groups (name, created_by) VALUES ('Civil works', 'e2e') RETURNING uuid`,
      )
    ).rows;
    await editElsewhere(uuid, 'Civil works (typo)');
    await openLotGroup('Civil works (typo)');
    const history = page.getByRole('list', { name: 'History' });
    await history.getByText(/created this record/).waitFor();
    // The oldest entry, the creation: the record as it was then, beside today's.
    await history.getByRole('button', { name: 'See this version' }).last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('cell', { name: "'Civil works'", exact: true }).waitFor();
    await dialog.getByRole('cell', { name: "'Civil works (typo)'", exact: true }).waitFor();
    await screenshot(page, 'restore-version-dialog');

    // Someone saves meanwhile: the restore is refused, and the dialog reads the record again.
    await editElsewhere(uuid, 'Civil works by someone');
    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByText(/Someone changed the record since you opened this version/).waitFor();
    await dialog.getByRole('cell', { name: "'Civil works by someone'", exact: true }).waitFor();

    await dialog.getByRole('button', { name: 'Restore this version' }).click();
    await page.getByText(/Restored Successfully: the version of /).waitFor();
    await expect
      .poll(() => page.getByRole('textbox', { name: /^Name/ }).first().inputValue(), {
        timeout: 10_000,
      })
      .toBe('Civil works');
    await history.getByText(/restored the version of /).waitFor();
    await screenshot(page, 'restore-version-done');

    // Kiswahili, at a phone's width: the same dialog in its words.
    await setLanguage('sw');
    await page.setViewportSize({ width: 360, height: 800 });
    await page
      .getByRole('list', { name: 'Historia' })
      .getByRole('button', { name: 'Tazama toleo hili' })
      .last()
      .click();
    await dialog.getByText('Toleo hili ni rekodi kama ilivyo sasa').waitFor();
    await screenshot(page, 'restore-version-sw-phone');
    await dialog.getByRole('button', { name: 'Funga' }).click();
    await page.setViewportSize({ width: 1280, height: 900 });
    await setLanguage('en');
  }, 120_000);
});

describe('Excel both ways', () => {
  it('exports the list as a workbook and imports it back through the preview', async () => {
    await e2e.db.execute(
      sql`INSERT INTO lot_groups (name, name_sw, created_by) VALUES ('Roads', 'Barabara', 'e2e'),
        ('=Bridges', NULL, 'e2e')`,
    );
    // Every lot group, whatever filter the list kept from before.
    await page.goto(`${e2e.baseUrl}/lot-groups?filter=%7B%7D&perPage=100`);
    await cellShowing(page, 'Roads').waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Excel', exact: true }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('lot-groups.xlsx');
    const bytes = fs.readFileSync((await file.path())!);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('lot_groups')!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Name (name)');
    const names = sheet.getColumn(1).values.slice(2);
    expect(names).toContain('=Bridges');

    // Roads is deleted; the workbook brings it back, the others are named as duplicates.
    await e2e.db.execute(sql`UPDATE lot_groups SET deleted = true WHERE name = 'Roads'`);
    await setLanguage('sw');
    await page.getByRole('button', { name: 'Ingiza' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Kiolezo cha Excel' }).waitFor();
    await dialog.getByTestId('csv-import-file').setInputFiles({
      name: 'lot-groups.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: bytes,
    });
    await dialog
      .getByText(`Mistari ${names.length}: 1 itaundwa, ${names.length - 1} imekataliwa`)
      .waitFor();
    await screenshot(page, 'excel-import-preview-sw');
    await dialog.getByRole('button', { name: 'Ingiza mistari sahihi' }).click();
    await dialog.getByText(`1 zimeundwa, ${names.length - 1} zimekataliwa`).waitFor();
    const back = await e2e.db.execute<{ name_sw: string }>(
      sql`SELECT name_sw FROM lot_groups WHERE name = 'Roads' AND NOT deleted`,
    );
    expect(back.rows).toEqual([{ name_sw: 'Barabara' }]);
    await dialog.getByRole('button', { name: 'Funga' }).click();
    // The list at a phone's width, to look at.
    await page.setViewportSize({ width: 360, height: 800 });
    await screenshot(page, 'excel-list-sw-phone');
    await page.setViewportSize({ width: 1280, height: 900 });
    await setLanguage('en');
  }, 120_000);
});
