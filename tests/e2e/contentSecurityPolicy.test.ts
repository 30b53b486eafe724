import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startE2e } from './support/app';

/**
 * The app works under its Content-Security-Policy: across the main journeys (sign-in, the admin
 * home, a list, a create form, the register page with its captcha) the browser reports no CSP
 * violation, neither as a securitypolicyviolation event nor on the console.
 */
let e2e: Awaited<ReturnType<typeof startE2e>>;
let browser: Browser;

beforeAll(async () => {
  e2e = await startE2e();
  browser = e2e.browser;
});
afterAll(() => e2e?.stop());

interface Watched {
  page: Page;
  violations: () => Promise<string[]>;
}

/** A page that records every CSP violation, from the first script on. */
async function watchedPage(): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} ` +
          `(${event.sourceFile}:${event.lineNumber}:${event.columnNumber})`,
      );
    });
  });
  const page = await context.newPage();
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) console.push(message.text());
  });
  return {
    page,
    violations: async () => [
      ...console,
      ...(await page.evaluate(
        () => (window as unknown as { cspViolations: string[] }).cspViolations,
      )),
    ],
  };
}

describe('under the Content-Security-Policy', () => {
  it('the page is served with it', async () => {
    const response = await fetch(`${e2e.baseUrl}/login`);
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self'/);
  });

  it('sign-in, the admin home, a list and a create form report no violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await signIn(page, e2e.baseUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.waitForURL(/\/landing/);
    await page.getByText('Welcome, System Administrator').waitFor();
    await page.getByRole('menuitem', { name: 'Charge types' }).click();
    await page.getByText('No charge types yet. Create the first one.').waitFor();
    await page.getByRole('link', { name: 'Create' }).first().click();
    await page.getByRole('textbox', { name: /^Name\s*\*?$/ }).fill('Tender document fee');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Created Successfully').waitFor();
    await page.goto(`${e2e.baseUrl}/users`);
    await page.getByRole('columnheader').first().waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('the register page and its captcha report no violation', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${e2e.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Register as Tenderer' }).waitFor();
    await page.getByLabel("I'm not a robot").click();
    await page.getByText('Verified', { exact: true }).waitFor();
    expect(await violations()).toEqual([]);
    await page.context().close();
  });

  it('an inline script is refused, so the policy is really enforced', async () => {
    const { page, violations } = await watchedPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    await expect
      .poll(async () => (await violations()).length, { timeout: 5000 })
      .toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBe(
      undefined,
    );
    await page.context().close();
  });
});
