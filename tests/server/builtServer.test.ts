import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerForTest,
  serverDir,
  startServerProcess,
  type ServerProcess,
} from './support/builtServer';
import { signHtmlRequest } from './support/signing';

const run = promisify(execFile);
const SIGNER = { email: 'built-signer@zabuni.test', password: 'Built-Signer-Passw0rd!' };
const KEY_PHRASE = 'baobab-shade-17';
const dir = serverDir('built');
let server: ServerProcess;
let base: string;

/** The production build of the server (npm run build's server half), run with node as npm start does. */
beforeAll(async () => {
  server = await startServerProcess(buildServerForTest(dir), dir, {
    ADMIN_EMAIL: SIGNER.email,
    ADMIN_PASSWORD: SIGNER.password,
    // The first document starts the worker thread (about 14 s on the shared 2-core test machine).
    SIGNING_TIMEOUT_SECONDS: '60',
  });
  base = `http://127.0.0.1:${server.port}`;
}, 240_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

type Dsms<T = unknown> = { status: boolean; code: number; message: string; data: T };

async function post<T>(pathname: string, body: unknown, token?: string): Promise<T> {
  const answer = await fetch(`${base}${pathname}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  return (await answer.json()) as T;
}

describe('the built server (dist-server, node)', () => {
  it('signs a PDF on its worker thread that pdfsig accepts, as the signature wizard asks', async () => {
    const login = await post<{ access_token: string; user: { uuid: string } }>(
      '/zabuni-uaa/auth/login',
      { username: SIGNER.email, password: SIGNER.password },
    );
    const token = login.access_token;
    const userId = login.user.uuid;
    // The wizard's steps: a key for the signer, then the document's HTML signed with its phrase.
    const key = await post<Dsms>(
      '/zabuni-dsms/api/signature/request',
      { userId, commonName: SIGNER.email, password: KEY_PHRASE },
      token,
    );
    expect(key).toMatchObject({ status: true, code: 9000 });
    const signed = await post<Dsms<{ uuid: string; sha256: string }[]>>(
      '/zabuni-dsms/api/attachment/create/sign/pdf/fromhtml',
      signHtmlRequest(
        userId,
        SIGNER.email,
        KEY_PHRASE,
        '<h1>Code of Conduct</h1><p>I undertake…</p>',
      ),
      token,
    );
    expect(signed).toMatchObject({ status: true, code: 9000 });
    const [{ uuid, sha256 }] = signed.data;
    const listed = await post<Dsms<{ hash: string }[]>>(
      '/zabuni-dsms/api/attachment/list/',
      [uuid],
      token,
    );
    const pdf = Buffer.from(listed.data[0].hash, 'base64');
    expect(crypto.createHash('sha256').update(pdf).digest('hex')).toBe(sha256);

    const file = path.join(dir, 'signed.pdf');
    fs.writeFileSync(file, pdf);
    const { stdout } = await run('pdfsig', [file]);
    expect(stdout).toContain(`Signer Certificate Common Name: ${SIGNER.email}`);
    expect(stdout).toContain('Signature Validation: Signature is Valid.');
    expect(stdout).toContain('Total document signed');
  }, 120_000);

  it('writes its log as JSON lines (production format), one per request', () => {
    const lines = server.output().trim().split('\n');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries.find((entry) => entry.route === '/zabuni-uaa/auth/login')).toMatchObject({
      level: 'info',
      msg: 'request',
      status: 200,
    });
    expect(server.output()).not.toContain(SIGNER.password);
    expect(server.output()).not.toContain(KEY_PHRASE);
  });
});
