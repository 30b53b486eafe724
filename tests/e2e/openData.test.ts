import fs from 'node:fs';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { financialYearOf } from '../../contract/financialYears';
import { institutions, users } from '../../server/db/schema/identity';
import { financialYears } from '../../server/db/schema/planning';
import { ocdsPackageErrors, ocdsReleaseErrors } from '../support/ocds';
import { screenshot, signIn, startE2e } from './support/app';

const OFFICER = { email: 'planner@open.e2e.zabuni.test', password: 'Planner-Passw0rd!' };
const ACCOUNTING = { email: 'ao@open.e2e.zabuni.test', password: 'Accounting-Passw0rd!' };
const TITLE = 'APP of the Ministry of Water';

let e2e: Awaited<ReturnType<typeof startE2e>>;
let yearCode: string;
beforeAll(async () => {
  e2e = await startE2e();
  const [ministry] = await e2e.db
    .insert(institutions)
    .values({ name: 'Ministry of Water', registrationComplete: true })
    .returning();
  for (const [person, role] of [
    [OFFICER, 'PROCUREMENT_OFFICER'],
    [ACCOUNTING, 'ACCOUNTING_OFFICER'],
  ] as const) {
    await e2e.createUser({ ...person, role });
    await e2e.db
      .update(users)
      .set({
        institutionId: ministry.id,
        tocAttachmentUuid: crypto.randomUUID(),
        firstLogin: false,
      })
      .where(eq(users.email, person.email));
  }
  const year = financialYearOf(new Date());
  yearCode = year.code;
  await e2e.db
    .insert(financialYears)
    .values({ code: year.code, startDate: year.startDate, endDate: year.endDate, isCurrent: true })
    .onConflictDoNothing();
});
afterAll(() => e2e?.stop());

describe('open data', () => {
  it('an officer creates a plan, the accounting officer previews and publishes it', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await signIn(page, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Annual procurement plans' }).click();
    await page.getByRole('link', { name: 'Create' }).click();
    await page.getByRole('textbox', { name: /^Title/ }).fill(TITLE);
    await page.getByRole('combobox', { name: 'Financial year' }).click();
    await page.getByRole('option', { name: yearCode }).click();
    await page.getByRole('button', { name: 'Add a planned procurement' }).click();
    // A formula-looking description: the CSV must show it as text.
    await page.getByRole('textbox', { name: /^Procurement/ }).fill('=1+2 Water meters');
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Goods' }).click();
    await page.getByRole('combobox', { name: 'Method' }).click();
    await page.getByRole('option', { name: 'National Competitive Tendering', exact: true }).click();
    await page.getByLabel('Estimated amount').fill('20000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Annual Procurement Plan created successfully').waitFor();
    // The officer may not publish.
    await page.getByRole('cell', { name: TITLE }).waitFor();
    expect(await page.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await context.close();

    const accounting = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(accounting, e2e.baseUrl, ACCOUNTING.email, ACCOUNTING.password);
    await accounting.waitForURL(/\/landing$/);
    await accounting.getByRole('menuitem', { name: 'Annual procurement plans' }).click();
    const row = accounting.getByRole('row', { name: new RegExp(TITLE) });
    await row.getByRole('button', { name: 'Publish' }).click();
    const dialog = accounting.getByRole('dialog', { name: `Publish "${TITLE}" as open data` });
    await dialog
      .getByRole('table', { name: 'What will be published' })
      .getByRole('cell', { name: '=1+2 Water meters' })
      .waitFor();
    await screenshot(accounting, 'open-data-publish-preview-1280');
    await dialog.getByRole('button', { name: 'Publish as open data' }).click();
    await accounting.getByText('Plan Published Successfully: it is now open data').waitFor();
    await expect.poll(() => row.getByRole('button', { name: 'Publish' }).count()).toBe(0);
    await accounting.context().close();
  });

  it('the officer edits the published plan in the form and the change is published under the same ocid', async () => {
    const page = await (
      await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })
    ).newPage();
    await signIn(page, e2e.baseUrl, OFFICER.email, OFFICER.password);
    await page.waitForURL(/\/landing$/);
    await page.getByRole('menuitem', { name: 'Annual procurement plans' }).click();
    await page.getByRole('cell', { name: TITLE }).click();
    await page.waitForURL(/\/annual-procurement-plans\/[0-9a-f-]{36}$/);
    await page.getByRole('spinbutton', { name: /^Estimated amount/ }).fill('25000000');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Annual Procurement Plan updated successfully.').waitFor();
    await page.context().close();
  });

  it('a visitor who is not signed in finds the plan on the Open data page on a phone and downloads it', async () => {
    const context = await e2e.browser.newContext({
      viewport: { width: 390, height: 844 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    // From the Sign In page, as a visitor arrives.
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('link', { name: 'Open data: the published procurement plans' }).click();
    await page.getByRole('heading', { name: 'Open data', level: 1 }).waitFor();
    expect(page.url()).toMatch(/\/open-data$/);
    await page.getByRole('heading', { name: 'Ministry of Water', level: 2 }).waitFor();
    await page.getByRole('heading', { name: `Financial year ${yearCode}`, level: 3 }).waitFor();
    await page.getByText(TITLE).waitFor();
    // Nothing wider than the phone's screen.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(page, 'open-data-390');

    const json = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${TITLE} as OCDS JSON` }).click();
    const published = JSON.parse(fs.readFileSync(await (await json).path(), 'utf8'));
    expect(ocdsPackageErrors(published)).toEqual([]);
    // Published, then edited: two releases of one ocid.
    expect(published.releases).toHaveLength(2);
    const [first, second] = published.releases;
    expect(first).toMatchObject({
      tag: ['planning'],
      tender: { title: '=1+2 Water meters', value: { amount: 20000000 } },
    });
    expect(second).toMatchObject({
      ocid: first.ocid,
      id: `${first.ocid}-2`,
      tag: ['planningUpdate'],
      tender: { value: { amount: 25000000 } },
    });

    const csv = page.waitForEvent('download');
    await page.getByRole('button', { name: `Download ${TITLE} as CSV` }).click();
    const csvText = fs.readFileSync(await (await csv).path(), 'utf8');
    expect(csvText.split('\r\n')[0]).toContain('ocid');
    expect(csvText).toContain(`'=1+2 Water meters`);
    // One row per planned procurement, as it stands.
    expect(csvText.split('\r\n')).toHaveLength(2);
    expect(csvText).toContain(`${first.ocid},`);
    expect(csvText).toContain(',25000000,');

    const bulkHref = await page
      .getByRole('link', { name: 'All releases (JSON Lines, gzipped)' })
      .getAttribute('href');
    const bulk = await fetch(new URL(bulkHref!, e2e.baseUrl));
    expect(bulk.status).toBe(200);
    const lines = zlib
      .gunzipSync(Buffer.from(await bulk.arrayBuffer()))
      .toString('utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    expect(lines.map((release) => release.id)).toEqual([first.id, second.id]);
    for (const line of lines) expect(ocdsReleaseErrors(line)).toEqual([]);

    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Data huria', level: 1 }).waitFor();
    await page.getByRole('button', { name: `Pakua ${TITLE} kama CSV` }).waitFor();
    await screenshot(page, 'open-data-swahili-390');
    await context.close();
  });
});
