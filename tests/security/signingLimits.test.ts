import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { SIGNING_LIMITS, SIGNING_METADATA } from '../../contract/signing';
import { startTestServer, type TestServer } from '../server/support/testServer';

/**
 * Signing a document from HTML renders and signs on a worker thread, within limits of size, nesting
 * depth and time that answer a clear code, while everyone else is still served; and the key phrase
 * may be tried only a few times per user. Before the fix the render ran on the event loop (a long
 * word blocked the whole server for minutes), deep markup gave a 500 and key phrases could be
 * guessed without end.
 */
const SIGNER = { email: 'limits-signer@zabuni.test', password: 'Signer-Passw0rd-Long!' };
const KEY_PHRASE = 'baobab-tree-77';
// Long enough for a worker thread's cold start (loading the renderer) on a busy machine.
const TIMEOUT_SECONDS = 10;

let server: TestServer;
let token: string;
let signerUuid: string;

type Dsms = { status: boolean; code: number; message: string; data: unknown };

beforeAll(async () => {
  server = await startTestServer({ SIGNING_TIMEOUT_SECONDS: String(TIMEOUT_SECONDS) });
  await server.createUser({ ...SIGNER, role: 'PROCUREMENT_OFFICER' });
  const login = await server.login(SIGNER.email, SIGNER.password);
  token = login.body.access_token;
  signerUuid = login.body.user.uuid;
  const issued = await server.post<Dsms>(
    '/zabuni-dsms/api/signature/request',
    { userId: signerUuid, commonName: SIGNER.email, password: KEY_PHRASE },
    token,
  );
  expect(issued.body.code).toBe(ResponseCode.SUCCESS);
}, 60_000);
afterAll(() => server?.stop());

async function sign(html: string, passphrase = KEY_PHRASE, language = 'en') {
  const response = await fetch(
    `${server.baseUrl}/zabuni-dsms/api/attachment/create/sign/pdf/fromhtml`,
    {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-language': language,
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        userId: signerUuid,
        reason: SIGNING_METADATA.reason,
        location: SIGNING_METADATA.location,
        contactinfo: SIGNER.email,
        passphrase,
        base64html: Buffer.from(html).toString('base64'),
        attachmentDetail: {
          createdByUuid: signerUuid,
          title: 'Limits',
          description: 'Limits',
          model: SIGNING_METADATA.model,
          modelId: SIGNING_METADATA.modelId,
          modelUuid: signerUuid,
          subModule: SIGNING_METADATA.subModule,
          encrypt: SIGNING_METADATA.encrypt,
        },
      }),
    },
  );
  return { status: response.status, body: (await response.json()) as Dsms };
}

/** One round trip of the public health query, in milliseconds. */
async function healthLatency(): Promise<number> {
  const startedAt = performance.now();
  const answer = await server.graphql<{ serviceHealth: { status: string } }>(
    'uaa',
    '{ serviceHealth { status } }',
  );
  expect(answer.data?.serviceHealth.status).toBe('UP');
  return performance.now() - startedAt;
}

describe('signing a document from HTML', () => {
  it('keeps serving others while a maximal document renders, and stops it at the time limit', async () => {
    // One unbreakable 40 KB word: pdfmake needs minutes for it (measured: over 120 s).
    const slow = `<p>${'x'.repeat(40_000)}</p>`;
    const startedAt = Date.now();
    const pending = sign(slow);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const latencies: number[] = [];
    while (Date.now() - startedAt < (TIMEOUT_SECONDS - 0.5) * 1000) {
      latencies.push(await healthLatency());
      await new Promise((resolve) => setTimeout(resolve, 150));
    }
    const answer = await pending;
    expect(latencies.length).toBeGreaterThan(3);
    expect(Math.max(...latencies)).toBeLessThan(1000);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({
      status: false,
      code: ResponseCode.INVALID_INPUT,
      message: 'ERROR',
      // Whichever limit it meets first (time or the thread's memory), the signer reads why.
      data: expect.stringMatching(/too heavy to prepare/),
    });
    expect(Date.now() - startedAt).toBeLessThan((TIMEOUT_SECONDS + 10) * 1000);
    // The stopped worker is replaced: a normal document signs right after.
    expect((await sign('<h1>After</h1><p>Still signing.</p>')).body.code).toBe(
      ResponseCode.SUCCESS,
    );
  }, 60_000);

  it('refuses a document over the size limit with 413 and a message (in Swahili too)', async () => {
    const big = `<p>${'neno '.repeat(SIGNING_LIMITS.maxHtmlBytes / 5 + 10)}</p>`;
    const english = await sign(big);
    expect(english.status).toBe(413);
    expect(english.body).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      data: expect.stringMatching(/too large to sign \(at most 200 KB\)/),
    });
    const swahili = await sign(big, KEY_PHRASE, 'sw');
    expect(swahili.body.data).toMatch(/kubwa mno/);
  });

  it('refuses markup nested deeper than the limit with a clear code, not a 500', async () => {
    const depth = 5000;
    const deep = `${'<div>'.repeat(depth)}text${'</div>'.repeat(depth)}`;
    const answer = await sign(deep);
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      data: expect.stringMatching(/nested too deeply/),
    });
    // Nesting within the limit still signs.
    const fine = `${'<div>'.repeat(SIGNING_LIMITS.maxDepth - 2)}ok${'</div>'.repeat(SIGNING_LIMITS.maxDepth - 2)}`;
    expect((await sign(fine)).body.code).toBe(ResponseCode.SUCCESS);
  }, 60_000);

  it('lets a user try the key phrase 5 times per 15 minutes, counted in the database', async () => {
    const doc = '<p>Key phrase limit</p>';
    // Parallel guesses are counted before any is checked: never more than 5 get checked.
    const guesses = await Promise.all(
      Array.from({ length: 8 }, (_, i) => sign(doc, `wrong-phrase-${i}`)),
    );
    const codes = guesses.map((guess) => guess.body.code).sort();
    expect(codes.filter((code) => code === ResponseCode.INVALID_CREDENTIALS)).toHaveLength(5);
    expect(codes.filter((code) => code === ResponseCode.TOO_MANY_ATTEMPTS)).toHaveLength(3);
    // Now even the right phrase waits for the window to end, and the answer says how long.
    const blocked = await sign(doc);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      code: ResponseCode.TOO_MANY_ATTEMPTS,
      data: expect.stringMatching(/try again in 1[45] minute/),
    });
    const counted = await server.db.execute<{ count: number }>(
      sql`SELECT count FROM attempt_counters WHERE scope = 'dsms-key-phrase' AND key = ${signerUuid}`,
    );
    expect(Number(counted.rows[0].count)).toBeGreaterThanOrEqual(9);

    // When the window has passed, the right phrase signs and its wrong tries are forgotten.
    await server.db.execute(
      sql`UPDATE attempt_counters SET window_started_at = now() - interval '16 minutes' WHERE scope = 'dsms-key-phrase'`,
    );
    expect((await sign(doc)).body.code).toBe(ResponseCode.SUCCESS);
    const forgotten = await server.db.execute(
      sql`SELECT 1 FROM attempt_counters WHERE scope = 'dsms-key-phrase' AND key = ${signerUuid}`,
    );
    expect(forgotten.rows).toHaveLength(0);
  }, 60_000);
});
