import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

const newPage = async () =>
  (await e2e.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

const signInHeading = (page: Page) => page.getByRole('heading', { name: 'Sign In', level: 1 });

async function fillSignIn(page: Page) {
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe('signed-out visits', () => {
  it.each(['/landing', '/modules/settings', '/tenderer_registration'])(
    'a guarded path (%s) shows Sign In within 2 seconds',
    async (path) => {
      const page = await newPage();
      // The app's files first, so the clock measures the app, not the first download.
      await page.goto(`${e2e.baseUrl}/login`);
      await signInHeading(page).waitFor();
      const startedAt = Date.now();
      await page.goto(`${e2e.baseUrl}${path}`);
      await signInHeading(page).waitFor({ timeout: 10_000 });
      expect(Date.now() - startedAt).toBeLessThan(2000);
      expect(new URL(page.url()).pathname).toBe('/login');
      await page.context().close();
    },
  );

  it('an unknown path shows the not-found page, not Sign In', async () => {
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/no/such/page');
    await screenshot(page, 'not-found-signed-out-1280');
    await page.context().close();
  });

  it('reject-work is guarded: Sign In first, then the link page (loginRedirectURL) with its heading', async () => {
    const { token } = await e2e.requests.requestWork({
      companyName: 'Dodoma Roads Co',
      personName: 'Juma Ali',
      personEmail: 'juma.routing@e2e.zabuni.test',
    });
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/reject-work/${token}`);
    await signInHeading(page).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirectURL'))).toBe(
      `/reject-work/${token}`,
    );
    await fillSignIn(page);
    await page.waitForURL(new RegExp(`/reject-work/${token}$`));
    await page.getByRole('heading', { name: 'Request Accepted', level: 1 }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('loginRedirectURL'))).toBeNull();
    await screenshot(page, 'reject-work-1280');
    await page.context().close();
  });

  it('accept-work is guarded too and thanks the person once signed in', async () => {
    const { token } = await e2e.requests.requestWork({
      companyName: 'Dodoma Roads Co',
      personName: 'Asha Said',
      personEmail: 'asha.routing@e2e.zabuni.test',
    });
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/accept-work/${token}`);
    await signInHeading(page).waitFor({ timeout: 10_000 });
    await fillSignIn(page);
    await page.getByRole('heading', { name: 'Thank you', level: 1 }).waitFor();
    await page.context().close();
  });
});

describe('post-login destinations of procuring-entity administrators', () => {
  it('/pe-self-registration and /settings/departments open working screens', async () => {
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await fillSignIn(page);
    await page.waitForURL(/\/landing$/);
    // The institution's own page (Edit, Complete registration), as after the signing wizard.
    await page.goto(`${e2e.baseUrl}/pe-self-registration`);
    await page.waitForURL(/\/institutions\/[^/]+\/show$/);
    await page.getByRole('link', { name: 'Edit' }).first().waitFor();
    await page.goto(`${e2e.baseUrl}/settings/departments`);
    await page.waitForURL(/\/departments$/);
    await page.getByText('Departments').first().waitFor();
    expect(await page.getByText('Sorry, something went wrong!').count()).toBe(0);
    await page.context().close();
  });
});
