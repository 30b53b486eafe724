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
    return source.includes('referenceResource(') && !source.includes('readOnly: true');
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

describe('every reference list', () => {
  it('finds the kit lists', () => {
    expect(kitResources).toContain('academic-levels');
    expect(kitResources).toContain('special-days');
    expect(kitResources.length).toBeGreaterThan(25);
  });

  it.each(kitResources)('%s: the first record opens in its form and saves', async (resource) => {
    await page.goto(`${e2e.baseUrl}/${resource}`);
    const firstRow = page.locator('tbody tr').first();
    const empty = page.getByText(/yet\. Create the first one/);
    await Promise.race([firstRow.waitFor(), empty.waitFor()]);
    if (await empty.isVisible()) {
      // Nothing seeded for this list: the create form at least opens.
      await page.goto(`${e2e.baseUrl}/${resource}/create`);
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await expectNothingBroken(resource);
      return;
    }
    await firstRow.locator('td').nth(1).click();
    await page.waitForURL(new RegExp(`/${resource}/[^/]+$`));
    const save = page.getByRole('button', { name: 'Save' });
    await save.waitFor();
    await expectNothingBroken(resource);
    // Every kit form has a switch (Active, or the list's own such as "Required").
    await page.locator('form input[type="checkbox"]').first().click();
    await save.click();
    await page.getByText('Edited Successfully').first().waitFor();
    await page.waitForURL(new RegExp(`/${resource}$`));
    await expectNothingBroken(resource);
    if (resource === 'special-days' || resource === 'academic-levels') {
      await screenshot(page, `reference-list-${resource}`);
    }
  });
});
