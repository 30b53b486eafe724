import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { describeError } from '../../server/errors';
import { lazyImport, PartUnavailableError } from '../../server/lazyImport';
import { seededDatabase, type SeededDatabase } from '../support/seededDatabases';
import { serverDir, startServerProcess, type ServerProcess } from './support/builtServer';

/**
 * What the server loads on first use, not at start (issue #42, decision 160): a start loads none of
 * it, a first use loads it and works, and code that cannot be loaded answers a clear error.
 */
const dir = serverDir('lazy-parts');
const loads = path.join(dir, 'loads.txt');
const ADMIN = { email: 'lazy-admin@zabuni.test', password: 'Lazy-Admin-Passw0rd!' };
const isEmbedded = !process.env.TEST_DATABASE_URL;
/** Packages a start must not load (PGlite too, on PostgreSQL). */
const LAZY_PACKAGES = [
  'node-forge',
  'nodemailer',
  'date-holidays',
  '@zxcvbn-ts/core',
  'csv-parse',
  'jsdom',
  'pdf-lib',
  '@simplewebauthn/server',
  'otplib',
  'qrcode',
  ...(isEmbedded ? [] : ['@electric-sql/pglite']),
];

const loaded = (name: string) =>
  fs.existsSync(loads) && fs.readFileSync(loads, 'utf8').includes(`/node_modules/${name}/`);

let database: SeededDatabase;
let server: ServerProcess;

beforeAll(async () => {
  const admin = { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
  database = await seededDatabase(admin, dir);
  const hook = pathToFileURL(path.resolve(import.meta.dirname, 'support/recordLoads.mjs')).href;
  server = await startServerProcess('server/main.ts', dir, {
    ...database.env,
    ...admin,
    NODE_OPTIONS: `--import ${hook}`,
    RECORD_LOADS: loads,
  });
}, 300_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('parts loaded on first use', () => {
  it('a start loads none of them, and the first CSV import loads csv-parse and imports', async () => {
    expect(fs.readFileSync(loads, 'utf8')).toContain('/server/main.ts');
    expect(LAZY_PACKAGES.filter(loaded)).toEqual([]);

    const login = await fetch(`http://127.0.0.1:${server.port}/zabuni-uaa/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: ADMIN.email, password: ADMIN.password }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const answer = await fetch(
      `http://127.0.0.1:${server.port}/zabuni-app/import/units_of_measure/preview?fileName=u.csv`,
      {
        method: 'POST',
        headers: { 'content-type': 'text/csv', authorization: `Bearer ${token}` },
        body: 'name,symbol\nfurlong,fur\n',
      },
    );
    const body = (await answer.json()) as { code: number };
    expect(answer.status).toBe(200);
    expect(body.code).toBe(ResponseCode.SUCCESS);
    expect(loaded('csv-parse')).toBe(true);
  }, 60_000);

  it('code that cannot be loaded answers a clear error without its stack, and is tried again', async () => {
    let tries = 0;
    const load = lazyImport('The test part', async () => {
      tries += 1;
      return import(pathToFileURL(path.join(dir, 'missing.js')).href);
    });
    const error = await load().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PartUnavailableError);
    const answered = describeError(error);
    expect(answered.code).toBe(ResponseCode.OPERATION_FAILED);
    expect(answered.message).toBe(
      'The test part is unavailable on this server right now; the operator has been told (server log)',
    );
    expect(answered.message).not.toContain('missing.js');
    await expect(load()).rejects.toBeInstanceOf(PartUnavailableError);
    expect(tries).toBe(2);
  });
});
