import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startE2e, withoutScripts } from './support/app';

/**
 * The public pages arrive prerendered (scripts/firstPaint.ts): the page is on screen from the HTML,
 * in the visitor's language, before any script runs; then the app replaces it with the live page.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;

beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

const mobile = () =>
  e2e.browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });

describe('a public page before its scripts', () => {
  it('shows the page itself, which cannot be typed into until the app is there', async () => {
    const context = await mobile();
    const page = await withoutScripts(context, `${e2e.baseUrl}/register`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Register as Tenderer');
    await expect(page.locator('label', { hasText: 'Email' }).isVisible()).resolves.toBe(true);
    // Inert: a tap or keystroke is not taken by a form that React is about to replace.
    const email = page.locator('input[type=email]');
    await email.click({ force: true });
    await page.keyboard.type('lost@example.tz');
    await expect(email.inputValue()).resolves.toBe('');
    await context.close();
  });

  it('becomes the live page, which the person fills in', async () => {
    const context = await mobile();
    const page = await context.newPage();
    // goto waits for the live page here (support/app.ts): the prerendered one was there first.
    const served = await page.goto(`${e2e.baseUrl}/register`);
    await expect(served!.text()).resolves.toContain('data-prerendered');
    await expect(page.locator('[data-prerendered]').count()).resolves.toBe(0);
    await page.getByLabel('Email').fill('asha@example.tz');
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe('asha@example.tz');
    await expect(page.locator('h1').count()).resolves.toBe(1);
    await context.close();
  });

  it('comes in the language the person chose, <html lang> included', async () => {
    const context = await mobile();
    const page = await context.newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('button', { name: 'English' }).click();
    await page.getByRole('menuitem', { name: 'Kiswahili' }).click();
    // Applied once the Kiswahili texts have arrived.
    await page.waitForFunction(() => document.documentElement.lang === 'sw');
    await page.getByRole('heading', { name: 'Ingia' }).waitFor();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'zabuni-locale')?.value).toBe('sw');

    const before = await withoutScripts(context, `${e2e.baseUrl}/forgot-password`);
    await expect(before.locator('html').getAttribute('lang')).resolves.toBe('sw');
    await expect(before.locator('h1').textContent()).resolves.toBe('Umesahau nenosiri');
    await context.close();
  });

  it("shows a link's page without its address's values, which only the live page shows", async () => {
    const context = await mobile();
    const page = await withoutScripts(
      context,
      `${e2e.baseUrl}/otp-verify/a-token/255712345678/a%40b.tz`,
    );
    await expect(page.locator('h1').textContent()).resolves.toBe('Verify your phone number');
    await expect(
      page.locator('[role=progressbar][aria-label="Sending the code..."]').count(),
    ).resolves.toBe(1);
    await expect(page.content()).resolves.not.toContain('prerender-placeholder');
    // "Request Denied" links to the address kept in the tab's storage: the product's name meanwhile.
    const denied = await withoutScripts(context, `${e2e.baseUrl}/manufacturer-redirect`);
    await expect(denied.locator('[data-prerendered]').count()).resolves.toBe(0);
    await expect(denied.locator('.boot-name').textContent()).resolves.toBe('Zabuni');
    await context.close();
  });
});
