import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startE2e, withoutScripts } from './support/app';

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

/**
 * Layout shift as Chromium scores it (the web's cumulative layout shift), summed over a page's load
 * and the few seconds after: the moving stripe of the loading bar is left out (an animation, not
 * content moving). Good pages stay under 0.1; ours measured 0.0002 at desktop width.
 */
function watchLayoutShift() {
  const shifts: { value: number; sources: string[] }[] = [];
  (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node }[];
    }[]) {
      const sources = entry.sources.map((source) =>
        source.node instanceof Element ? source.node.className.toString() : '',
      );
      if (entry.hadRecentInput || sources.every((name) => name.includes('MuiLinearProgress')))
        continue;
      shifts.push({ value: entry.value, sources });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

async function layoutShiftOf(page: Page, path: string, ready: string): Promise<number> {
  await page.goto(`${e2e.baseUrl}${path}`);
  await page.locator(ready).first().waitFor({ timeout: 60_000 });
  // Whatever arrives after the first content (counts, the menu's entries) has time to land.
  await page.waitForTimeout(3000);
  const shifts = await page.evaluate(
    () =>
      (window as unknown as { layoutShifts: { value: number; sources: string[] }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${path}: ${JSON.stringify(shifts)}`).toBeLessThan(0.02);
  return total;
}

describe("the admin's first paint", () => {
  it('keeps the menu and the app bar where they are drawn, on a desktop and a phone', async () => {
    for (const viewport of [
      { width: 1350, height: 900 },
      { width: 412, height: 823 },
    ]) {
      const context = await e2e.browser.newContext({ viewport });
      const page = await context.newPage();
      await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      await page.waitForURL(/\/landing/, { timeout: 60_000 });
      await page.addInitScript(watchLayoutShift);
      // The menu's entries and the user menu's name were drawn a moment after the page, pushing
      // the menu's groups down by a screen (0.04-0.09) and the bar's buttons aside.
      await layoutShiftOf(page, '/landing', 'h1');
      // A phone shows a list's records as cards, a desktop as the table's rows.
      if (viewport.width > 600) {
        await layoutShiftOf(page, '/institutions', '.RaDatagrid-row, .RaDataTable-row');
      }
      await context.close();
    }
  });
});
