import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicPages } from '../../custom-pages/publicPages';
import { allEnglish as en, allSwahili as sw } from '../support/messages';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  openInApp,
  screenshot,
  settled,
  signIn,
  startE2e,
} from './support/app';

/**
 * The Swahili walk (issue 19, "Swahili complete"): every public page and, signed in, the home page
 * and every resource's list and create screen (found from the resource folders, so a new one is
 * walked without touching this test) are opened in Kiswahili. A page fails when it shows an English
 * interface text (an English message, public or admin, whose Kiswahili differs, as a line of text
 * or an accessible label), a raw message key, or when react-admin reports a missing translation.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
}, 120_000);
afterAll(() => e2e?.stop());

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') flat.set(name, value);
    else for (const [k, v] of flatten(value, name)) flat.set(k, v);
  }
  return flat;
}

const english = flatten(en as unknown as Messages);
const swahili = flatten(sw as unknown as Messages);

/**
 * English texts a Swahili page must not show: whole messages without placeholders, each variant of
 * a plural, whose Kiswahili is another text. Words the two languages share (Zabuni) are not among
 * them, as their translation is the same text.
 */
const englishOnly = new Set(
  [...english].flatMap(([key, text]) => {
    const translated = swahili.get(key);
    if (translated === undefined || text.includes('%{')) return [];
    const translations = new Set(translated.split('||||').map((variant) => variant.trim()));
    return text
      .split('||||')
      .map((variant) => variant.trim())
      .filter((variant) => /[a-z]{2}/i.test(variant) && !translations.has(variant));
  }),
);

const rawKey = /^(zabuni|resources|ra)\.[a-zA-Z_-]+\.[a-zA-Z_.-]+$/;

/**
 * Lists whose rows are records written in the words of whoever wrote them, not interface texts: the
 * error log keeps each failure's message as the server sent it.
 */
const rowsAreData = new Set(['error-logs']);

/**
 * What the page says: each line of its text and each accessible label or placeholder; without a
 * table's rows where `withoutRows` (their text is data).
 */
const pageTexts = (page: Page, withoutRows: boolean) =>
  page.evaluate((withoutRows) => {
    const rows = withoutRows ? [...document.querySelectorAll('tbody')] : [];
    const rowLines = new Set(rows.flatMap((body) => body.innerText.split('\n')));
    const lines = document.body.innerText.split('\n').filter((line) => !rowLines.has(line));
    const labels = [...document.querySelectorAll('[aria-label], [placeholder], [title]')]
      .filter((element) => !rows.some((body) => body.contains(element)))
      .flatMap((element) =>
        ['aria-label', 'placeholder', 'title'].map((name) => element.getAttribute(name) ?? ''),
      );
    return [...lines, ...labels].map((text) => text.trim()).filter((text) => text !== '');
  }, withoutRows);

/**
 * The English texts and raw keys the page shows, with what react-admin logged as missing; read once
 * the page has settled (its calls answered).
 */
async function untranslated(page: Page, missing: string[], withoutRows = false): Promise<string[]> {
  const found = (await pageTexts(page, withoutRows)).filter(
    (text) => englishOnly.has(text) || rawKey.test(text),
  );
  return [...new Set([...found, ...missing.splice(0)])];
}

async function swahiliPage(): Promise<{ page: Page; missing: string[] }> {
  const page = await (await e2e.browser.newContext()).newPage();
  const missing: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Missing translation/i.test(text)) missing.push(text);
  });
  await page.goto(`${e2e.baseUrl}/no-such-page`);
  await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
  return { page, missing };
}

const resourcesDir = path.resolve('resources');
const resources = fs
  .readdirSync(resourcesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .filter((entry) =>
    ['index.ts', 'index.tsx'].some((file) =>
      fs.existsSync(path.join(resourcesDir, entry.name, file)),
    ),
  )
  .map((entry) => entry.name)
  .sort();

describe('the Swahili walk', () => {
  it('knows what English looks like', () => {
    expect(englishOnly.has('Sign In')).toBe(true);
    expect(englishOnly.has('Save')).toBe(true);
    expect(englishOnly.has('Zabuni')).toBe(false);
    expect(resources).toContain('charge-types');
  });

  it('finds no English on any public page', async () => {
    const { page, missing } = await swahiliPage();
    const failures: Record<string, string[]> = {};
    for (const { path: route } of [{ path: '/login' }, ...publicPages]) {
      const address = route.replace(/:phone/, '255712345678').replace(/:[a-z]+/gi, 'walk-token');
      await page.goto(`${e2e.baseUrl}${address}`);
      await page.locator('h1').first().waitFor();
      await settled(page);
      const found = await untranslated(page, missing);
      if (found.length > 0) failures[address] = found;
    }
    expect(failures).toEqual({});
    await page.context().close();
  }, 240_000);

  it('finds no English on the home page, nor on any list or create screen', async () => {
    const { page, missing } = await swahiliPage();
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
    await page.reload();
    await page.getByRole('heading', { name: 'Data zako kwa muhtasari' }).waitFor();
    const failures: Record<string, string[]> = {};
    // Each screen opened within the signed-in app, as its menu and buttons open them (openInApp
    // returns once the screen's calls have ended).
    const walk = async (address: string, withoutRows = false) => {
      await openInApp(page, address);
      const found = await untranslated(page, missing, withoutRows);
      if (found.length > 0) failures[address] = found;
    };
    await walk('/landing');
    for (const resource of resources) {
      await walk(`/${resource}`, rowsAreData.has(resource));
      await walk(`/${resource}/create`, rowsAreData.has(resource));
    }
    await screenshot(page, 'swahili-walk-last-create');
    expect(failures).toEqual({});
    await page.context().close();
  }, 900_000);
});
