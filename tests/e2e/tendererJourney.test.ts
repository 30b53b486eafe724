import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cellShowing, screenshot, signIn, startE2e } from './support/app';

/**
 * A tenderer's own area, as a person uses it: signed in, they see their registration (not the
 * administration's lists) and are greeted by name once they gave it; they register their company,
 * fill in sections through the forms, edit and delete a record, and the progress follows. In English,
 * then in Swahili, nothing on screen is a raw message key or a code.
 */
const TENDERER = { email: 'amina@pwani.e2e.test', password: 'Pwani-Builders-Passw0rd!' };

const brokenTexts = [
  /Element does not exist/,
  /zabuni\.[a-zA-Z.]+/,
  /ra\.[a-z]+\.[a-z_.]+/,
  /resources\.[a-z-]+\.[a-zA-Z.]+/,
  /Received status code/,
  /Response not successful/,
  /\b90(0[1-9]|1\d|20)\b/,
];

const sectionPaths = [
  'personnel-informations',
  'personnel-work-experiences',
  'litigation-records',
  'work-equipments',
  'tenderer-financial-resources',
  'tenderer-financial-statements',
  'tenderer-work-experiences',
];

let e2e: Awaited<ReturnType<typeof startE2e>>;
let page: Page;

beforeAll(async () => {
  e2e = await startE2e();
  // As self-registration leaves it: a TENDERER account, no role, its email as its name.
  await e2e.createUser({ ...TENDERER, userType: 'TENDERER', fullName: TENDERER.email });
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
});
afterAll(() => e2e?.stop());

async function expectNothingBroken(where: string) {
  const text = await page.locator('body').innerText();
  for (const pattern of brokenTexts) {
    expect(text.match(pattern)?.[0], `${where}: "${pattern}" on screen`).toBeUndefined();
  }
}

const percentage = () => page.getByTestId('registration-percentage');

async function expectProgress(value: string) {
  await expect.poll(() => percentage().innerText(), { timeout: 10_000 }).toBe(value);
}

/** Opens a section from the registration page's list, as a person follows its link. */
async function openSection(name: string, path: string) {
  await page.goto(`${e2e.baseUrl}/tenderer_registration`);
  await page.getByRole('link', { name: new RegExp(name) }).click();
  await page.waitForURL(new RegExp(`/${path}$`));
}

async function saveForm() {
  await page.getByRole('button', { name: 'Save' }).click();
}

describe("a tenderer's own area", () => {
  it('lands on their registration with their own menu, and registers the company', async () => {
    await signIn(page, e2e.baseUrl, TENDERER.email, TENDERER.password);
    await page.waitForURL(/\/tenderer_registration$/);
    // No name given yet: no email address as a name.
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: TENDERER.email }).count()).toBe(0);
    await expectProgress('0%');
    await page.getByRole('menuitem', { name: 'Key personnel' }).waitFor();
    for (const adminList of ['Charge types', 'Tender categories', 'Holidays', 'Institutions']) {
      expect(await page.getByRole('menuitem', { name: adminList }).count(), adminList).toBe(0);
    }
    expect(await page.getByText('not part of this release').count()).toBe(0);
    await screenshot(page, 'tenderer-registration-empty');

    // Before the company is saved, a section is empty, not missing: no "Record not found", and no
    // pager counting rows that are not there.
    await page.getByRole('menuitem', { name: 'Key personnel' }).click();
    await page.waitForURL(/\/personnel-informations$/);
    await page.getByText(/^No .* yet\. Create the first one\.$/).waitFor();
    await expect(page.getByText('Record not found').count()).resolves.toBe(0);
    await expect(page.getByText(/^1-25 of/).count()).resolves.toBe(0);
    await screenshot(page, 'tenderer-section-before-company');
    await page.goto(`${e2e.baseUrl}/tenderer_registration`);

    await page.getByLabel('Your full name').fill('Amina Juma');
    await page.getByLabel('Company name').fill('Pwani Builders Ltd');
    await page.getByLabel('TIN').fill('12345');
    await saveForm();
    await page.getByText('A TIN has 9 digits').waitFor();
    await page.getByLabel('TIN').fill('123456789');
    await saveForm();
    await page.getByText('Company details saved').waitFor();
    await page.getByRole('heading', { name: 'Welcome, Amina Juma', level: 1 }).waitFor();
    await page.getByRole('banner').getByText('Amina Juma').waitFor();
    await expectProgress('14%');
    await expectNothingBroken('registration page');
  });

  it('adds key personnel and work equipment through the forms', async () => {
    await openSection('Key personnel', 'personnel-informations');
    await page.getByTestId('list-empty').waitFor();
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByLabel('Full name').fill('Neema Mollel');
    await page.getByLabel('Position').fill('Quantity surveyor');
    await page.getByLabel('Years of experience').fill('6');
    await screenshot(page, 'tenderer-personnel-form');
    await saveForm();
    await page.waitForURL(/\/personnel-informations$/);
    await page.getByRole('cell', { name: 'Neema Mollel' }).waitFor();

    // A past position of that person: picked from the company's own personnel.
    await page.getByRole('menuitem', { name: 'Personnel experience' }).click();
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByRole('combobox', { name: 'Person' }).click();
    await page.getByRole('option', { name: 'Neema Mollel' }).click();
    await page.getByLabel('Employer').fill('TANROADS');
    await page.getByLabel('Position').fill('Site engineer');
    await page.getByLabel('From').fill('2019-02-01');
    await saveForm();
    await page.waitForURL(/\/personnel-work-experiences$/);
    await page.getByRole('cell', { name: 'TANROADS' }).waitFor();
    await page.getByRole('cell', { name: 'Neema Mollel' }).waitFor();

    await openSection('Work equipment', 'work-equipments');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByLabel('Equipment').fill('Excavator');
    await page.getByLabel('Quantity').fill('-1');
    await saveForm();
    await page.getByText('Must be at least 1').waitFor();
    await page.getByLabel('Quantity').fill('2');
    await page.getByRole('combobox', { name: 'Owned or leased' }).click();
    await page.getByRole('option', { name: 'Owned' }).click();
    await saveForm();
    await page.waitForURL(/\/work-equipments$/);
    await page.getByRole('cell', { name: 'Excavator' }).waitFor();
    await page.getByRole('cell', { name: 'Owned' }).waitFor();
    await screenshot(page, 'tenderer-work-equipment-list');
    await expectNothingBroken('work equipment');
  });

  it('edits a record', async () => {
    await cellShowing(page, 'Excavator').click();
    await page.waitForURL(/\/work-equipments\/[^/]+$/);
    // The form's field (the list's cells that edit in place are labelled by their field too).
    const quantity = page.locator('form').getByLabel('Quantity');
    await quantity.waitFor();
    expect(await quantity.inputValue()).toBe('2');
    await quantity.fill('3');
    await saveForm();
    await page.waitForURL(/\/work-equipments$/);
    await cellShowing(page, '3').waitFor();
  });

  it('deletes a record, and the progress follows', async () => {
    await page.goto(`${e2e.baseUrl}/tenderer_registration`);
    await expectProgress('43%');
    await openSection('Litigation records', 'litigation-records');
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByLabel('Year').fill('2023');
    await page.getByLabel('Case').fill('Claim over a late payment');
    await page.getByRole('combobox', { name: 'Outcome' }).click();
    await page.getByRole('option', { name: 'Pending' }).click();
    await saveForm();
    await page.waitForURL(/\/litigation-records$/);
    await page.goto(`${e2e.baseUrl}/tenderer_registration`);
    await expectProgress('57%');

    await openSection('Litigation records', 'litigation-records');
    await page.getByRole('cell', { name: 'Claim over a late payment' }).click();
    await page.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    if (await confirm.isVisible().catch(() => false)) await confirm.click();
    await page.waitForURL(/\/litigation-records$/);
    await page.getByTestId('list-empty').waitFor();
    await page.goto(`${e2e.baseUrl}/`);
    await page.getByRole('heading', { name: 'Welcome, Amina Juma', level: 1 }).waitFor();
    await expectProgress('43%');
    await screenshot(page, 'tenderer-home');
  });

  it('shows every screen of the area with words, in English and in Swahili', async () => {
    for (const path of sectionPaths) {
      await page.goto(`${e2e.baseUrl}/${path}`);
      await page.locator('table').or(page.getByTestId('list-empty')).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNothingBroken(`${path} (en)`);
      await page.goto(`${e2e.baseUrl}/${path}/create`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expectNothingBroken(`${path}/create (en)`);
    }
    await page.goto(`${e2e.baseUrl}/tenderer_registration`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Karibu, Amina Juma', level: 1 }).waitFor();
    await page.getByRole('menuitem', { name: 'Wataalamu muhimu' }).waitFor();
    await expectProgress('43%');
    await expectNothingBroken('registration page (sw)');
    await screenshot(page, 'tenderer-registration-swahili');
    for (const path of sectionPaths) {
      await page.goto(`${e2e.baseUrl}/${path}`);
      await page.locator('table').or(page.getByTestId('list-empty')).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expectNothingBroken(`${path} (sw)`);
      await page.goto(`${e2e.baseUrl}/${path}/create`);
      await page.getByRole('button', { name: 'Hifadhi' }).waitFor();
      await expectNothingBroken(`${path}/create (sw)`);
    }
    await screenshot(page, 'tenderer-form-swahili');
  });
});
