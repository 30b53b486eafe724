import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../../contract/services';
import {
  emailedLink,
  latestMessage,
  otpIn,
  solveCaptcha as solveCaptchaByApi,
} from '../support/onboarding';
import { screenshot, signIn, startE2e } from './support/app';

const NEW_PASSWORD = 'Tender-Lake-Mango-42';
// Public pages and links show the number masked: the country code and its last three digits.
const PHONE = { national: '0754321098', international: '+255754321098', masked: '+255******098' };

let e2e: Awaited<ReturnType<typeof startE2e>>;
beforeAll(async () => {
  e2e = await startE2e();
});
afterAll(() => e2e?.stop());

const newPage = async (width = 1280) => {
  const context = await e2e.browser.newContext({ viewport: { width, height: 900 } });
  return context.newPage();
};

/** Opens an emailed link's path on the app under test (links name the configured public URL). */
const follow = (page: Page, link: URL) => page.goto(`${e2e.baseUrl}${link.pathname}${link.search}`);

const solveCaptcha = async (page: Page) => {
  await page.getByLabel("I'm not a robot").click();
  await page.getByText('Verified', { exact: true }).waitFor();
};

const setPassword = async (page: Page, password: string) => {
  await page.getByLabel('New password').fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByText('Strength: Strong').waitFor();
  await page.getByRole('button', { name: 'Submit' }).click();
};

describe('a new tenderer', () => {
  it('registers on a phone, verifies by email link and SMS code, sets a password and signs in', async () => {
    const email = 'new.tenderer@e2e.zabuni.test';
    const page = await newPage(375);
    await page.goto(`${e2e.baseUrl}/register`);
    await page.getByRole('heading', { name: 'Register as Tenderer' }).waitFor();
    const register = page.getByRole('button', { name: 'Register' });
    await expect(page.getByLabel('Country').inputValue()).resolves.toBe('Tanzania (+255)');

    // The phone box: e and '.' do nothing; a too-long number is refused; 10 digits with the trunk 0 work.
    const phone = page.getByLabel('Phone number');
    await phone.pressSequentially('07e5.4');
    await expect(phone.inputValue()).resolves.toBe('0754');
    await phone.fill('1234567890123456');
    await page.getByText('Invalid Phone Number').waitFor();
    await phone.fill(PHONE.national);
    await page.getByLabel('Email').fill(`<b>${email}</b>`);
    await expect(page.getByLabel('Email').inputValue()).resolves.toBe(email);
    expect(await register.isDisabled()).toBe(true);
    await solveCaptcha(page);
    await screenshot(page, 'register-375');
    await register.click();
    await page.getByRole('dialog').getByText(PHONE.international).waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/register\?completed=success&email=/);
    await page
      .getByRole('alert')
      .filter({ hasText: 'Your account has been created successfully.' })
      .first()
      .waitFor();
    await screenshot(page, 'register-success-375');

    // The activation email leads to the OTP page, which sends the code by SMS.
    const activation = await emailedLink(e2e.baseUrl, email, '/otp-verify/');
    await follow(page, activation);
    await page.getByText(`OTP sent to this ${PHONE.masked} number`).waitFor();
    await page.getByText(/You can ask for a new code in 2:5\d/).waitFor();
    expect(await page.getByRole('button', { name: 'Verify Account' }).count()).toBe(0);
    const code = otpIn(await latestMessage(e2e.baseUrl, PHONE.international, 'SMS'));
    for (const [index, digit] of [...code].entries()) {
      await page.getByLabel(`Digit ${index + 1}`).fill(digit);
    }
    await screenshot(page, 'otp-verify-375');
    await page.getByRole('button', { name: 'Verify Account' }).click();

    await page.waitForURL(/\/create-password\//);
    await page.getByLabel('New password').fill('password1');
    await page.getByLabel('Confirm password').fill('password1');
    expect(await page.getByRole('button', { name: 'Submit' }).isDisabled()).toBe(true);
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
    await page.getByText('Strength: Strong').waitFor();
    await screenshot(page, 'create-password-375');
    await page.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(/\/login$/);
    await signIn(page, e2e.baseUrl, email, NEW_PASSWORD);
    await page.waitForURL(/\/tenderer_registration$/);
    await page.getByRole('heading', { name: 'Welcome', level: 1 }).waitFor();
    await screenshot(page, 'tenderer-registration-375');
  });
});

describe('a forgotten password', () => {
  it('is replaced through the emailed link', async () => {
    const email = 'forgetful@e2e.zabuni.test';
    await e2e.createUser({
      email,
      password: 'Old-Passw0rd-Long!',
      role: 'PROCUREMENT_OFFICER',
      userType: 'PPRA',
    });
    const page = await newPage();
    await page.goto(`${e2e.baseUrl}/login`);
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.getByRole('heading', { name: 'Forgot password', level: 1 }).waitFor();
    await page.getByLabel('Email').fill(email);
    await solveCaptcha(page);
    await screenshot(page, 'forgot-password-1280');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByText(`email sent to ${email}`).waitFor();

    const reset = await emailedLink(e2e.baseUrl, email, '/reset-password/');
    await follow(page, reset);
    await page.waitForURL(/\/create-password\//);
    await page.getByLabel('New password').waitFor();
    await screenshot(page, 'create-password-1280');
    await setPassword(page, NEW_PASSWORD);
    await page.waitForURL(/\/login$/);
    await signIn(page, e2e.baseUrl, email, NEW_PASSWORD);
    await page.waitForURL(/\/landing$/);

    // The same link again: it says the link is spent (not 'User not found'), then Sign In.
    const second = await newPage();
    await follow(second, reset);
    await second.getByText('This password reset link is invalid or has expired').waitFor();
    await second.waitForURL(/\/login$/);
  });
});

describe('emailed links', () => {
  it('shows Link has Expired for an expired bid-withdraw link, and withdraws with a live one', async () => {
    const raise = () =>
      e2e.requests.requestBidChange({
        kind: 'WITHDRAW',
        submissionUuid: crypto.randomUUID(),
        tenderNumber: 'TR/2026/014',
        tendererName: 'Mbeya Builders Ltd',
        email: 'bids@e2e.zabuni.test',
      });
    const expiring = await raise();
    await e2e.db.execute(
      sql`UPDATE action_tokens SET expires_at = now() - interval '1 minute' WHERE purpose = 'BID_WITHDRAW'`,
    );
    const live = await raise();
    const page = await newPage(375);
    await page.goto(`${e2e.baseUrl}/bid-withdraw/approve/${expiring.token}`);
    await page.getByRole('heading', { name: 'Link has Expired' }).waitFor();
    await screenshot(page, 'bid-withdraw-expired-375');
    await page.goto(`${e2e.baseUrl}/bid-withdraw/approve/${live.token}`);
    await page.getByRole('heading', { name: 'Bid Withdrawn' }).waitFor();
    await page.getByRole('link', { name: 'Home' }).waitFor();
  });

  it('accepts a profile request once', async () => {
    const { token } = await e2e.requests.requestProfile({
      tendererName: 'Mbeya Builders Ltd',
      personName: 'Asha Said',
      personEmail: 'asha@e2e.zabuni.test',
    });
    const page = await newPage(375);
    await page.goto(`${e2e.baseUrl}/accept-profile/${token}`);
    await page.getByRole('heading', { name: 'Request Accepted' }).waitFor();
    await page.getByText('You have accepted the request from Mbeya Builders Ltd').waitFor();
    await screenshot(page, 'accept-profile-375');
    await page.goto(`${e2e.baseUrl}/reject-profile/${token}`);
    await page.getByText('Your Already Accept this request.').waitFor();
    await page.getByRole('heading', { name: 'This link cannot be used' }).waitFor();
  });
});

describe('a manufacturer', () => {
  it('accepts a procuring-entity invitation with a PDF proof and lands on the submission', async () => {
    const lotUuid = crypto.randomUUID();
    const { token } = await e2e.requests.inviteManufacturer({
      variant: 'PE',
      manufacturerName: 'Kilimanjaro Steel Works',
      email: 'maker@e2e.zabuni.test',
      tenderUuid: crypto.randomUUID(),
      lotUuid,
      entityType: 'LOT',
    });
    const page = await newPage(375);
    await page.goto(`${e2e.baseUrl}/manufacturer-pe/${token}`);
    await page.getByRole('heading', { name: 'Manufacturer Invitation' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('This field is Required').first().waitFor();
    await page.getByLabel('Accept').check();
    const longName = `${'proof-of-authorisation-'.repeat(4)}.pdf`;
    await page.locator('input[type=file]').setInputFiles({
      name: longName,
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'),
    });
    await page.getByText(`${longName.slice(0, 58)}...`).waitFor();
    await screenshot(page, 'manufacturer-pe-375');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('You are about to Submit. Do you want to continue?').waitFor();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(new RegExp(`/zabuni-manufacturer/submission\\?lotUuid=${lotUuid}`));
    await page.getByRole('heading', { name: 'Manufacturer submission', level: 1 }).waitFor();
    expect(page.url()).toContain('action=submission');
    await screenshot(page, 'manufacturer-submission-375');

    // A spent or unknown link is denied.
    const other = await newPage();
    await other.goto(`${e2e.baseUrl}/manufacturer-sor/${'z'.repeat(43)}`);
    await other.waitForURL(/\/manufacturer-redirect$/);
    await other.getByRole('heading', { name: 'Request Denied' }).waitFor();
  });
});

describe('every onboarding page', () => {
  /** Fresh single-use links for one round of screenshots. */
  async function freshLinks(round: number) {
    const email = `tour${round}@e2e.zabuni.test`;
    const phone = `+25571300000${round}`;
    await fetch(`${e2e.baseUrl}${restPaths('zabuni').registerTenderer}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, phone, captcha: await solveCaptchaByApi(e2e.baseUrl) }),
    });
    const activation = await emailedLink(e2e.baseUrl, email, '/otp-verify/');
    const person = { personName: 'Juma Ali', personEmail: `juma${round}@e2e.zabuni.test` };
    const profile = await e2e.requests.requestProfile({
      tendererName: 'Mbeya Builders Ltd',
      ...person,
    });
    // accept-work and reject-work are guarded: tests/e2e/routing.test.ts signs in first.
    const modification = await e2e.requests.requestBidChange({
      kind: 'MODIFICATION',
      submissionUuid: crypto.randomUUID(),
      tenderNumber: 'TR/2026/020',
      tendererName: 'Mbeya Builders Ltd',
      email: person.personEmail,
    });
    const invitation = await e2e.requests.inviteManufacturer({
      variant: 'SOR',
      manufacturerName: 'Kilimanjaro Steel Works',
      email: `sor${round}@e2e.zabuni.test`,
      tenderUuid: crypto.randomUUID(),
      lotUuid: crypto.randomUUID(),
      entityType: 'LOT',
    });
    return [
      ['register', '/register', 'Register as Tenderer'],
      ['forgot-password', '/forgot-password', 'Forgot password'],
      ['otp-verify', activation.pathname, 'Verify your phone number'],
      ['accept-profile', `/accept-profile/${profile.token}`, 'Request Accepted'],
      [
        'bid-modification',
        `/bid-modification/reject/${modification.token}`,
        'Modification Rejected',
      ],
      ['manufacturer-sor', `/manufacturer-sor/${invitation.token}`, 'Manufacturer Invitation'],
      ['manufacturer-redirect', '/manufacturer-redirect', 'Request Denied'],
      ['verify-email-spent', `/verify/email/${'v'.repeat(43)}`, 'Something went wrong'],
    ] as const;
  }

  it.each([375, 1280])('renders at %i px wide', async (width) => {
    const page = await newPage(width);
    for (const [name, path, heading] of await freshLinks(width === 375 ? 1 : 2)) {
      await page.goto(`${e2e.baseUrl}${path}`);
      await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
      await screenshot(page, `${name}-${width}`);
    }
    await page.goto(`${e2e.baseUrl}/dev/outbox/view`);
    await page.getByRole('heading', { name: 'Outbox' }).waitFor();
    await screenshot(page, `dev-outbox-${width}`);
  });
});
