import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * Every editable list built on the reference screen kit, found from the resource folders (a new list
 * is covered without touching this test): its first record opens in the form, and switching a
 * toggle and saving is accepted. Nothing on screen may be a raw message key, a bare response code,
 * a transport error or react-admin's "Element does not exist".
 */
const resourcesDir = path.resolve('resources');
const kitResources = fs
  .readdirSync(resourcesDir)
  .filter((name) => {
    const index = ['index.ts', 'index.tsx']
      .map((file) => path.join(resourcesDir, name, file))
      .find((file) => fs.existsSync(file));
    if (!index) return false;
    const source = fs.readFileSync(index, 'utf8');
    return /[rR]eferenceResource\(/.test(source) && !source.includes('readOnly: true');
  })
  .sort();

const brokenTexts = [
  /Element does not exist/,
  /zabuni\.[a-zA-Z.]+/,
  /ra\.[a-z]+\.[a-z_.]+/,
  /Received status code/,
  /Response not successful/,
  /\b90(0[1-9]|1\d|20)\b/,
];

/** What each language says where the test waits for it. */
const texts = {
  en: { save: 'Save', edited: 'Edited Successfully', required: /Required/ },
  sw: { save: 'Hifadhi', edited: 'Imehaririwa kwa Mafanikio', required: /Inahitajika/ },
} as const;
type Language = keyof typeof texts;

let e2e: Awaited<ReturnType<typeof startE2e>>;
let page: Page;

beforeAll(async () => {
  e2e = await startE2e();
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
});
afterAll(() => e2e?.stop());

async function expectNothingBroken(resource: string) {
  const text = await page.locator('body').innerText();
  for (const pattern of brokenTexts) {
    expect(text.match(pattern)?.[0], `${resource}: "${pattern}" on screen`).toBeUndefined();
  }
}

/** The list, sorted by its first sortable column both ways, then searched for nothing that exists. */
async function sortAndSearch(resource: string) {
  const sortable = page.locator('thead .MuiTableSortLabel-root').first();
  if (await sortable.count()) {
    // Each click turns the order round; the list's address (its query) follows.
    for (let click = 0; click < 2; click++) {
      const before = await page.evaluate(() => location.search);
      await sortable.click();
      await page.waitForFunction((previous) => location.search !== previous, before);
      await page.locator('tbody tr').first().waitFor();
    }
    await expectNothingBroken(resource);
  }
  const search = page.locator('input[name="q"]');
  if (await search.count()) {
    await search.fill('zz-no-such-record');
    await page.waitForURL(/zz-no-such-record/);
    await page.locator('tbody tr').first().waitFor({ state: 'detached' });
    await expectNothingBroken(resource);
    // react-admin keeps a list's filter for the next visit: leave it as found.
    await search.fill('');
    await page.locator('tbody tr').first().waitFor();
  }
}

/**
 * An empty create form cannot be saved: Save stays disabled, and a required field typed in and
 * emptied again says the language's "Required".
 */
async function submitEmptyForm(resource: string, language: Language) {
  await page.goto(`${e2e.baseUrl}/${resource}/create`);
  const save = page.getByRole('button', { name: texts[language].save });
  await save.waitFor();
  await expect(save.isDisabled()).resolves.toBe(true);
  const firstText = page
    .locator('form input[required]:not([type="checkbox"]), form textarea[required]')
    .first();
  if (await firstText.count()) {
    await firstText.fill('a');
    await firstText.fill('');
    await firstText.press('Tab');
    await page.getByText(texts[language].required).first().waitFor();
  }
  await expectNothingBroken(resource);
}

/** The first record opens in its form; switching a toggle and saving is accepted. */
async function editFirstRecord(resource: string, language: Language) {
  await page.goto(`${e2e.baseUrl}/${resource}`);
  const firstRow = page.locator('tbody tr').first();
  const empty = page.locator('.RaList-noResults, .RaEmpty-message, [data-testid="list-empty"]');
  await Promise.race([firstRow.waitFor(), empty.first().waitFor()]);
  if (!(await firstRow.isVisible())) return false;
  await firstRow.locator('td').nth(1).click();
  await page.waitForURL(new RegExp(`/${resource}/[^/]+$`));
  const save = page.getByRole('button', { name: texts[language].save });
  await save.waitFor();
  await expectNothingBroken(resource);
  // Every kit form has a switch (Active, or the list's own such as "Required").
  await page.locator('form input[type="checkbox"]').first().click();
  await save.click();
  await page.getByText(texts[language].edited).first().waitFor();
  // Back on the list, with the sort it kept from the last visit (if any) in its address.
  await page.waitForURL(new RegExp(`/${resource}(\\?.*)?$`));
  await expectNothingBroken(resource);
  return true;
}

describe('every reference list', () => {
  it('finds the kit lists', () => {
    expect(kitResources).toContain('academic-levels');
    expect(kitResources).toContain('special-days');
    expect(kitResources.length).toBeGreaterThan(25);
  });

  describe.each(['en', 'sw'] as const)('in %s', (language) => {
    beforeAll(async () => {
      await page.evaluate(
        (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
        language,
      );
    });

    it.each(kitResources)(
      '%s: sorts, searches, refuses an empty form, edits a record',
      async (resource) => {
        const edited = await editFirstRecord(resource, language);
        if (edited) await sortAndSearch(resource);
        await submitEmptyForm(resource, language);
        if (language === 'sw' && (resource === 'special-days' || resource === 'academic-levels')) {
          await screenshot(page, `reference-list-${resource}-sw`);
        }
      },
    );
  });
});
