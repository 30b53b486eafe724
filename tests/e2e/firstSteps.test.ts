import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

/** What a new administrator and a new tenderer tripped over first (issue 38). */
let e2e: Awaited<ReturnType<typeof startE2e>>;
const FORGETFUL = { email: 'forgetful.officer@e2e.zabuni.test', password: 'Right-Passw0rd!' };

beforeAll(async () => {
  e2e = await startE2e();
  await e2e.createUser({ ...FORGETFUL, role: 'PROCUREMENT_OFFICER' });
});
afterAll(() => e2e?.stop());

const newPage = async (width = 1280) =>
  (await e2e.browser.newContext({ viewport: { width, height: 800 } })).newPage();

/** Types the email and password into Sign In and presses it, as a person does. */
async function trySignIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('a failed sign-in', () => {
  it('says the password is wrong, and during a lockout when to try again, in both languages', async () => {
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await trySignIn(page, FORGETFUL.email, 'not-the-password');
    const alert = page.getByRole('alert');
    await alert.getByText('Invalid email or password').waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'sign-in-wrong-password');

    // Four more wrong passwords lock the account (decision 6): then the right one is refused too,
    // and the page says so and when to try again.
    for (let attempt = 2; attempt <= 5; attempt++) {
      await trySignIn(page, FORGETFUL.email, `wrong-${attempt}`);
      await page.getByRole('button', { name: 'Sign In' }).and(page.locator(':enabled')).waitFor();
    }
    await trySignIn(page, FORGETFUL.email, FORGETFUL.password);
    await alert
      .getByText(
        /^Too many failed sign-ins: signing in is locked\. Try again after \d{1,2}:\d{2}( [AP]M)? \(in 1 minute\)\.$/,
      )
      .waitFor();
    expect(page.url()).toMatch(/\/login$/);
    await screenshot(page, 'sign-in-locked');

    // In Kiswahili, the same refusal in Kiswahili's words.
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('heading', { name: 'Ingia', level: 1 }).waitFor();
    await page.getByLabel('Barua pepe').fill(FORGETFUL.email);
    await page.getByLabel('Nenosiri', { exact: true }).fill(FORGETFUL.password);
    await page.getByRole('button', { name: 'Ingia' }).click();
    await alert
      .getByText(
        /^Majaribio mengi ya kuingia yameshindikana: kuingia kumefungwa\. Jaribu tena baada ya saa \d{1,2}:\d{2} \(baada ya dakika 1\)\.$/,
      )
      .waitFor();
    await screenshot(page, 'sign-in-locked-sw');
    await page.context().close();
  });
});

describe('the home page of a new administrator', () => {
  it('shows the counts of tasks and notifications without links to modules of later releases, and no raw key anywhere', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    // The sample work of a new local database: tasks, clarifications, delivery notes.
    const myTasks = page.getByRole('region', { name: 'My tasks' });
    await myTasks.getByText('Annual procurement plans').waitFor();
    await expect(myTasks.getByText(/^2$/).count()).resolves.toBeGreaterThan(0);
    await myTasks.getByText(/clarifications? waits? for an answer/).waitFor();
    await screenshot(page, 'home-tasks-without-links');
    // Counts stay; nothing in the section leads to a page that would only say "not in this release".
    expect(await myTasks.getByRole('link').count()).toBe(0);
    expect(await myTasks.getByRole('button').count()).toBe(0);

    // A module of a later release, opened by its address, names itself in words only.
    await page.goto(`${e2e.baseUrl}/modules/app-management/my-task`);
    // The page's own heading (the app bar names the page too, as a heading of its own).
    const main = page.locator('#main-content');
    await main.getByRole('heading', { name: 'Annual procurement plans', level: 1 }).waitFor();
    await page.getByText('This module is not part of this release.').waitFor();
    const text = await page.locator('#main-content').innerText();
    expect(text).not.toContain('my-task');
    expect(text).not.toMatch(/You asked for/);
    await page.goto(`${e2e.baseUrl}/zabuni-embassys/dashboard?tenderId=42&lotCode=L7`);
    await main.getByRole('heading', { name: 'Embassy dashboard', level: 1 }).waitFor();
    const embassy = await page.locator('#main-content').innerText();
    expect(embassy).not.toMatch(/tenderId|lotCode|42/);
    await screenshot(page, 'module-page-no-raw-key');
    await page.context().close();
  });
});

/** A title follows its page once the page has drawn, which a busy machine may take seconds for. */
const TITLE_WAIT = { timeout: 10_000 };

describe('the browser tab', () => {
  it('names the signed-in page in the user language, after a reload too, and a record page by its record', async () => {
    const page = await newPage();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    await expect.poll(() => page.title(), TITLE_WAIT).toBe('Home - Zabuni');
    await page.getByRole('menuitem', { name: 'Institutions', exact: true }).click();
    await page.waitForURL(/\/institutions$/);
    await expect.poll(() => page.title(), TITLE_WAIT).toBe('Institutions - Zabuni');

    // A record's page is named by its record, as its app bar title names it; after a reload too.
    await page.getByRole('cell', { name: 'Public Procurement Regulatory Authority' }).click();
    // An institution is opened by its uuid, which may start with a letter.
    await page.waitForURL(/\/institutions\/[0-9a-f-]{36}\/show$/);
    const recordTitle = 'Institution Public Procurement Regulatory Authority - Zabuni';
    await expect.poll(() => page.title(), TITLE_WAIT).toBe(recordTitle);
    await page.reload();
    await expect.poll(() => page.title(), TITLE_WAIT).toBe(recordTitle);

    await page.goto(`${e2e.baseUrl}/institutions`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    await page.getByRole('button', { name: 'Kiswahili' }).waitFor();
    await expect.poll(() => page.title(), TITLE_WAIT).toBe('Taasisi - Zabuni');
    await page.context().close();
  });
});

describe('the app bar on a phone', () => {
  it('shows the whole page title beside the language, refresh and user buttons at 360 px', async () => {
    const page = await newPage(360);
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing$/);
    for (const [path, locale] of [
      ['/institutions', 'en'],
      ['/procurement-method-selection-reasons', 'en'],
      ['/procurement-method-selection-reasons', 'sw'],
    ] as const) {
      await page.evaluate((l) => localStorage.setItem('RaStore.locale', JSON.stringify(l)), locale);
      await page.goto(`${e2e.baseUrl}${path}`);
      const title = page.locator('#react-admin-title');
      // The title is the page's once its screens' chunk has come (seconds on a busy machine).
      await expect
        .poll(async () => (await title.innerText()).length, TITLE_WAIT)
        .toBeGreaterThan(0);
      const language = page.getByRole('button', {
        name: locale === 'en' ? 'English' : 'Kiswahili',
      });
      const [titleBox, languageBox] = [await title.boundingBox(), await language.boundingBox()];
      // Nothing cut: the title's text fits its box, and its box ends before the language button.
      expect(
        await title.evaluate(
          (el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight,
        ),
      ).toBe(true);
      expect(titleBox!.x + titleBox!.width).toBeLessThanOrEqual(languageBox!.x);
      await screenshot(page, `app-bar-360-${path.slice(1)}-${locale}`);
    }
    // Wider, the language button shows its name again and the title its full size.
    await page.setViewportSize({ width: 1280, height: 800 });
    const fontSize = (selector: string) =>
      page.locator(selector).evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    await expect
      .poll(() => fontSize('header button:has-text("Kiswahili")'), TITLE_WAIT)
      .toBeGreaterThan(12);
    await expect.poll(() => fontSize('#react-admin-title'), TITLE_WAIT).toBe(20);
    await page.context().close();
  });
});
