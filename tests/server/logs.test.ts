import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingResponse } from '../../contract/onboarding';
import { restPaths } from '../../contract/services';
import { createLogger } from '../../server/log';
import { latestMessage, linkIn, otpIn, solveCaptcha } from '../support/onboarding';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const paths = restPaths('zabuni');
const lines: string[] = [];
const log = () => lines.join('');

let server: TestServer;
beforeAll(async () => {
  // The most a production log could hold: every level.
  server = await startTestServer(
    { LOG_LEVEL: 'trace' },
    {},
    {
      logDestination: { write: (line: string) => void lines.push(line) },
    },
  );
});
afterAll(async () => {
  await server?.stop();
});

const call = (path: string, body: unknown) => server.post<OnboardingResponse>(path, body);

describe('the server log', () => {
  it('has one JSON line per request, with its id, route, status and user', async () => {
    const answer = await fetch(`${server.baseUrl}/zabuni-uaa/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
    });
    const requestId = answer.headers.get('x-request-id');
    const { access_token } = (await answer.json()) as { access_token: string };
    await server.envelope('billing', '{ getAllChargeTypes { code } }', undefined, access_token);
    const entries = log()
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const login = entries.find((entry) => entry.reqId === requestId && entry.msg === 'request');
    expect(login).toMatchObject({
      level: 'info',
      method: 'POST',
      route: '/zabuni-uaa/auth/login',
      status: 200,
      durationMs: expect.any(Number),
    });
    const listed = entries.find((entry) => entry.operation === 'getAllChargeTypes');
    expect(listed).toMatchObject({
      route: '/zabuni-billing/graphql',
      status: 200,
      code: '9000',
      user: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('holds none of the secrets of a sign-in, a registration and a password reset', async () => {
    const secrets: string[] = [ADMIN_PASSWORD];
    const signIn = await server.login(ADMIN_EMAIL, ADMIN_PASSWORD);
    secrets.push(signIn.body.access_token, signIn.body.refresh_token);
    await server.login(ADMIN_EMAIL, 'Wrong-Passw0rd-Given!');
    secrets.push('Wrong-Passw0rd-Given!');

    // Registration: captcha, activation link, OTP, the new password.
    const email = 'log-secrets@zabuni.test';
    const phone = '+255712345987';
    const captcha = await solveCaptcha(server.baseUrl);
    secrets.push(captcha, email, phone, phone.slice(1));
    await call(paths.registerTenderer, { email, phone, captcha });
    const activationToken = linkIn(
      await latestMessage(server.baseUrl, email, 'EMAIL'),
      '/otp-verify/',
    ).pathname.split('/')[2];
    secrets.push(activationToken);
    await call(paths.checkIfActivated, { email, activationToken });
    const code = otpIn(await latestMessage(server.baseUrl, phone, 'SMS'));
    secrets.push(code);
    const verified = await call(paths.resetPasswordTokenPE, { otpToken: code, activationToken });
    const passwordToken = (verified.body.data as { activationToken: string }).activationToken;
    secrets.push(passwordToken);
    const registeredPassword = 'Log-Secret-Lake-Mango-42';
    secrets.push(registeredPassword);
    const created = await call(paths.createPassword, {
      newPassword: registeredPassword,
      confirmPassword: registeredPassword,
      activationToken: passwordToken,
    });
    expect(created.body.status).toBe(true);

    // Password reset: captcha, reset link, the new password.
    const resetCaptcha = await solveCaptcha(server.baseUrl);
    secrets.push(resetCaptcha);
    await call(paths.sendResetToken, { email, captcha: resetCaptcha });
    const resetToken = linkIn(
      await latestMessage(server.baseUrl, email, 'EMAIL'),
      '/reset-password/',
    ).pathname.split('/')[2];
    secrets.push(resetToken);
    const landing = await call(paths.resetPasswordToken, { resetToken });
    const newToken = (landing.body.data as { activationToken: string }).activationToken;
    secrets.push(newToken);
    const newPassword = 'Log-Reset-River-Stone-77';
    secrets.push(newPassword);
    const reset = await call(paths.createPassword, {
      newPassword,
      confirmPassword: newPassword,
      activationToken: newToken,
    });
    expect(reset.body.status).toBe(true);
    expect((await server.login(email, newPassword)).status).toBe(200);
    // A failure with a stack (a malformed body) is logged too.
    await server.post(paths.login, '{"username": "broken');

    const text = log();
    expect(text.split('\n').length).toBeGreaterThan(15);
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(4);
      expect(text, `the log holds ${secret}`).not.toContain(secret);
    }
    // Emails appear masked only.
    expect(text).not.toMatch(/log-secrets@/);
  });
});

describe('the logger', () => {
  it('redacts secrets by key and masks emails, phone numbers and query parameters anywhere', () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    const failedQuery = new Error(
      'Failed query: insert into users (email) values ($1)\nparams: hidden@zabuni.test,$argon2id$v=19',
    );
    logger.info(
      {
        password: 'Plain-Passw0rd!',
        body: { otp: '12345', captcha: 'c2VjcmV0', newPassword: 'Another-Passw0rd!' },
        headers: { authorization: 'Bearer abc.def.ghi' },
        err: failedQuery,
      },
      'sent to amina.juma@example.go.tz and +255 712 345 678',
    );
    const text = written.join('');
    for (const secret of ['Plain-Passw0rd!', '12345', 'c2VjcmV0', 'Another-Passw0rd!', 'abc.def']) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('amina.juma');
    expect(text).toContain('a***@example.go.tz');
    expect(text).not.toContain('712 345');
    expect(text).not.toContain('hidden@');
    expect(text).not.toContain('argon2id');
    expect(text).toContain('Failed query');
  });
});
