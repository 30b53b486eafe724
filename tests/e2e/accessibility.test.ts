import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { chargeTypes } from '../../server/db/schema/billing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, settled, signIn, startE2e } from './support/app';

/** axe-core's browser bundle, evaluated in the page (the CSP forbids an injected script tag). */
const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** Rules that are only "moderate" or "minor" for axe but that the issue names: they stay fixed. */
const namedRules = [
  'page-has-heading-one',
  'landmark-no-duplicate-main',
  'landmark-one-main',
  'empty-table-header',
  'aria-allowed-role',
  'aria-prohibited-attr',
];

type Violation = { id: string; impact: string | null; targets: string[] };

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

const desktop: BrowserContextOptions = { viewport: { width: 1280, height: 900 }, bypassCSP: true };
const phone: BrowserContextOptions = {
  viewport: { width: 360, height: 740 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
  bypassCSP: true,
};

async function newPage(language: 'en' | 'sw', options = desktop): Promise<Page> {
  const page = await (await e2e.browser.newContext(options)).newPage();
  await page.goto(`${e2e.baseUrl}/no-such-page`);
  await setLanguage(page, language);
  return page;
}

const setLanguage = (page: Page, language: 'en' | 'sw') =>
  page.evaluate(
    (locale) => localStorage.setItem('RaStore.locale', JSON.stringify(locale)),
    language,
  );

/** Signs in (in English, the helper's labels), then switches to the language asked for. */
async function signedInPage(language: 'en' | 'sw', options = desktop): Promise<Page> {
  const page = await newPage('en', options);
  await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.waitForURL(/\/landing/);
  await setLanguage(page, language);
  await page.reload();
  return page;
}

/**
 * Runs axe on the page as it is now (its default rules, or only `rules`); the violations with their
 * rule, impact and elements.
 */
async function axe(page: Page, rules?: string[]): Promise<Violation[]> {
  // Animations (a dialog's fade, a menu's grow) settle first: contrast is read mid-fade otherwise.
  await page.waitForTimeout(400);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async (runOnly) => {
    type Node = { target: string[]; any: { message: string }[] };
    const { violations } = await (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: { runOnly?: string[] },
          ): Promise<{ violations: { id: string; impact: string | null; nodes: Node[] }[] }>;
        };
      }
    ).axe.run(document, runOnly ? { runOnly } : {});
    // The last selector part names the element; a contrast hit also says which colours.
    return violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map(
        (n) =>
          `${n.target.join(' ').split(' > ').slice(-2).join(' > ')}` +
          (v.id === 'color-contrast' ? ` [${n.any[0]?.message}]` : ''),
      ),
    }));
  }, rules);
}

/** Every serious or critical rule hit (and the named ones) on the page, and where they are. */
async function blockingViolations(page: Page, name: string): Promise<string[]> {
  const violations = await axe(page);
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious' || namedRules.includes(v.id))
    .map((v) => `${name}: ${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(' | ')}`);
}

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();

async function publicPages(): Promise<[string, string][]> {
  const profile = await e2e.requests.requestProfile({
    tendererName: 'Mbeya Builders Ltd',
    personName: 'Asha Said',
    personEmail: 'asha.a11y@e2e.zabuni.test',
  });
  return [
    ['login', '/login'],
    ['register', '/register'],
    ['forgot-password', '/forgot-password'],
    ['otp-verify', '/otp-verify/not-a-token/%2B255******098/a%40b.test'],
    ['create-password', '/create-password/not-a-token'],
    ['reset-password', '/reset-password/not-a-token'],
    ['accept-profile', `/accept-profile/${profile.token}`],
    ['not-found', '/no/such/page'],
  ];
}

describe.each(['en', 'sw'] as const)('axe in %s', (language) => {
  it('finds no serious or critical violation on the public pages', async () => {
    const page = await newPage(language);
    const found: string[] = [];
    for (const [name, path] of await publicPages()) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await heading(page);
      await settled(page);
      found.push(...(await blockingViolations(page, name)));
    }
    await page.context().close();
    expect(found.join('\n')).toBe('');
  });

  it('finds none on a list with filters, show, create, edit and a dialog', async () => {
    const page = await signedInPage(language);
    const found: string[] = [];
    const expectAccessible = async (name: string) =>
      found.push(...(await blockingViolations(page, name)));
    await heading(page);
    await expectAccessible('home');

    for (const list of ['users', 'institutions', 'academic-levels']) {
      await page.goto(`${e2e.baseUrl}/${list}`);
      await page.locator('.RaDatagrid-table, [data-testid=list-empty]').first().waitFor();
      await settled(page);
      await expectAccessible(`${list} list`);
    }
    // A selected row: the bulk actions' toolbar.
    await page.locator('tbody input[type=checkbox]').first().check();
    await page.locator('.RaBulkActionsToolbar-toolbar').waitFor();
    await expectAccessible('bulk actions');

    await page.goto(`${e2e.baseUrl}/users`);
    await page.locator('.RaDatagrid-table tbody tr').first().click();
    await page.waitForURL(/\/show$/);
    await settled(page);
    await expectAccessible('user show');

    await page.goto(`${e2e.baseUrl}/academic-levels/create`);
    await page.locator('form').waitFor();
    await expectAccessible('academic level create');

    await page.goto(`${e2e.baseUrl}/academic-levels`);
    await page.locator('.RaDatagrid-table tbody tr').first().click();
    await page.waitForURL(/\/academic-levels\/[^/]+$/);
    await page.locator('form').waitFor();
    await settled(page);
    await expectAccessible('academic level edit');

    await page.goto(`${e2e.baseUrl}/no/such/page`);
    await heading(page);
    await expectAccessible('not-found, signed in');

    await page.goto(`${e2e.baseUrl}/academic-levels`);
    await page.locator('.RaDatagrid-table tbody tr').first().click();
    await page.locator('form').waitFor();
    // The delete confirmation.
    await page.locator('button.ra-delete-button').first().click();
    await page.getByRole('dialog').waitFor();
    await expectAccessible('delete dialog');
    await screenshot(page, `a11y-delete-dialog-${language}`);
    await page.context().close();
    expect(found.join('\n')).toBe('');
  });
});

/** Presses Tab until the element holds the focus; fails after `limit` presses. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 200) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** The focused element's outline: a keyboard user must see where the focus is. */
const focusOutline = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });

describe('by keyboard only', () => {
  it("never stops on a list's folded bulk actions, which leave the sort buttons their room", async () => {
    const page = await signedInPage('en');
    await page.goto(`${e2e.baseUrl}/academic-levels`);
    await page.locator('.RaDatagrid-table').waitFor();
    await settled(page);
    const folded = page.locator('.RaBulkActionsToolbar-collapsed button');
    expect(await folded.count()).toBeGreaterThan(0);
    const focused = await folded.evaluateAll(
      (buttons) =>
        buttons.filter((button) => {
          (button as HTMLElement).focus();
          return document.activeElement === button;
        }).length,
    );
    expect(focused).toBe(0);
    // WCAG 2.2's target size (off in axe's defaults, run by Lighthouse): the folded buttons lay over
    // the table head's sort buttons.
    expect(await axe(page, ['target-size'])).toEqual([]);

    // A chosen row unfolds them, and they take the focus.
    await page.locator('tbody input[type=checkbox]').first().check();
    const activate = page.locator('.RaBulkActionsToolbar-toolbar').getByRole('button').first();
    await activate.waitFor();
    await activate.focus();
    expect(await activate.evaluate((button) => document.activeElement === button)).toBe(true);
    await page.context().close();
  });

  it('signs in: Tab to each field, type, Enter; the focus is visible', async () => {
    const page = await newPage('en');
    await page.goto(`${e2e.baseUrl}/login`);
    await heading(page);
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(ADMIN_EMAIL);
    await tabTo(page, page.getByLabel('Password', { exact: true }));
    await page.keyboard.type(ADMIN_PASSWORD);
    await tabTo(page, page.getByRole('button', { name: 'Sign In' }));
    expect(await focusOutline(page)).toEqual({ style: 'solid', width: 3 });
    await screenshot(page, 'keyboard-sign-in-focus');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/landing/);
    await page.context().close();
  });

  it('fills the registration form and registers', async () => {
    const page = await newPage('en');
    await page.goto(`${e2e.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Register as Tenderer' }).waitFor();
    await tabTo(page, page.getByLabel('Phone number'));
    await page.keyboard.type('0754321777');
    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type('keyboard.tenderer@e2e.zabuni.test');
    await tabTo(page, page.getByLabel("I'm not a robot"));
    await page.keyboard.press('Space');
    await page.getByText('Verified', { exact: true }).waitFor();
    await tabTo(page, page.getByRole('button', { name: 'Register' }));
    await page.keyboard.press('Enter');
    const proceed = page.getByRole('button', { name: 'Continue' });
    await proceed.waitFor();
    await tabTo(page, proceed, 10);
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/register\?completed=success/);
    await page.context().close();
  });

  it('filters a list and opens a row with Enter', async () => {
    const page = await signedInPage('en');
    await page.goto(`${e2e.baseUrl}/academic-levels`);
    const rows = page.locator('.RaDatagrid-table tbody tr');
    await rows.first().waitFor();
    const name = (await rows.nth(1).locator('td.column-name').innerText()).trim();
    await tabTo(page, page.getByPlaceholder('Search'));
    const all = await rows.count();
    await page.keyboard.type(name);
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeLessThan(all);
    const row = rows.filter({ has: page.getByText(name, { exact: true }) });
    await tabTo(page, row, 20);
    expect((await focusOutline(page)).style).toBe('solid');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/academic-levels\/[^/]+$/);
    await expect(page.getByLabel(/^Name\s*\*?$/).inputValue()).resolves.toBe(name);
    await page.context().close();
  });

  it('fills a create form and saves it', async () => {
    const page = await signedInPage('en');
    await page.goto(`${e2e.baseUrl}/charge-types/create`);
    await tabTo(page, page.getByLabel(/^Name\s*\*?$/));
    await page.keyboard.type('Keyboard levy');
    await tabTo(page, page.getByLabel(/^Unit of measure/));
    await page.keyboard.type('per tender');
    await tabTo(page, page.getByRole('button', { name: 'Save' }));
    await page.keyboard.press('Enter');
    await page.getByText('Created Successfully').waitFor();
    await page.goto(`${e2e.baseUrl}/charge-types`);
    await page.getByText('Keyboard levy').waitFor();
    await page.context().close();
  });
});

/** The page's width against the viewport's: nothing may push the page sideways. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

/**
 * What sticks out past the screen's right edge (not counting what is as wide as the stretched page,
 * such as the app bar), outermost first: the failure message names the culprits.
 */
const overflowing = (page: Page) =>
  page.evaluate(() => {
    const pageWidth = document.documentElement.scrollWidth;
    const isOut = (e: Element | null) => {
      const rect = e?.getBoundingClientRect();
      return !!rect && rect.right > 361 && rect.width < pageWidth - 1;
    };
    return [...document.body.querySelectorAll('*')]
      .filter((element) => isOut(element) && !isOut(element.parentElement))
      .map((element) => {
        const { left, width } = element.getBoundingClientRect();
        const classes = [...element.classList].filter((name) => !name.startsWith('css-'));
        return `${element.tagName.toLowerCase()}.${classes.join('.')} (${left}+${width})`;
      })
      .slice(0, 6)
      .join(', ');
  });

async function expectFitsPhone(page: Page, name: string) {
  expect(await pageWidth(page), `${name}: ${await overflowing(page)}`).toBeLessThanOrEqual(360);
}

/** Whether the element is inside the 360 x 740 screen. */
async function isOnScreen(locator: ReturnType<Page['locator']>) {
  const box = await locator.boundingBox();
  return !!box && box.x >= 0 && box.x + box.width <= 360 && box.y >= 0 && box.y + box.height <= 740;
}

describe('on a 360 px phone', () => {
  beforeAll(async () => {
    // A charge type whose name and unit are long enough to test the width.
    await e2e.db.insert(chargeTypes).values({
      name: 'Tender document fee for international competitive bidding',
      unitOfMeasure: 'per lot',
    });
  });

  it('the public pages fit the width', async () => {
    const page = await newPage('en', phone);
    for (const [name, path] of await publicPages()) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await heading(page);
      await settled(page);
      await screenshot(page, `phone-360-${name}`);
      await expectFitsPhone(page, name);
    }
    await page.context().close();
  });

  it.each(['users', 'institutions', 'charge-types', 'academic-levels'])(
    'the %s list is a simple list that fits, with Create, language and user menu on screen and the filters folded',
    async (list) => {
      const page = await signedInPage('en', phone);
      await page.goto(`${e2e.baseUrl}/${list}`);
      await page.locator('.SmallScreenList, [data-testid=list-empty]').first().waitFor();
      await settled(page);
      await screenshot(page, `phone-360-${list}`);
      expect(await page.locator('.RaDatagrid-table').count()).toBe(0);
      await expectFitsPhone(page, list);
      expect(await isOnScreen(page.getByRole('button', { name: 'English' }))).toBe(true);
      expect(await isOnScreen(page.getByRole('button', { name: 'Profile' }))).toBe(true);
      expect(await isOnScreen(page.getByRole('link', { name: 'Create' }))).toBe(true);
      // Only the search stays out; the other filters wait behind the filter button.
      expect(await page.getByLabel('Active', { exact: true }).count()).toBe(0);
      await expect(page.getByRole('button', { name: 'Add filter' }).isVisible()).resolves.toBe(
        true,
      );
      await page.context().close();
    },
  );

  it('a list row opens the record', async () => {
    const page = await signedInPage('en', phone);
    await page.goto(`${e2e.baseUrl}/academic-levels`);
    await page.locator('.SmallScreenList a').first().click();
    await page.waitForURL(/\/academic-levels\/[^/]+$/);
    await page.locator('form').waitFor();
    await screenshot(page, 'phone-360-academic-level-edit');
    await expectFitsPhone(page, 'academic level edit');
    await page.context().close();
  });
});
