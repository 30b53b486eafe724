import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { institutions, users } from '../../server/db/schema/identity';
import { institutionCategories } from '../../server/db/schema/institutions';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

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

/** The vertical middle of each shown filter of the list (react-admin wraps each in data-source). */
async function filterMiddles() {
  const inputs = page.locator('form [data-source]');
  await inputs.first().waitFor();
  const middles: Record<string, number> = {};
  for (const input of await inputs.all()) {
    const box = await input.boundingBox();
    middles[(await input.getAttribute('data-source'))!] = box!.y + box!.height / 2;
  }
  return middles;
}

/** One row: no two filters' middles further apart than half an input's height (about 48 px). */
const expectOneRow = (middles: Record<string, number>) => {
  const values = Object.values(middles);
  expect(Math.max(...values) - Math.min(...values)).toBeLessThan(24);
};

describe('the institutions list on a 1280 px screen', () => {
  for (const [language, addFilter, category] of [
    ['en', 'Add filter', 'Category'],
    ['sw', 'Ongeza kichujio', 'Kundi'],
  ] as const) {
    it(`shows its always-on filters on one row, the rest behind "${addFilter}" (${language})`, async () => {
      await page.evaluate(
        (locale) => localStorage.setItem('RaStore.locale', `"${locale}"`),
        language,
      );
      await page.goto(`${e2e.baseUrl}/institutions`);
      await page.locator('tbody tr').first().waitFor();
      const middles = await filterMiddles();
      await screenshot(page, `institution-filters-${language}`);
      expect(Object.keys(middles).sort()).toEqual(['active', 'q']);
      expectOneRow(middles);
      await page.getByRole('button', { name: addFilter }).click();
      await page.getByRole('menu').getByText(category, { exact: true }).click();
      await page.locator('form [data-source="categoryUuid"]').waitFor();
      const withCategory = await filterMiddles();
      expect(Object.keys(withCategory).sort()).toEqual(['active', 'categoryUuid', 'q']);
      expectOneRow(withCategory);
      await screenshot(page, `institution-filters-category-${language}`);
      // Hidden again (react-admin remembers shown filters for the next visit).
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: addFilter }).click();
      await page.getByRole('menu').getByText(category, { exact: true }).click();
      await page.locator('form [data-source="categoryUuid"]').waitFor({ state: 'detached' });
    });
  }
});

/**
 * The yes/no filters are drawn without a form and the category's select comes when it is added
 * (issue 42: the list's first load carries no form library); both still filter the rows.
 */
describe('the institutions list filtered by its added filters', () => {
  it('keeps the lower-level rows, then those of a category', async () => {
    const [category] = await e2e.db
      .insert(institutionCategories)
      .values({ name: 'Zq filter category' })
      .returning();
    await e2e.db.insert(institutions).values([
      { name: 'Zq lower with category', isLowerLevel: true, categoryId: category!.id },
      { name: 'Zq lower without category', isLowerLevel: true },
      { name: 'Zq upper', isLowerLevel: false },
    ]);
    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"en"'));
    await page.goto(`${e2e.baseUrl}/institutions?filter=${encodeURIComponent('{"q":"Zq"}')}`);
    const rows = page.locator('tbody tr');
    await rows.filter({ hasText: 'Zq upper' }).waitFor();
    expect(await rows.count()).toBe(3);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Lower level', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Lower level' }).click();
    await page.getByRole('option', { name: 'Yes' }).click();
    await rows.filter({ hasText: 'Zq upper' }).waitFor({ state: 'detached' });
    expect(await rows.allInnerTexts()).toEqual([
      expect.stringContaining('Zq lower with category'),
      expect.stringContaining('Zq lower without category'),
    ]);

    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Category', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Zq filter category' }).click();
    await rows.filter({ hasText: 'Zq lower without category' }).waitFor({ state: 'detached' });
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Zq lower with category')]);
    await screenshot(page, 'institution-filters-lower-level-and-category');
  });
});

/**
 * The users list's institution filter is drawn without a form and without its picker, which comes
 * when the field is approached (issue 42): what is typed meanwhile is kept, a pick filters the rows
 * on the server, clearing brings every row back.
 */
describe('the users list filtered by institution', () => {
  it('keeps the users of the institution picked by name, typed before the picker came', async () => {
    const [water, roads] = await e2e.db
      .insert(institutions)
      .values([{ name: 'Zq Water Authority' }, { name: 'Zq Roads Agency' }])
      .returning();
    await e2e.db.insert(users).values([
      {
        email: 'zq.water@e2e.test',
        fullName: 'Zq Water Officer',
        userType: 'PE',
        institutionId: water!.id,
      },
      {
        email: 'zq.roads@e2e.test',
        fullName: 'Zq Roads Officer',
        userType: 'PE',
        institutionId: roads!.id,
      },
    ]);
    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"en"'));
    const searched: string[] = [];
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.postData()?.includes('listOfInstitutions')) searched.push(request.url());
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    // The picker's download is held until the name is typed.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ServerSearchPicker-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${e2e.baseUrl}/users`);
    const rows = page.locator('tbody tr').filter({ hasText: 'Zq' });
    await rows.filter({ hasText: 'Zq Roads Officer' }).waitFor();
    expect(await rows.count()).toBe(2);
    // The list came without its form or asking for institutions.
    const shown = page.locator('form.RaFilterForm-root [data-source]');
    expect(await shown.evaluateAll((slots) => slots.map((slot) => slot.dataset.source))).toEqual([
      'q',
      'active',
      'institutionId',
    ]);
    expect(scripts.filter((url) => /FullFilterForm|ServerSearchPicker/.test(url))).toEqual([]);
    expect(searched).toEqual([]);
    await screenshot(page, 'user-filters-light');

    const institution = page.getByLabel('Institution', { exact: true }).and(page.locator('input'));
    await institution.click();
    await institution.pressSequentially('Zq Wat');
    expect(await institution.inputValue()).toBe('Zq Wat');
    release();
    await page.getByRole('option', { name: 'Zq Water Authority' }).waitFor();
    expect(await institution.inputValue()).toBe('Zq Wat');
    await screenshot(page, 'user-filters-picker-open');
    await page.getByRole('option', { name: 'Zq Water Authority' }).click();
    await rows.filter({ hasText: 'Zq Roads Officer' }).waitFor({ state: 'detached' });
    expect(await rows.allInnerTexts()).toEqual([expect.stringContaining('Zq Water Officer')]);
    expect(await institution.inputValue()).toBe('Zq Water Authority');
    // Only the text typed was searched for, once the picker came.
    expect(searched.length).toBeGreaterThan(0);

    // A filter needing react-admin's form keeps the institution picked.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Email', { exact: true }).click();
    await page.getByLabel('Email', { exact: true }).fill('zq.');
    await page.waitForURL(/zq\./);
    await page.locator('tbody tr').first().waitFor();
    expect(await page.locator('tbody tr').allInnerTexts()).toEqual([
      expect.stringContaining('Zq Water Officer'),
    ]);
    expect(await institution.inputValue()).toBe('Zq Water Authority');
    await screenshot(page, 'user-filters-institution');

    await institution.hover();
    await page.getByRole('button', { name: 'Clear value' }).click();
    await rows.filter({ hasText: 'Zq Roads Officer' }).waitFor();
    expect(await rows.count()).toBe(2);
    await page.unroute('**/assets/ServerSearchPicker-*.js');

    // The role filter asks for the roles when it is shown.
    await page.getByRole('button', { name: 'Add filter' }).click();
    await page.getByRole('menu').getByText('Role', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Platform administrator' }).waitFor();
  });
});

/** A list that always filters by one choice, drawn without a form (ChoiceFilter, issue 42). */
describe('the tenderers list filtered by active or inactive', () => {
  it('shows the active ones first, the inactive ones when chosen', async () => {
    await page.evaluate(() => localStorage.setItem('RaStore.locale', '"en"'));
    await page.goto(`${e2e.baseUrl}/tenderers`);
    const activeFilter = page.getByRole('combobox', { name: 'Show' });
    await activeFilter.waitFor();
    expect(await activeFilter.textContent()).toBe('Active tenderers');
    await screenshot(page, 'tenderers-active-filter');
    await activeFilter.click();
    await page.getByRole('option', { name: 'Inactive tenderers' }).click();
    await page.waitForURL(/false/);
    expect(await activeFilter.textContent()).toBe('Inactive tenderers');
  });
});
