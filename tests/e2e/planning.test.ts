import fs from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../contract/financialYears';
import { institutions, users } from '../../server/db/schema/identity';
import { ocdsPackageErrors } from '../support/ocds';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

const OFFICER = { email: 'planner@e2e.zabuni.test', password: 'Planner-Passw0rd!' };

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({ ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  const [ministry] = await e2e.db
    .insert(institutions)
    .values({ name: 'Ministry of Health', registrationComplete: true })
    .returning();
  await e2e.db
    .update(users)
    .set({ institutionId: ministry.id, tocAttachmentUuid: crypto.randomUUID(), firstLogin: false })
    .where(eq(users.email, OFFICER.email));
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
    // A new install has no years: it says so, without an error.
    await page.getByText(/No financial years yet/).waitFor();
    expect(await page.getByText('Failed to fetch records').count()).toBe(0);

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

describe('annual procurement plans', () => {
  it('an officer creates a plan, edits it and exports it as OCDS that validates', async () => {
    const thisYear = Number(financialYearOf(new Date()).code.slice(0, 4));
    const context = await e2e.browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signIn(page, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Annual procurement plans' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill('APP of the Ministry of Health');
    await page.getByRole('combobox', { name: 'Financial year' }).click();
    await page.getByRole('option', { name: `${thisYear}/${thisYear + 1}` }).click();
    await page.getByRole('button', { name: 'Add a planned procurement' }).click();
    await page
      .getByRole('textbox', { name: /^Procurement/ })
      .fill('Medical supplies for district hospitals');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Goods' }).click();
    await page.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'National Competitive Tendering', exact: true }).click();
    await page.getByLabel('Estimated amount').fill('850000000');
    await screenshot(page, 'plan-create-1280');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Annual Procurement Plan created successfully').waitFor();
    await page.getByRole('cell', { name: 'APP of the Ministry of Health' }).waitFor();

    await page.getByRole('cell', { name: 'APP of the Ministry of Health' }).click();
    await page.waitForURL(/\/annual-procurement-plans\/[0-9a-f-]{36}$/);
    await page
      .getByRole('textbox', { name: /^Title/ })
      .fill('APP of the Ministry of Health (revised)');
    await page.getByRole('spinbutton', { name: /^Estimated amount/ }).fill('900000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Annual Procurement Plan updated successfully.').waitFor();
    await page.getByRole('cell', { name: 'APP of the Ministry of Health (revised)' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export OCDS' }).click();
    const file = await (await download).path();
    const exported = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(ocdsPackageErrors(exported)).toEqual([]);
    expect(exported.releases[0].tender).toMatchObject({
      procurementMethod: 'open',
      procurementMethodDetails: 'National Competitive Tendering',
      value: { amount: 900000000, currency: 'TZS' },
    });
    expect(page.url()).toMatch(/\/annual-procurement-plans$/);
    await screenshot(page, 'plans-1280');
  });

  it('an administrator deletes an unused procurement method and it leaves the list', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Procurement methods' }).click();
    const row = page.getByRole('row', { name: /Force Account/ });
    await row.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted Successfully').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('cell', { name: 'National Competitive Tendering', exact: true }).waitFor();
  });
});

describe('procurement stages', () => {
  it('shows a method with its stage times, and a deleted stage leaves the list and the times', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Procurement methods' }).click();
    await page.getByRole('cell', { name: 'National Competitive Tendering', exact: true }).click();
    const times = page.getByRole('table', { name: 'Stages and stage-to-stage times' });
    await times
      .getByRole('row', { name: /Invitation to tender TENDERING Opening of tenders 30/ })
      .waitFor();
    await times.getByRole('cell', { name: 'Tender board approval' }).first().waitFor();
    await screenshot(page, 'procurement-method-stages-1280');

    await page.getByRole('menuitem', { name: 'Procurement stages' }).click();
    await page.waitForURL(/\/procurement-stages$/);
    const row = page.getByRole('row', { name: /Tender board approval/ });
    await row.getByRole('button', { name: 'Delete', exact: true }).click();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Deleted Successfully').waitFor();
    await expect.poll(() => row.count()).toBe(0);
    await page.getByRole('cell', { name: 'Opening of tenders' }).waitFor();

    // The list remembers which rows were open: open the row only if it is closed.
    await page.getByRole('menuitem', { name: 'Procurement methods' }).click();
    const nctRow = page.getByRole('row', { name: /^.*National Competitive Tendering NCT/ });
    const expand = nctRow.getByRole('button', { name: 'Expand' });
    if ((await expand.count()) > 0) await expand.click();
    await times
      .getByRole('row', { name: /^Invitation to tender TENDERING Opening of tenders/ })
      .waitFor();
    await expect.poll(() => times.getByText('Tender board approval').count()).toBe(0);
  });
});
