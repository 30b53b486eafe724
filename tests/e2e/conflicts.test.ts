import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  cellShowing,
  screenshot,
  signedInPage,
  startE2e,
} from './support/app';

/**
 * No lost update as two administrators meet it (issue #23 item 1, decision 103): two Chromium
 * contexts on the real server open one record's edit form; A saves, then B saves from the same
 * version. B is shown the conflict dialog naming A, with A's value beside B's; "Overwrite" saves B's
 * value knowingly (read back from the server by a fresh page), "Reload" puts A's value into B's form.
 * On a reference-kit list (lot groups), a hand-written list (charge types) and a hand-written form
 * with its own screens (departments), in English and Kiswahili.
 */
const ASHA = { email: 'asha@conflicts.zabuni.test', password: 'Ngorongoro-Crater-2026!' };
const ASHA_NAME = 'Asha Mwinyi';

let e2e: Awaited<ReturnType<typeof startE2e>>;
let asha: Page;
let system: Page;

const adminPage = (email: string, password: string) => signedInPage(e2e, { email, password });

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({
    ...ASHA,
    role: 'SUPER_ADMINISTRATOR',
    userType: 'PPRA',
    fullName: ASHA_NAME,
  });
  asha = await adminPage(ASHA.email, ASHA.password);
  system = await adminPage(ADMIN_EMAIL, ADMIN_PASSWORD);
  // A department belongs to an institution: one made as an administrator makes it.
  await asha.goto(`${e2e.baseUrl}/institutions/create`);
  await field(asha, 'Name').fill('Conflict Test Authority');
  await field(asha, 'Code').fill('CTA');
  await asha.getByRole('button', { name: 'Save' }).click();
  await asha.getByText('Institution registered successful').waitFor();
}, 180_000);
afterAll(() => e2e?.stop());

/** A form field by its label, required (a thin space and '*') or not. */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}\\s*\\*?$`));

const setLanguage = async (page: Page, language: 'en' | 'sw') => {
  await page.evaluate(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  );
  await page.reload();
};

interface Kind {
  resource: string;
  /** Fills the create form (in English) with a record named `name`. */
  create(page: Page, name: string): Promise<void>;
  /** The field both edit: its label in each language. */
  label: { en: string; sw: string };
}

const kinds: Record<string, Kind> = {
  'lot-groups': {
    resource: 'lot-groups',
    create: async (page, name) => field(page, 'Name').fill(name),
    label: { en: 'Name', sw: 'Jina' },
  },
  'charge-types': {
    resource: 'charge-types',
    create: async (page, name) => {
      await field(page, 'Name').fill(name);
      await field(page, 'Unit of measure').fill('TZS');
    },
    label: { en: 'Name', sw: 'Jina' },
  },
  departments: {
    resource: 'departments',
    create: async (page, name) => {
      const institution = field(page, 'Institution');
      await institution.fill('Conflict');
      await page.getByRole('option', { name: 'Conflict Test Authority' }).click();
      await field(page, 'Name').fill(name);
      await field(page, 'Code').fill(`C${Math.floor(Math.random() * 1e6)}`);
    },
    label: { en: 'Name', sw: 'Jina' },
  },
};

/** Asha creates a record; answers its edit screen's address. */
async function created(kind: Kind, name: string): Promise<string> {
  await asha.goto(`${e2e.baseUrl}/${kind.resource}/create`);
  await kind.create(asha, name);
  await asha.getByRole('button', { name: 'Save' }).click();
  await asha.getByText('Created Successfully').waitFor();
  await asha.goto(`${e2e.baseUrl}/${kind.resource}`);
  await cellShowing(asha, name).click();
  await asha.waitForURL(new RegExp(`/${kind.resource}/[^/]+`));
  const id = new URL(asha.url()).pathname.split('/')[2];
  return `${e2e.baseUrl}/${kind.resource}/${id}`;
}

/**
 * Both open the record's edit form; Asha saves hers, then the system administrator saves his from
 * the version both read: he is shown the dialog. Answers the dialog.
 */
async function conflictingSaves(kind: Kind, language: 'en' | 'sw', name: string) {
  const editUrl = await created(kind, name);
  await system.goto(editUrl);
  await setLanguage(system, language);
  const label = kind.label[language];
  await expect.poll(() => field(system, label).inputValue()).toBe(name);
  // He types while she has it open too; she saves first. What he typed, and the version his save is
  // based on, stay as they were while her change reaches his page.
  await field(system, label).fill(`${name} (System)`);
  await asha.goto(editUrl);
  await expect.poll(() => field(asha, 'Name').inputValue()).toBe(name);

  await field(asha, 'Name').fill(`${name} (Asha)`);
  await asha.getByRole('button', { name: 'Save' }).click();
  await asha.getByText('Edited Successfully').waitFor();

  // He looks at another tab and comes back (what react-query hears as the window's focus).
  await system.evaluate(() =>
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
  );
  await system.waitForTimeout(500);
  await expect(field(system, label).inputValue()).resolves.toBe(`${name} (System)`);
  await system.getByRole('button', { name: language === 'en' ? 'Save' : 'Hifadhi' }).click();
  const dialog = system.getByRole('dialog', {
    name: language === 'en' ? 'Someone else changed this record' : /Mtu mwingine amebadilisha/,
  });
  await dialog.waitFor();
  // Who and when, then the field by its form label with their value beside mine.
  await dialog
    .getByText(new RegExp(`^${ASHA_NAME} (saved changes|alihifadhi mabadiliko)`))
    .waitFor();
  const row = dialog.getByRole('row', { name: new RegExp(`^${label}`) });
  await expect(row.getByRole('cell').allInnerTexts()).resolves.toEqual([
    `${name} (Asha)`,
    `${name} (System)`,
  ]);
  await screenshot(system, `conflict-${kind.resource}-${language}`);
  return { dialog, editUrl, label };
}

describe('two administrators save the same record', () => {
  it('a kit list (lot groups): Overwrite saves mine knowingly', async () => {
    const { dialog, editUrl } = await conflictingSaves(kinds['lot-groups'], 'en', 'Road works');
    await dialog.getByRole('button', { name: /^Overwrite/ }).click();
    await system.getByText('Edited Successfully').waitFor();
    // The server holds mine: a fresh read of the record shows it.
    await asha.goto(editUrl);
    await asha.reload();
    await expect.poll(() => field(asha, 'Name').inputValue()).toBe('Road works (System)');
  });

  it('charge types: Reload discards mine and shows theirs in the form', async () => {
    const { dialog, editUrl } = await conflictingSaves(
      kinds['charge-types'],
      'en',
      'Tender box fee',
    );
    await dialog.getByRole('button', { name: /^Reload/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => field(system, 'Name').inputValue()).toBe('Tender box fee (Asha)');
    await asha.goto(editUrl);
    await asha.reload();
    await expect.poll(() => field(asha, 'Name').inputValue()).toBe('Tender box fee (Asha)');
  });

  it('departments: Overwrite saves mine knowingly', async () => {
    const { dialog } = await conflictingSaves(kinds.departments, 'en', 'Works Unit');
    await dialog.getByRole('button', { name: /^Overwrite/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await asha.goto(`${e2e.baseUrl}/departments`);
    await cellShowing(asha, 'Works Unit (System)').waitFor();
  });

  it('in Kiswahili (lot groups): Pakia upya shows theirs', async () => {
    const { dialog } = await conflictingSaves(kinds['lot-groups'], 'sw', 'Ujenzi wa madaraja');
    await dialog
      .getByText('Kuandika juu kunaweka thamani yako badala ya yao katika sehemu hii:')
      .waitFor();
    await dialog.getByRole('button', { name: /^Pakia upya/ }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => field(system, 'Jina').inputValue()).toBe('Ujenzi wa madaraja (Asha)');
    await setLanguage(system, 'en');
  });
});

/**
 * Overwrite is a three-way merge from the version the form opened (issue 38 item 10, decision 135):
 * fields only the other administrator changed keep their values, the dialog names the fields where
 * mine goes over theirs and the changes of theirs it keeps.
 */
describe('Overwrite keeps what only the other administrator changed', () => {
  it('charge types: my name over theirs, their unit of measure kept, in the record and its history', async () => {
    const name = 'Performance bond fee';
    const editUrl = await created(kinds['charge-types'], name);
    await system.goto(editUrl);
    await expect.poll(() => field(system, 'Name').inputValue()).toBe(name);
    // Asha changes the name and the unit; the system administrator, typing meanwhile, the name and
    // Active.
    await field(system, 'Name').fill(`${name} (System)`);
    await system.getByRole('switch', { name: 'Active' }).uncheck();
    await asha.goto(editUrl);
    await expect.poll(() => field(asha, 'Name').inputValue()).toBe(name);
    await field(asha, 'Name').fill(`${name} (Asha)`);
    await field(asha, 'Unit of measure').fill('USD');
    await asha.getByRole('button', { name: 'Save' }).click();
    await asha.getByText('Edited Successfully').waitFor();

    await system.getByRole('button', { name: 'Save' }).click();
    const dialog = system.getByRole('dialog', { name: 'Someone else changed this record' });
    await dialog.getByText('Overwrite puts your value over theirs in this field:').waitFor();
    const rows = dialog.getByRole('row');
    // The header and the one field both changed: the name, theirs beside mine.
    await expect.poll(() => rows.count()).toBe(2);
    await expect(
      dialog.getByRole('row', { name: /^Name/ }).getByRole('cell').allInnerTexts(),
    ).resolves.toEqual([`${name} (Asha)`, `${name} (System)`]);
    await dialog.getByText('Their change to Unit of measure is kept.').waitFor();
    await screenshot(system, 'conflict-merge-charge-types-en');
    await dialog.getByRole('button', { name: /^Overwrite/ }).click();
    await system.getByText('Edited Successfully').waitFor();

    // A fresh read: my name and my Active, her unit of measure.
    await asha.goto(editUrl);
    await asha.reload();
    await expect.poll(() => field(asha, 'Name').inputValue()).toBe(`${name} (System)`);
    await expect.poll(() => field(asha, 'Unit of measure').inputValue()).toBe('USD');
    await expect.poll(() => asha.getByRole('switch', { name: 'Active' }).isChecked()).toBe(false);
    // The history: the overwrite changed the name and Active, and not her unit back.
    const newest = asha.getByRole('list', { name: 'History' }).getByRole('listitem').first();
    await newest
      .getByText(new RegExp(`changed Name from '${name} \\(Asha\\)' to '${name} \\(System\\)'`))
      .waitFor();
    await newest.getByText(/changed Active from /).waitFor();
    expect(await newest.innerText()).not.toContain('Unit of measure');
    await asha
      .getByRole('list', { name: 'History' })
      .getByText(/changed Unit of measure from 'TZS' to 'USD'/)
      .waitFor();
    await screenshot(asha, 'conflict-merge-history-en');
  });
});

describe('deleting a record someone else changed', () => {
  it('says who changed it and deletes it only when asked to (charge types)', async () => {
    const kind = kinds['charge-types'];
    const editUrl = await created(kind, 'Bid bond fee');
    await system.goto(editUrl);
    await expect.poll(() => field(system, 'Name').inputValue()).toBe('Bid bond fee');
    await asha.goto(editUrl);
    await expect.poll(() => field(asha, 'Name').inputValue()).toBe('Bid bond fee');
    await field(asha, 'Name').fill('Bid bond fee (Asha)');
    await asha.getByRole('button', { name: 'Save' }).click();
    await asha.getByText('Edited Successfully').waitFor();

    await system.getByRole('button', { name: 'Delete' }).click();
    await system.getByRole('button', { name: 'Confirm' }).click();
    const dialog = system.getByRole('dialog', { name: 'Someone else changed this record' });
    await dialog
      .getByText(new RegExp(`^${ASHA_NAME} saved changes .* It has not been deleted\\.$`))
      .waitFor();
    await screenshot(system, 'conflict-delete-charge-types-en');
    await dialog.getByRole('button', { name: 'Delete anyway' }).click();
    await dialog.waitFor({ state: 'detached' });
    await system.waitForURL(`${e2e.baseUrl}/charge-types`);
    await asha.goto(`${e2e.baseUrl}/charge-types`);
    await asha.getByRole('cell', { name: 'Tender box fee (Asha)', exact: true }).waitFor();
    await expect(asha.getByRole('cell', { name: 'Bid bond fee (Asha)' }).count()).resolves.toBe(0);
  });
});
