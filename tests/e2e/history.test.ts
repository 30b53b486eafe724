import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { cellShowing, screenshot, signedInPage, startE2e } from './support/app';

/**
 * Record history as an administrator meets it: edits of records of several kinds (a charge type,
 * written by hand; a bid security type, on the reference kit; a role's permissions), then each
 * record's History panel and the Activity list, in English and Kiswahili, with its CSV export.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
}, 120_000);
afterAll(() => e2e?.stop());

const adminPage = () => signedInPage(e2e, { acceptDownloads: true });

const setLanguage = (page: Page, language: 'en' | 'sw') =>
  page.evaluate(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  );

const history = (page: Page) => page.getByRole('list', { name: /^(History|Historia)$/ });

describe('record history', () => {
  it('shows who changed what on each record and across all records, in English and Kiswahili', async () => {
    const page = await adminPage();

    // A hand-written list: a charge type created, then its unit changed.
    await page.goto(`${e2e.baseUrl}/charge-types/create`);
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Tender document fee');
    await page.getByLabel('Unit of measure').fill('TZS');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    await page.getByRole('cell', { name: 'Tender document fee' }).click();
    await page.getByLabel('Unit of measure').fill('USD');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited Successfully').waitFor();
    await page.getByRole('cell', { name: 'Tender document fee' }).click();
    const chargeHistory = history(page);
    await chargeHistory
      .getByText(
        /^System Administrator.* changed Unit of measure from 'TZS' to 'USD' on \d+ \w+ \d{4} \d\d:\d\d$/,
      )
      .waitFor();
    await chargeHistory.getByText(/created this record on/).waitFor();
    await page.getByText("Name: 'Tender document fee'").waitFor();
    await screenshot(page, 'history-charge-type-en');

    // A reference-kit list: a seeded bid security type renamed, then deactivated.
    await page.goto(`${e2e.baseUrl}/bid-security-types`);
    await cellShowing(page, 'Bank guarantee').click();
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Bank guarantee (on demand)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited Successfully').waitFor();
    await page.getByRole('cell', { name: 'Bank guarantee (on demand)' }).click();
    await history(page)
      .getByText(/changed Name from 'Bank guarantee' to 'Bank guarantee \(on demand\)' on /)
      .waitFor();
    // Seeded rows were made by the system.
    await history(page)
      .getByText(/^The system created this record on /)
      .waitFor();
    await screenshot(page, 'history-bid-security-type-en');

    // A link to another record: a sub-category moved to another tender category reads by names.
    await page.goto(`${e2e.baseUrl}/tender-sub-categories`);
    await page.locator('tbody tr').first().click();
    const category = page.getByRole('combobox', { name: /^Tender category/ });
    const shown = async () => ((await category.textContent()) ?? '').replace(/\u200b/g, '').trim();
    await expect.poll(shown).toMatch(/\w/);
    const from = await shown();
    const to = from === 'Works' ? 'Goods' : 'Works';
    await category.click();
    await page.getByRole('option', { name: to, exact: true }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Edited Successfully').waitFor();
    await page.locator('tbody tr').first().click();
    await history(page)
      .getByText(new RegExp(`changed Tender category from '${from}' to '${to}' on `))
      .waitFor();
    await screenshot(page, 'history-linked-record-en');

    // The Activity list, under Administration: both changes, filtered by what was done.
    await page.getByRole('menuitem', { name: 'Activity' }).click();
    await page.waitForURL(/\/activity/);
    await page.getByRole('cell', { name: 'Bank guarantee (on demand)' }).first().waitFor();
    await page.getByRole('cell', { name: 'Tender document fee' }).first().waitFor();
    await page.getByRole('combobox', { name: 'Action' }).click();
    await page.getByRole('option', { name: 'Changed' }).click();
    await page.getByRole('cell', { name: /changed Unit of measure from 'TZS' to 'USD'/ }).waitFor();
    await page.getByRole('cell', { name: 'Created' }).first().waitFor({ state: 'detached' });
    await screenshot(page, 'activity-changed-en');

    // Its export: the same words, one row per change.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export' }).click();
    const csv = fs.readFileSync((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('Who');
    expect(csv).toContain("changed Unit of measure from 'TZS' to 'USD'");
    expect(csv).not.toMatch(/,Created,/);

    // In Kiswahili: the same records, in Kiswahili's words and field labels.
    await setLanguage(page, 'sw');
    await page.reload();
    await page.getByRole('cell', { name: /alibadilisha Jina kutoka 'Bank guarantee'/ }).waitFor();
    await screenshot(page, 'activity-sw');
    await page.goto(`${e2e.baseUrl}/bid-security-types`);
    // The seeded type keeps its seeded Swahili name: a Swahili page lists it under that name.
    await cellShowing(page, 'Dhamana ya benki').click();
    await history(page)
      .getByText(
        /alibadilisha Jina kutoka 'Bank guarantee' kuwa 'Bank guarantee \(on demand\)' tarehe /,
      )
      .waitFor();
    await history(page)
      .getByText(/^Mfumo aliunda rekodi hii tarehe /)
      .waitFor();
    await page.getByRole('heading', { name: 'Historia' }).waitFor();
    await screenshot(page, 'history-bid-security-type-sw');
    await page.context().close();
  }, 180_000);
});
