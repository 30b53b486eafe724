import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInFactors } from '../../server/db/schema/secondFactors';
import { ADMIN_EMAIL, ADMIN_PASSWORD, screenshot, signIn, startE2e } from './support/app';

let e2e: Awaited<ReturnType<typeof startE2e>>;
/** Passkeys need a host name, not an address: the app as PUBLIC_URL names it (localhost). */
let origin: string;
/** The administrator's recovery codes, shown once at enrolment (the second test signs in with them). */
let recoveryCodes: string[] = [];

beforeAll(async () => {
  // The administrator's role requires a second factor here (decision 148).
  e2e = await startE2e({ SECOND_FACTOR_ENFORCED: 'true' });
  origin = e2e.baseUrl.replace('127.0.0.1', 'localhost');
});
afterAll(() => e2e?.stop());

/** A platform authenticator with user verification, as Chromium's DevTools protocol offers. */
async function addVirtualAuthenticator(page: Page) {
  const session = await page.context().newCDPSession(page);
  await session.send('WebAuthn.enable');
  await session.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The authenticator app's code now, or `stepsAhead` periods of 30 s on (each code works once). */
const codeFor = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

describe('second factors in the browser', () => {
  it('enrols at sign-in, adds a passkey, signs in with it, and steps up with a code', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    await addVirtualAuthenticator(page);

    // The password alone gives no way in: the administrator adds an authenticator app first.
    await signIn(page, origin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    const secret = await page.getByLabel('Key').inputValue();
    await page.getByLabel('Code from your authenticator app').fill(await codeFor(secret));
    await page.getByRole('button', { name: 'Confirm' }).click();
    const codes = page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem');
    await expect.poll(() => codes.count(), { timeout: 10_000 }).toBe(10);
    recoveryCodes = await codes.allInnerTexts();
    await screenshot(page, 'second-factor-recovery-codes-360');
    await page.getByRole('button', { name: 'I have saved them' }).click();
    await page.waitForURL(/\/landing/, { timeout: 15_000 });

    // A passkey from the account-security page (the virtual authenticator answers).
    await page.goto(`${origin}/account-security`);
    await page.getByRole('button', { name: 'Add a passkey' }).click();
    await page.getByText('Second Factor Added Successfully').first().waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Passkey' }).count(), { timeout: 10_000 })
      .toBe(1);
    await screenshot(page, 'second-factor-account-security-360');

    // Signed out and in again: the passkey is the second step.
    await context.clearCookies();
    await page.evaluate(() => sessionStorage.clear());
    await signIn(page, origin, ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Use a passkey' }).click();
    await page.waitForURL(/\/landing/, { timeout: 15_000 });
    // Account security lists this sign-in as made by the password and the passkey.
    await page.goto(`${origin}/account-security`);
    const thisSignIn = page
      .getByRole('list', { name: 'Where you are signed in' })
      .getByRole('listitem')
      .filter({ hasText: 'This sign-in' });
    await expect
      .poll(() => thisSignIn.innerText(), { timeout: 10_000 })
      .toContain('Password + passkey · two factors');

    // Eleven minutes on, removing a factor asks for the second factor again, then goes through.
    await e2e.db.update(signInFactors).set({ secondFactorAt: sql`now() - interval '11 minutes'` });
    await page.goto(`${origin}/account-security`);
    await page
      .getByRole('listitem', { name: 'Authenticator app' })
      .getByRole('button', { name: 'Remove' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm it is you' });
    await dialog.getByLabel('Code from your authenticator app').fill(await codeFor(secret, 1));
    await screenshot(page, 'second-factor-step-up-360');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.getByText('Second Factor Removed Successfully').first().waitFor({ timeout: 10_000 });
    await expect
      .poll(() => page.getByRole('listitem', { name: 'Authenticator app' }).count(), {
        timeout: 10_000,
      })
      .toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await screenshot(page, 'second-factor-account-security-1280');
    await context.close();
  }, 120_000);

  it('signs in by a recovery code in Kiswahili, lists the sign-ins and ends another one', async () => {
    expect(recoveryCodes).toHaveLength(10);
    /** Signs in in Kiswahili with a recovery code (the passkey stays in the first test's browser). */
    const signInInSwahili = async (code: string) => {
      const context = await e2e.browser.newContext({ viewport: { width: 360, height: 740 } });
      const page = await context.newPage();
      await page.goto(`${origin}/login`);
      await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('sw')));
      await page.reload();
      await page.getByLabel('Barua pepe').fill(ADMIN_EMAIL);
      await page.getByLabel('Nenosiri', { exact: true }).fill(ADMIN_PASSWORD);
      await page.getByRole('button', { name: 'Ingia' }).click();
      await page.getByRole('heading', { name: 'Thibitisha kuwa ni wewe' }).waitFor();
      await page.getByLabel('Msimbo wa dharura').fill(code);
      await page.getByRole('button', { name: 'Endelea' }).click();
      await page.waitForURL(/\/landing/, { timeout: 15_000 });
      return { context, page };
    };
    const elsewhere = await signInInSwahili(recoveryCodes[0]);
    const here = await signInInSwahili(recoveryCodes[1]);

    await here.page.goto(`${origin}/account-security`);
    const signIns = here.page.getByRole('list', { name: 'Ulipoingia kwenye mfumo' });
    const rows = signIns.getByRole('listitem');
    // This sign-in, and the others (the first test's two and the one elsewhere), each with how.
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBeGreaterThanOrEqual(4);
    const current = rows.filter({ hasText: 'Uingiaji huu' });
    await expect.poll(() => current.count()).toBe(1);
    await expect
      .poll(() => current.innerText())
      .toContain('Nenosiri + msimbo wa mara moja · hatua mbili za uthibitisho');
    await screenshot(here.page, 'second-factor-sign-ins-sw-360');

    // Every other sign-in is ended from here, the one elsewhere among them.
    const others = signIns.getByRole('button', { name: 'Ondoka' });
    while ((await others.count()) > 0) {
      const before = await others.count();
      await others.first().click();
      await expect.poll(() => others.count(), { timeout: 10_000 }).toBe(before - 1);
    }
    await expect.poll(() => rows.count()).toBe(1);

    // The browser elsewhere is told its session ended at its next step; this one stays signed in.
    await elsewhere.page.goto(`${origin}/account-security`);
    const ended = elsewhere.page.getByRole('dialog', { name: 'Kipindi chako kimeisha' });
    await ended.getByRole('button', { name: 'Ingia' }).click({ timeout: 15_000 });
    await elsewhere.page.waitForURL(/\/login/, { timeout: 15_000 });
    await here.page.reload();
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await elsewhere.context.close();
    await here.context.close();
  }, 120_000);
});
