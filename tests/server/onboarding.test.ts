import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingResponse } from '../../contract/onboarding';
import { ResponseCode } from '../../contract/responseCodes';
import { restPaths } from '../../contract/services';
import { users } from '../../server/db/schema/identity';
import { actionTokens, otpCodes } from '../../server/db/schema/onboarding';
import { emailedLink, latestMessage, linkIn, otpIn, solveCaptcha } from '../support/onboarding';
import { startTestServer, type TestServer } from './support/testServer';

const paths = restPaths('zabuni');
const STRONG_PASSWORD = 'Tender-Lake-Mango-42';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const call = (path: string, body: unknown) => server.post<OnboardingResponse>(path, body);

const findUser = async (email: string) =>
  (await server.db.select().from(users).where(eq(users.email, email)))[0];

/** Registers through the API and answers the activation link's token from the emailed link. */
async function register(email: string, phone = '+255712345678') {
  const result = await call(paths.registerTenderer, {
    email,
    phone,
    captcha: await solveCaptcha(server.baseUrl),
  });
  expect(result.body).toMatchObject({ status: true, message: 'Tenderer registered successful.' });
  const link = await emailedLink(server.baseUrl, email, '/otp-verify/');
  const [, , token, linkPhone, linkEmail] = link.pathname.split('/');
  // The link shows the number masked: country code and last three digits.
  expect(decodeURIComponent(linkPhone)).toBe(`${phone.slice(0, 4)}******${phone.slice(-3)}`);
  expect(decodeURIComponent(linkEmail)).toBe(email);
  return token;
}

describe('tenderer registration', () => {
  it('refuses bad input and a missing or wrong captcha, and creates nothing', async () => {
    const badPhone = await call(paths.registerTenderer, {
      email: 'bad-phone@zabuni.test',
      phone: '+2551',
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({ status: false, code: ResponseCode.INVALID_INPUT });
    const noCaptcha = await call(paths.registerTenderer, {
      email: 'no-captcha@zabuni.test',
      phone: '+255712345678',
      captcha: Buffer.from('{"challenge":{},"solution":{}}').toString('base64'),
    });
    expect(noCaptcha.body).toMatchObject({
      status: false,
      message: 'Please solve the captcha again',
    });
    expect(await findUser('bad-phone@zabuni.test')).toBeUndefined();
    expect(await findUser('no-captcha@zabuni.test')).toBeUndefined();
  });

  it('accepts a captcha answer once', async () => {
    const captcha = await solveCaptcha(server.baseUrl);
    const first = await call(paths.registerTenderer, {
      email: 'once@zabuni.test',
      phone: '+255712000001',
      captcha,
    });
    expect(first.body.status).toBe(true);
    const again = await call(paths.registerTenderer, {
      email: 'twice@zabuni.test',
      phone: '+255712000002',
      captcha,
    });
    expect(again.body).toMatchObject({ status: false, code: ResponseCode.INVALID_INPUT });
    expect(await findUser('twice@zabuni.test')).toBeUndefined();
  });

  it('activates by link, SMS code and password; every token acts once', async () => {
    const email = 'journey@zabuni.test';
    const firstToken = await register(email);
    const user = await findUser(email);
    expect(user).toMatchObject({ active: false, userType: 'TENDERER', phone: '+255712345678' });
    expect(user.passwordHash).toBeNull();

    // Registering again offers the activation link instead; the resent link replaces the first.
    const again = await call(paths.registerTenderer, {
      email,
      phone: '+255712345678',
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(again.body).toMatchObject({ status: false, code: ResponseCode.ACCOUNT_INACTIVE });
    const resent = await call(paths.sendEmail, { email });
    expect(resent.body).toMatchObject({
      status: true,
      message:
        'If this email has an account waiting for activation, the activation link has been re-sent to it',
    });
    // The email goes out after the answer (so that its timing tells nothing): wait for it.
    let token = firstToken;
    for (let i = 0; i < 50 && token === firstToken; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const message = await latestMessage(server.baseUrl, email, 'EMAIL');
      token = linkIn(message, '/otp-verify/').pathname.split('/')[2];
    }
    expect(token).not.toBe(firstToken);
    const old = await call(paths.checkIfActivated, { email, activationToken: firstToken });
    expect(old.body).toMatchObject({ status: false, code: ResponseCode.TOKEN_INVALID });
    // The OTP page shows this refusal as its content: no failed request in the browser's console.
    expect(old.status).toBe(200);

    // Another email with this token is refused; the right one sends the code by SMS.
    const wrongEmail = await call(paths.checkIfActivated, {
      email: 'someone@zabuni.test',
      activationToken: token,
    });
    expect(wrongEmail.body.status).toBe(false);
    const check = await call(paths.checkIfActivated, { email, activationToken: token });
    expect(check.body).toMatchObject({
      status: true,
      message: 'OTP sent to this +255******678 number',
      data: { activationToken: token, secondsLeft: 177 },
    });
    const code = otpIn(await latestMessage(server.baseUrl, '+255712345678', 'SMS'));
    const [storedCode] = await server.db
      .select()
      .from(otpCodes)
      .orderBy(sql`id desc`)
      .limit(1);
    expect(storedCode.codeHash).not.toContain(code);

    const wrongCode = code === '00000' ? '11111' : '00000';
    const wrong = await call(paths.resetPasswordTokenPE, {
      otpToken: wrongCode,
      activationToken: token,
    });
    expect(wrong.body).toMatchObject({ status: false, code: ResponseCode.INVALID_INPUT });
    const notDigits = await call(paths.resetPasswordTokenPE, {
      otpToken: '12a45',
      activationToken: token,
    });
    expect(notDigits.status).toBe(400);

    const verified = await call(paths.resetPasswordTokenPE, {
      otpToken: code,
      activationToken: token,
    });
    expect(verified.body.status).toBe(true);
    const passwordToken = (verified.body.data as { activationToken: string }).activationToken;
    expect(passwordToken).not.toBe(token);
    const reused = await call(paths.resetPasswordTokenPE, {
      otpToken: code,
      activationToken: token,
    });
    expect(reused.body).toMatchObject({ status: false, code: ResponseCode.TOKEN_INVALID });

    const valid = await call(paths.validateToken, { token: passwordToken });
    expect(valid.body).toMatchObject({ status: true, data: { activationToken: passwordToken } });

    const weak = await call(paths.createPassword, {
      newPassword: 'password1',
      confirmPassword: 'password1',
      activationToken: passwordToken,
    });
    expect(weak.body).toMatchObject({ status: false, message: expect.stringMatching(/too weak/) });
    const mismatch = await call(paths.createPassword, {
      newPassword: STRONG_PASSWORD,
      confirmPassword: `${STRONG_PASSWORD}x`,
      activationToken: passwordToken,
    });
    expect(mismatch.body).toMatchObject({ status: false, message: expect.stringMatching(/match/) });
    expect((await findUser(email)).active).toBe(false);

    const created = await call(paths.createPassword, {
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      activationToken: passwordToken,
      uuid: null,
    });
    expect(created.body).toMatchObject({ status: true });
    expect((await findUser(email)).active).toBe(true);
    const login = await server.login(email, STRONG_PASSWORD);
    expect(login.status).toBe(200);
    expect(login.body.user.userTypeEnum).toBe('TENDERER');

    const createdAgain = await call(paths.createPassword, {
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      activationToken: passwordToken,
    });
    expect(createdAgain.body).toMatchObject({ status: false, code: ResponseCode.TOKEN_INVALID });
  });

  it('stops a code after five wrong tries and after 177 seconds; Resend sends a new one', async () => {
    const email = 'otp-rules@zabuni.test';
    const phone = '+255713000000';
    const token = await register(email, phone);
    await call(paths.checkIfActivated, { email, activationToken: token });
    const code = otpIn(await latestMessage(server.baseUrl, phone, 'SMS'));
    const wrongCode = code === '00000' ? '11111' : '00000';
    for (let i = 0; i < 5; i++) {
      await call(paths.resetPasswordTokenPE, { otpToken: wrongCode, activationToken: token });
    }
    const sixth = await call(paths.resetPasswordTokenPE, {
      otpToken: code,
      activationToken: token,
    });
    expect(sixth.body).toMatchObject({ status: false, code: ResponseCode.TOO_MANY_ATTEMPTS });

    const resend = await call(paths.resendTokenPE, { email });
    expect(resend.body).toMatchObject({
      status: true,
      message:
        'If this email has an account waiting for activation, a new code has been sent to its phone number',
    });
    // The text goes out after the answer: wait for it.
    let newCode = code;
    for (let i = 0; i < 50 && newCode === code; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      newCode = otpIn(await latestMessage(server.baseUrl, phone, 'SMS'));
    }
    expect(newCode).not.toBe(code);
    await server.db.execute(sql`UPDATE otp_codes SET expires_at = now() - interval '1 second'`);
    const expired = await call(paths.resetPasswordTokenPE, {
      otpToken: newCode,
      activationToken: token,
    });
    expect(expired.body).toMatchObject({ status: false, code: ResponseCode.TOKEN_INVALID });
    expect((await findUser(email)).active).toBe(false);
  });
});

describe('forgot password', () => {
  const email = 'forgetful@zabuni.test';
  beforeAll(async () => {
    await server.createUser({ email, password: 'Old-Passw0rd-Long!', role: 'PROCUREMENT_OFFICER' });
  });

  it('answers an unknown email as a known one (no account enumeration) and needs a captcha', async () => {
    const unknown = await call(paths.sendResetToken, {
      email: 'nobody@zabuni.test',
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(unknown.body).toMatchObject({
      status: true,
      message: 'If this email has an account, a password reset link has been sent to it',
    });
    const noCaptcha = await call(paths.sendResetToken, { email, captcha: 'x' });
    expect(noCaptcha.body.status).toBe(false);
  });

  it('sends one link per 20 minutes; the link sets a new password once and ends old sessions', async () => {
    const oldSession = await server.login(email, 'Old-Passw0rd-Long!');
    const sent = await call(paths.sendResetToken, {
      email,
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(sent.body).toMatchObject({
      status: true,
      message: 'If this email has an account, a password reset link has been sent to it',
    });
    const again = await call(paths.sendResetToken, {
      email,
      captcha: await solveCaptcha(server.baseUrl),
    });
    expect(again.status).toBe(429);
    expect(again.body.message).toMatch(
      /^Please wait (19|20) minute\(s\) and \d+ second\(s\) before resending the email\.$/,
    );

    const resetToken = (
      await emailedLink(server.baseUrl, email, '/reset-password/')
    ).pathname.split('/')[2];
    const landing = await call(paths.resetPasswordToken, { resetToken });
    expect(landing.body.status).toBe(true);
    const passwordToken = (landing.body.data as { activationToken: string }).activationToken;
    const reused = await call(paths.resetPasswordToken, { resetToken });
    // A used link says it is invalid or expired, not that the user is missing.
    expect(reused.body).toMatchObject({
      status: false,
      code: ResponseCode.TOKEN_INVALID,
      message: 'Verification token expired or not found',
    });

    const created = await call(paths.createPassword, {
      newPassword: STRONG_PASSWORD,
      confirmPassword: STRONG_PASSWORD,
      activationToken: passwordToken,
    });
    expect(created.body.status).toBe(true);
    expect((await server.login(email, 'Old-Passw0rd-Long!')).status).toBe(401);
    expect((await server.login(email, STRONG_PASSWORD)).status).toBe(200);
    const refresh = await server.post(paths.refresh, {
      refresh_token: oldSession.body.refresh_token,
    });
    expect(refresh.status).toBe(401);
  });
});

describe('token links', () => {
  it('accepts a profile request once; the reject link then finds no token', async () => {
    const { token } = await server.requests.requestProfile({
      tendererName: 'Mbeya Builders Ltd',
      personName: 'Asha Said',
      personEmail: 'asha@zabuni.test',
    });
    const email = await latestMessage(server.baseUrl, 'asha@zabuni.test', 'EMAIL');
    expect(linkIn(email, '/accept-profile/').pathname).toBe(`/accept-profile/${token}`);
    const accepted = await call(paths.acceptMessageToken, { token });
    expect(accepted.body).toMatchObject({
      status: true,
      message: 'You have accepted the request from Mbeya Builders Ltd',
      data: { kind: 'PROFILE', organisationName: 'Mbeya Builders Ltd' },
    });
    const rejected = await call(paths.rejectMessageToken, { token });
    expect(rejected.body).toMatchObject({
      status: false,
      message: 'Verification token expired or not found',
    });
  });

  it('rejects a work request; an expired link does nothing', async () => {
    const work = {
      companyName: 'Dodoma Roads Co',
      personName: 'Juma Ali',
      personEmail: 'juma@zabuni.test',
    };
    const { token } = await server.requests.requestWork(work);
    const rejected = await call(paths.rejectMessageToken, { token });
    expect(rejected.body).toMatchObject({
      status: true,
      data: { kind: 'WORK', personName: 'Juma Ali' },
    });

    const expiring = await server.requests.requestWork(work);
    await server.db.execute(
      sql`UPDATE action_tokens SET expires_at = now() - interval '1 second' WHERE purpose = 'WORK_REQUEST'`,
    );
    const expired = await call(paths.acceptMessageToken, { token: expiring.token });
    expect(expired.body.status).toBe(false);
    const status = await server.db.execute<{ status: string }>(
      sql`SELECT status FROM work_requests WHERE uuid = ${expiring.uuid}`,
    );
    expect(status.rows[0].status).toBe('PENDING');
  });

  it('verifies an email address once', async () => {
    const user = await findUser('journey@zabuni.test');
    const { token } = await server.requests.requestEmailVerification(user.id);
    const verified = await server.get<OnboardingResponse>(paths.verifyTendererAddress(token));
    expect(verified.body).toMatchObject({
      status: true,
      message: 'Your email address has been verified',
    });
    const again = await server.get<OnboardingResponse>(paths.verifyTendererAddress(token));
    expect(again.body.status).toBe(false);
    const unknown = await server.get<OnboardingResponse>(
      paths.verifyTendererAddress('x'.repeat(43)),
    );
    expect(unknown.status).toBe(410);
  });

  it('stores only hashes of link tokens', async () => {
    const { token } = await server.requests.requestProfile({
      tendererName: 'A',
      personName: 'B',
      personEmail: 'hash@zabuni.test',
    });
    const rows = await server.db.select({ hash: actionTokens.tokenHash }).from(actionTokens);
    expect(rows.some((row) => row.hash === token)).toBe(false);
    expect(rows.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true);
  });
});

const bidChangeMutation = (name: string) =>
  `mutation ($action: String!, $token: String!) { ${name}(action: $action, token: $token) { code message data { status kind } } }`;

describe('bid withdrawal and modification links', () => {
  const raise = (kind: 'WITHDRAW' | 'MODIFICATION') =>
    server.requests.requestBidChange({
      kind,
      submissionUuid: crypto.randomUUID(),
      tenderNumber: 'TR/2026/001',
      tendererName: 'Mbeya Builders Ltd',
      email: 'bids@zabuni.test',
    });

  it('approves a withdrawal once with code 9000', async () => {
    const { token } = await raise('WITHDRAW');
    const badAction = await server.graphql(
      'submission',
      bidChangeMutation('completeSubmissionWithdraw'),
      {
        action: 'MAYBE',
        token,
      },
    );
    expect(badAction.data?.completeSubmissionWithdraw).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
    });
    const approved = await server.graphql(
      'submission',
      bidChangeMutation('completeSubmissionWithdraw'),
      {
        action: 'APPROVE',
        token,
      },
    );
    expect(approved.data?.completeSubmissionWithdraw).toMatchObject({
      code: 9000,
      data: { status: 'APPROVED', kind: 'WITHDRAW' },
    });
    const again = await server.graphql(
      'submission',
      bidChangeMutation('completeSubmissionWithdraw'),
      {
        action: 'REJECT',
        token,
      },
    );
    expect(again.data?.completeSubmissionWithdraw).toMatchObject({
      code: ResponseCode.TOKEN_INVALID,
    });
  });

  it('does not take a withdrawal token for a modification, and rejects a modification', async () => {
    const withdraw = await raise('WITHDRAW');
    const crossed = await server.graphql(
      'submission',
      bidChangeMutation('completeSubmissionModification'),
      {
        action: 'APPROVE',
        token: withdraw.token,
      },
    );
    expect(crossed.data?.completeSubmissionModification).toMatchObject({
      code: ResponseCode.TOKEN_INVALID,
    });
    const { token } = await raise('MODIFICATION');
    const rejected = await server.graphql(
      'submission',
      bidChangeMutation('completeSubmissionModification'),
      {
        action: 'REJECT',
        token,
      },
    );
    expect(rejected.data?.completeSubmissionModification).toMatchObject({
      code: 9000,
      data: { status: 'REJECTED' },
    });
  });
});

describe('manufacturer invitations', () => {
  const invite = (variant: 'SOR' | 'PE', email: string) =>
    server.requests.inviteManufacturer({
      variant,
      manufacturerName: 'Kilimanjaro Steel Works',
      email,
      tenderUuid: crypto.randomUUID(),
      lotUuid: crypto.randomUUID(),
      entityType: 'LOT',
    });
  const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF').toString('base64');

  it('refuses unknown tokens with the spec text', async () => {
    const result = await call(paths.verifyInvitationToken, { token: 'y'.repeat(43) });
    expect(result.body).toMatchObject({
      status: false,
      message: 'Invalid Token, Your Token Expired',
    });
  });

  it('accepts a PE invitation with a PDF proof and signs the manufacturer in', async () => {
    const { token } = await invite('PE', 'maker@zabuni.test');
    const verified = await call(paths.verifyInvitationToken, { token });
    expect(verified.body).toMatchObject({
      status: true,
      data: { variant: 'PE', status: 'PENDING' },
    });
    const checked = await call(paths.checkInvitation, { token });
    expect(checked.body).toMatchObject({ status: true, data: null });

    const noProof = await call(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: true,
    });
    expect(noProof.body).toMatchObject({ status: false, code: ResponseCode.INVALID_INPUT });
    const notPdf = await call(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: true,
      attachmentBase64: Buffer.from('GIF89a').toString('base64'),
    });
    expect(notPdf.body.status).toBe(false);

    const accepted = await server.post<Record<string, unknown>>(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: true,
      attachmentBase64: pdf,
    });
    expect(accepted.body).toMatchObject({ status: true, entityType: 'LOT', expires_in: 600 });
    expect(accepted.body.access_token).toEqual(expect.any(String));
    const role = await server.get<{ userTypeEnum: string }>(
      paths.authRole,
      accepted.body.access_token as string,
    );
    expect(role.body.userTypeEnum).toBe('MANUFACTURER');

    const twice = await call(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: false,
      reasonForRejection: 'Changed my mind',
    });
    expect(twice.body.status).toBe(false);
    const rechecked = await call(paths.checkInvitation, { token });
    expect(rechecked.body).toMatchObject({ status: true, data: { entityType: 'LOT' } });
  });

  it('needs a reason to reject, then the link is spent', async () => {
    const { token } = await invite('SOR', 'decliner@zabuni.test');
    const noReason = await call(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: false,
    });
    expect(noReason.body).toMatchObject({ status: false, message: 'This field is Required' });
    const rejected = await call(paths.invitationResponse, {
      invitationToken: token,
      hasAcceptedInvitation: false,
      reasonForRejection: 'We do not make this product',
    });
    expect(rejected.body.status).toBe(true);
    expect(rejected.body).not.toHaveProperty('access_token');
    const after = await call(paths.verifyInvitationToken, { token });
    expect(after.body.status).toBe(false);
    expect(await findUser('decliner@zabuni.test')).toBeUndefined();
  });
});

describe('throttling', () => {
  it('refuses registrations past the limit per address, counted in the database', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const result = await call(paths.registerTenderer, {
        email: `flood${i}@zabuni.test`,
        phone: 'x',
        captcha: 'x',
      });
      statuses.push(result.status);
    }
    expect(statuses).toContain(429);
    const counters = await server.db.execute<{ count: number }>(
      sql`SELECT count FROM attempt_counters WHERE scope = 'register'`,
    );
    expect(Number(counters.rows[0].count)).toBeGreaterThan(10);
  });

  it('refuses sign-in attempts past the limit per address, even with the right password', async () => {
    const email = 'sprayed@zabuni.test';
    await server.createUser({ email, password: STRONG_PASSWORD, role: 'PROCUREMENT_OFFICER' });
    // Every attempt counts, malformed ones too (they are the cheapest to send).
    const statuses: number[] = [];
    for (let i = 0; i < 201; i++) {
      statuses.push((await server.post(paths.login, { username: `guess${i}@zabuni.test` })).status);
    }
    expect(statuses.at(-1)).toBe(429);
    const right = await server.login(email, STRONG_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({ code: ResponseCode.TOO_MANY_ATTEMPTS });
  });
});
