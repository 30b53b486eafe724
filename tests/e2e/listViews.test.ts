import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/**
 * A user's own list views (issue 23 item 3): the columns they hide and the queries they save on a
 * kit list (countries) and on a hand-written one (users) follow them to another browser, through
 * the server; and a list is usable from the keyboard alone.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

async function signedInPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
  return { context, page };
}

const headers = (page: Page) => page.locator('thead th').allInnerTexts();

/** Hides one column with the chooser and waits for the save to reach the server. */
async function hideColumn(page: Page, column: string) {
  await page.getByRole('button', { name: 'Columns' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('uaa') &&
      /saveMyPreference/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('presentation').getByLabel(column, { exact: true }).click();
  await saved;
  await page.keyboard.press('Escape');
  await expect.poll(() => headers(page)).not.toContain(column);
}

/** Saves the list's current query under a name through the filter button's menu. */
async function saveQuery(page: Page, name: string) {
  await page.getByRole('button', { name: 'Add filter' }).click();
  await page.getByRole('menuitem', { name: 'Save current query...' }).click();
  await page.getByLabel('Query name').fill(name);
  const saved = page.waitForResponse(
    (response) =>
      response.url().includes('uaa') &&
      /saveMyPreference/.test(response.request().postData() ?? ''),
  );
  await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
  await saved;
}

const lists = [
  { path: 'countries', column: 'Calling code', search: 'Tanzan', expected: 'Tanzania' },
  { path: 'users', column: 'Email', search: 'admin', expected: null },
] as const;

describe('a user’s own list views', () => {
  it('keeps hidden columns and saved queries across sign-out and a new browser', async () => {
    const first = await signedInPage();
    for (const list of lists) {
      await first.page.goto(`${e2e.baseUrl}/${list.path}`);
      await first.page.locator('tbody tr').first().waitFor();
      expect(await headers(first.page)).toContain(list.column);
      await hideColumn(first.page, list.column);
      if (list.path === 'countries') {
        await first.page.getByRole('button', { name: 'Columns' }).click();
        // The popover fades in: the screenshot waits for it to be whole.
        await first.page.waitForTimeout(500);
        await screenshot(first.page, 'list-views-column-chooser');
        await first.page.keyboard.press('Escape');
      }
      await first.page.getByPlaceholder('Search').fill(list.search);
      await expect.poll(() => first.page.url()).toContain(encodeURIComponent(list.search));
      await saveQuery(first.page, `My ${list.path}`);
    }
    // Sign out: the browser forgets the views (react-admin resets its store).
    await first.page.getByRole('button', { name: 'System Administrator' }).click();
    await first.page.getByRole('menuitem', { name: 'Logout' }).click();
    await first.page.waitForURL(/\/login/);
    const left = await first.page.evaluate(() =>
      Object.keys(localStorage).filter((key) => /datagrid\.columns|savedQueries/.test(key)),
    );
    expect(left).toEqual([]);
    await first.context.close();

    const second = await signedInPage();
    for (const list of lists) {
      await second.page.goto(`${e2e.baseUrl}/${list.path}`);
      await second.page.locator('tbody tr').first().waitFor();
      await expect.poll(() => headers(second.page)).not.toContain(list.column);
      const before = await second.page.locator('tbody tr').count();
      await second.page.getByRole('button', { name: 'Add filter' }).click();
      await second.page.getByRole('menuitem', { name: `My ${list.path}` }).click();
      await expect.poll(() => second.page.url()).toContain(encodeURIComponent(list.search));
      await expect
        .poll(() => second.page.getByPlaceholder('Search').inputValue())
        .toBe(list.search);
      if (list.expected) {
        await expect.poll(() => second.page.locator('tbody tr').count()).toBeLessThan(before);
        await expect(second.page.locator('tbody').innerText()).resolves.toContain(list.expected);
      }
    }
    await screenshot(second.page, 'list-views-new-browser');
    await second.context.close();
  });

  it('opens a row with Enter and turns the page, from the keyboard alone', async () => {
    const { context, page } = await signedInPage();
    await page.goto(`${e2e.baseUrl}/countries`);
    await page.locator('tbody tr').first().waitFor();
    const focusedIs = (test: string) =>
      page.evaluate((t) => {
        const el = document.activeElement as HTMLElement | null;
        if (t === 'next') return el?.getAttribute('aria-label') === 'Go to next page';
        return el?.tagName === 'TR' && !!el.closest('tbody');
      }, test);
    async function tabUntil(test: string) {
      for (let i = 0; i < 200; i++) {
        await page.keyboard.press('Tab');
        if (await focusedIs(test)) return;
      }
      throw new Error(`Tab never reached ${test}`);
    }
    await tabUntil('next');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.url()).toMatch(/page=2/);

    await page.goto(`${e2e.baseUrl}/users`);
    await page.locator('tbody tr').first().waitFor();
    await tabUntil('row');
    await screenshot(page, 'list-views-row-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/users\/[^/]+\/show/);
    await context.close();
  });

  it('keeps the simple list on a phone, with no columns to choose', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 375, height: 740 } });
    const page = await context.newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.goto(`${e2e.baseUrl}/users`);
    await page.locator('.SmallScreenList').getByText('System Administrator').waitFor();
    expect(await page.locator('table').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Columns' }).count()).toBe(0);
    await screenshot(page, 'list-views-phone');
    await context.close();
  });
});
