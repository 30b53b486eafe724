import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../../contract/services';
import { emailedLink, latestMessage, linkIn, solveCaptcha } from '../support/onboarding';
import { startTestServer, type TestServer } from '../server/support/testServer';

/**
 * The public onboarding calls do not tell which accounts exist nor give away their phone numbers
 * (issue 16, item 5; ASVS 2.2.1, 3.x enumeration, 8.3.4): forgot-password, resend-activation-link
 * and resend-code answer an unknown, an active, a waiting and a deactivated address alike, and a
 * phone number is shown masked wherever it appears in a public answer or link.
 */
const paths = restPaths('zabuni');
const PHONE = '+255714123456';
const MASKED = '+255******456';

let server: TestServer;
let waiting: { email: string; token: string };

type Answer = { status: boolean; code: number; message: string; data: unknown };

beforeAll(async () => {
  server = await startTestServer();
  await server.createUser({
    email: 'active@enumeration.test',
    password: 'Active-Passw0rd-Long!',
    role: 'PROCUREMENT_OFFICER',
  });
  const email = 'waiting@enumeration.test';
  const registered = await server.post<Answer>(paths.registerTenderer, {
    email,
    phone: PHONE,
    captcha: await solveCaptcha(server.baseUrl),
  });
  expect(registered.body.status).toBe(true);
  const link = await emailedLink(server.baseUrl, email, '/otp-verify/');
  waiting = { email, token: link.pathname.split('/')[2] };
}, 60_000);
afterAll(() => server?.stop());

/** What the caller can compare: status, code, message and data, never which account it was. */
const answerOf = ({ status, body }: { status: number; body: Answer }) => ({
  httpStatus: status,
  status: body.status,
  code: body.code,
  message: body.message,
  data: body.data,
});

const addresses = () => [
  'nobody@enumeration.test',
  'active@enumeration.test',
  waiting.email,
  'NoBody-Else@Enumeration.test',
];

describe('forgot password', () => {
  it('answers every address alike, and its limit too', async () => {
    const answers = [];
    for (const email of addresses()) {
      answers.push(
        answerOf(
          await server.post<Answer>(paths.sendResetToken, {
            email,
            captcha: await solveCaptcha(server.baseUrl),
          }),
        ),
      );
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]).toMatchObject({ httpStatus: 200, status: true });

    const again = [];
    for (const email of addresses()) {
      const answer = answerOf(
        await server.post<Answer>(paths.sendResetToken, {
          email,
          captcha: await solveCaptcha(server.baseUrl),
        }),
      );
      again.push({ ...answer, message: answer.message.replace(/\d+/g, 'n'), data: null });
    }
    expect(new Set(again.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(again[0].httpStatus).toBe(429);
  });
});

describe('resend the activation link (send-email)', () => {
  it('answers every address alike', async () => {
    const answers = [];
    for (const email of addresses()) {
      answers.push(answerOf(await server.post<Answer>(paths.sendEmail, { email })));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
  });
});

describe('resend the code (resend-token-pe)', () => {
  it('answers every address alike and names no phone number', async () => {
    const answers = [];
    for (const email of addresses()) {
      answers.push(answerOf(await server.post<Answer>(paths.resendTokenPE, { email })));
    }
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(JSON.stringify(answers[0])).not.toMatch(/714|123456/);
  });
});

describe('phone numbers in public answers and links', () => {
  it('are masked by check-if-activated', async () => {
    // The link resent above replaced the first one: wait for it and take its token.
    let token = waiting.token;
    for (let i = 0; i < 50 && token === waiting.token; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      const message = await latestMessage(server.baseUrl, waiting.email, 'EMAIL');
      token = linkIn(message, '/otp-verify/').pathname.split('/')[2];
    }
    const answer = await server.post<Answer>(paths.checkIfActivated, {
      email: waiting.email,
      activationToken: token,
    });
    expect(answer.body.status).toBe(true);
    expect(answer.body.message).toContain(MASKED);
    expect(JSON.stringify(answer.body)).not.toContain('123456');
  });

  it('are masked in the emailed activation link', async () => {
    const link = await emailedLink(server.baseUrl, waiting.email, '/otp-verify/');
    expect(decodeURIComponent(link.pathname.split('/')[3])).toBe(MASKED);
  });
});
