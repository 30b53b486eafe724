import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions } from '../../server/db/schema/identity';
import { tenders } from '../../server/db/schema/procurementReference';
import { tenderCategories } from '../../server/db/schema/referenceData';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;
let page: Page;

beforeAll(async () => {
  e2e = await startE2e();
  const [institution] = await e2e.db.select().from(institutions).limit(1);
  const [category] = await e2e.db.select().from(tenderCategories).limit(1);
  await e2e.db.insert(tenders).values([
    {
      institutionId: institution.id,
      referenceNumber: 'TPA/2026/G/01',
      title: 'Supply of mooring ropes',
      procurementCategoryId: category.id,
    },
    {
      institutionId: institution.id,
      referenceNumber: 'TPA/2026/W/02',
      title: 'Rehabilitation of berth 5',
      procurementCategoryId: category.id,
    },
  ]);
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
});
afterAll(() => e2e?.stop());

describe('tender lots', () => {
  it('picks the tender by typing part of its title, then adds a lot to it', async () => {
    await page.goto(`${e2e.baseUrl}/tender-lots`);
    await page.getByText('Pick a tender to see its lots').waitFor();
    // A plain field until approached: typing into it brings the picker, which keeps the text.
    await page.getByLabel('Tender', { exact: true }).and(page.locator('input')).fill('berth');
    await page.getByRole('option', { name: 'TPA/2026/W/02 - Rehabilitation of berth 5' }).click();
    await page.getByText('This tender has no lots yet').waitFor();
    await screenshot(page, 'tender-lots-picked');
    // The tender held by uuid is read back and shown by name.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Tender' }).inputValue())
      .toBe('TPA/2026/W/02 - Rehabilitation of berth 5');
    await screenshot(page, 'tender-lots-picked');
    await page.getByRole('link', { name: 'Create' }).first().click();
    // The tender held by uuid is read back and shown by name.
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Tender' }).inputValue())
      .toBe('TPA/2026/W/02 - Rehabilitation of berth 5');
    await screenshot(page, 'tender-lots-create-form');
    await page.getByRole('spinbutton', { name: 'Lot number' }).fill('1');
    await page.getByRole('textbox', { name: /^Title/ }).fill('Quay wall repairs');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    await page.getByRole('cell', { name: 'Quay wall repairs' }).waitFor();
    await screenshot(page, 'tender-lots-created');
  });
});
