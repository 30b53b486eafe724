import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OnboardingResponse } from '../../contract/onboarding';
import { restPaths } from '../../contract/services';
import { loadConfig } from '../../server/config';
import { createLogger, SERVER_MADE } from '../../server/log';
import { emailedLink, latestMessage, otpIn, solveCaptcha } from '../support/onboarding';
import { serverDir, startServerProcess } from './support/builtServer';
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

async function post<T = OnboardingResponse>(baseUrl: string, path: string, body: unknown) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: answer.status, body: (await answer.json()) as T };
}

/**
 * Signs in (right and wrong password), registers a tenderer and resets its password through the API
 * of the server at `baseUrl`, as a person would: the secrets each step used, for the log to be
 * searched for.
 */
async function signInRegisterAndReset(baseUrl: string): Promise<string[]> {
  const call = (path: string, body: unknown) => post(baseUrl, path, body);
  const login = (username: string, password: string) =>
    post<{ access_token: string; refresh_token: string }>(baseUrl, paths.login, {
      username,
      password,
    });
  const secrets: string[] = [ADMIN_PASSWORD];
  const signIn = await login(ADMIN_EMAIL, ADMIN_PASSWORD);
  secrets.push(signIn.body.access_token, signIn.body.refresh_token);
  await login(ADMIN_EMAIL, 'Wrong-Passw0rd-Given!');
  secrets.push('Wrong-Passw0rd-Given!');

  // Registration: captcha, activation link, OTP, the new password.
  const email = 'log-secrets@zabuni.test';
  const phone = '+255712345987';
  const captcha = await solveCaptcha(baseUrl);
  secrets.push(captcha, email, phone, phone.slice(1));
  await call(paths.registerTenderer, { email, phone, captcha });
  const activationToken = (await emailedLink(baseUrl, email, '/otp-verify/')).pathname.split(
    '/',
  )[2];
  secrets.push(activationToken);
  await call(paths.checkIfActivated, { email, activationToken });
  const code = otpIn(await latestMessage(baseUrl, phone, 'SMS'));
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
  const resetCaptcha = await solveCaptcha(baseUrl);
  secrets.push(resetCaptcha);
  await call(paths.sendResetToken, { email, captcha: resetCaptcha });
  const resetToken = (await emailedLink(baseUrl, email, '/reset-password/')).pathname.split('/')[2];
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
  expect((await login(email, newPassword)).status).toBe(200);
  // A failure with a stack (a malformed body) is logged too.
  await call(paths.login, '{"username": "broken');
  return secrets;
}

/** No secret in the log, emails masked only. */
function expectNoSecrets(text: string, secrets: string[]) {
  expect(text.split('\n').length).toBeGreaterThan(15);
  for (const secret of secrets) {
    expect(secret.length).toBeGreaterThan(4);
    expect(text, `the log holds ${secret}`).not.toContain(secret);
  }
  expect(text).not.toMatch(/log-secrets@/);
}

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
    // Every line's time is an ISO instant, within this test's run.
    for (const { time } of entries) {
      expect(time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      expect(Date.now() - Date.parse(String(time))).toBeLessThan(10 * 60_000);
    }
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
    const secrets = await signInRegisterAndReset(server.baseUrl);
    expectNoSecrets(log(), secrets);
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
        body: {
          otp: '12345',
          captcha: 'c2VjcmV0',
          newPassword: 'Another-Passw0rd!',
          variables: { user: { password: 'Deep-Passw0rd!' } },
        },
        headers: { authorization: 'Bearer abc.def.ghi' },
        err: failedQuery,
      },
      'sent to amina.juma@example.go.tz and +255 712 345 678',
    );
    const text = written.join('');
    for (const secret of [
      'Plain-Passw0rd!',
      '12345',
      'c2VjcmV0',
      'Another-Passw0rd!',
      'Deep-Passw0rd!',
      'abc.def',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).not.toContain('amina.juma');
    expect(text).toContain('a***@example.go.tz');
    expect(text).not.toContain('712 345');
    expect(text).not.toContain('hidden@');
    expect(text).not.toContain('argon2id');
    expect(text).toContain('Failed query');
  });

  it("writes a server-made line as it is: a proxy's numeric request id stays findable", () => {
    const written: string[] = [];
    const logger = createLogger('info', { write: (line: string) => void written.push(line) });
    logger.info({ [SERVER_MADE]: true, reqId: '255712345678', route: '/readyz' }, 'request');
    logger.info({ reqId: '255712345678' }, 'anything else');
    const [request, other] = written.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(request).toMatchObject({ reqId: '255712345678', route: '/readyz', msg: 'request' });
    expect(Object.keys(request)).not.toContain('server-made');
    expect(other.reqId).toBe('2***678');
  });
});

describe('the log format', () => {
  it('is readable lines through pino-pretty with LOG_FORMAT=pretty (npm run dev), secrets still out', async () => {
    const dir = serverDir('pretty-log');
    // server/main.ts through tsx, as `npm run dev` runs it, read from its stdout.
    const dev = await startServerProcess('server/main.ts', dir, {
      LOG_FORMAT: 'pretty',
      LOG_LEVEL: 'trace',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
    });
    try {
      const secrets = await signInRegisterAndReset(`http://127.0.0.1:${dev.port}`);
      const text = dev.output();
      // pino-pretty's shape: "[12:34:56.789] INFO: request" and the fields indented below it.
      expect(text).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request$/m);
      expect(text).toMatch(/^ {4}route: "\/zabuni-uaa\/auth\/login"$/m);
      expect(text).toMatch(/^ {4}reqId: "[0-9a-f-]{36}"$/m);
      expect(text.split('\n').filter((line) => line.startsWith('{'))).toEqual([]);
      expectNoSecrets(text, secrets);
    } finally {
      await dev.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);

  it('is JSON unless asked, and never pretty in production', () => {
    const base = { DATA_DIR: '/tmp/zabuni-log-format' };
    expect(loadConfig(base).logFormat).toBe('json');
    expect(loadConfig({ ...base, LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => loadConfig({ ...base, LOG_FORMAT: 'colourful' })).toThrow(
      'LOG_FORMAT must be one of json, pretty',
    );
    expect(() => loadConfig({ ...base, NODE_ENV: 'production', LOG_FORMAT: 'pretty' })).toThrow(
      'LOG_FORMAT=pretty is for development',
    );
  });
});
