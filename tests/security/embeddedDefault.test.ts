import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restPaths } from '../../contract/services';
import { loadConfig } from '../../server/config';
import { privateDataDir } from '../../server/db/privateDataDir';
import { outboxMessages } from '../../server/db/schema/onboarding';
import { startServer } from '../../server/main';
import { seededDatabase, type SeededDatabase } from '../support/seededDatabases';
import { insertUserWithRole } from '../support/users';

/**
 * The embedded default keeps to this machine (issue #37): it listens on 127.0.0.1; the outbox, which
 * holds every reset link, answers only callers on this machine and signed-in platform administrators
 * (before, anyone on the network read the first administrator's reset link there); DATA_DIR and the
 * backups are their owner's only; production refuses to start with mail going to the outbox.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-embedded-default-'));
const ADMIN = { email: 'first-admin@zabuni.test', password: 'First-Admin-Passw0rd!' };
const OFFICER = { email: 'officer@zabuni.test', password: 'Officer-Passw0rd-Long!' };
const RESET_LINK = 'http://localhost/reset-password/secret-reset-token';
const isEmbedded = !process.env.TEST_DATABASE_URL;

/** An IPv4 address of this machine that is not loopback: other machines reach the server there. */
const outside = Object.values(os.networkInterfaces())
  .flat()
  .find((nic) => nic && nic.family === 'IPv4' && !nic.internal)?.address;

let server: Awaited<ReturnType<typeof startServer>>;
let database: SeededDatabase;
let dataDir: string;
/** Files of the data directory before the server started, as the copy left them: open to anyone. */
let before: { file: string; ino: number; mtimeMs: number }[];
let adminToken: string;
let officerToken: string;

/** Every file and folder under `dir`. */
const entriesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => path.join(dir, name));
const openToOthers = (file: string) => (fs.lstatSync(file).mode & 0o077) !== 0;

beforeAll(async () => {
  const databaseEnv = {
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    // The administrator signs in with a password alone here (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    DEMO_DATA: 'false',
  };
  database = await seededDatabase(databaseEnv, tempDir);
  dataDir = path.join(tempDir, 'data');
  if (isEmbedded) {
    // A data directory as earlier versions left it: 0755, PGlite's files 0666.
    fs.chmodSync(dataDir, 0o755);
    before = entriesUnder(dataDir)
      .filter(openToOthers)
      .map((file) => {
        const { ino, mtimeMs } = fs.lstatSync(file);
        return { file, ino, mtimeMs };
      });
  }
  // Every interface: the same server is reached from loopback and from this machine's other address.
  const config = loadConfig({
    PORT: '0',
    HOST: '0.0.0.0',
    WEB_DIR: path.join(tempDir, 'no-web-app'),
    LOG_LEVEL: 'silent',
    ...databaseEnv,
    ...database.env,
  });
  server = await startServer(config, () => {});
  const { db } = server.database;
  await db.insert(outboxMessages).values({
    channel: 'EMAIL',
    recipient: ADMIN.email,
    subject: 'Reset your password',
    body: `Open ${RESET_LINK} to choose a new password.`,
  });
  await insertUserWithRole(db, { ...OFFICER, role: 'PROCUREMENT_OFFICER' });
  adminToken = await signIn(ADMIN);
  officerToken = await signIn(OFFICER);
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await database?.drop();
  fs.rmSync(tempDir, { recursive: true, force: true });
});

async function signIn({ email, password }: { email: string; password: string }) {
  const answer = await fetch(`http://127.0.0.1:${server.port}${restPaths('zabuni').login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: email, password }),
  });
  const body = (await answer.json()) as { access_token?: string };
  if (!body.access_token) throw new Error(`Sign-in of ${email} failed: ${answer.status}`);
  return body.access_token;
}

/** A GET to the server at `address` with exactly these headers (fetch would not send a Host of ours). */
function get(address: string, pathname: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; body: string; headers: http.IncomingHttpHeaders }>(
    (resolve, reject) => {
      const request = http.get(
        { host: address, port: server.port, path: pathname, headers },
        (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, body, headers: response.headers }),
          );
        },
      );
      request.on('error', reject);
    },
  );
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the outbox', () => {
  it.skipIf(!outside)(
    'from the network: nothing for a signed-out caller or anyone but a platform administrator',
    async () => {
      for (const pathname of ['/dev/outbox', '/dev/outbox/view', `/dev/outbox?to=${ADMIN.email}`]) {
        const answer = await get(outside!, pathname);
        expect(answer.status, pathname).toBe(404);
        expect(answer.body).not.toContain(RESET_LINK);
        // Answered as any unknown path is: nothing says an outbox exists.
        const unknown = await get(outside!, '/dev/nothing-here');
        expect(JSON.parse(answer.body)).toMatchObject({
          code: JSON.parse(unknown.body).code,
          message: expect.stringMatching(/^No such call: GET \/dev\/outbox/),
        });
      }
      const officer = await get(outside!, '/dev/outbox', bearer(officerToken));
      expect(officer.status).toBe(404);
      expect(officer.body).not.toContain(RESET_LINK);
      const admin = await get(outside!, '/dev/outbox', bearer(adminToken));
      expect(admin.status).toBe(200);
      expect(admin.body).toContain(RESET_LINK);
      expect((await get(outside!, '/dev/outbox/view', bearer(adminToken))).status).toBe(200);
    },
  );

  it('on this machine: the outbox, unless a proxy here forwards a caller from the network', async () => {
    const json = await get('127.0.0.1', '/dev/outbox');
    expect(json.status).toBe(200);
    expect(json.body).toContain(RESET_LINK);
    expect((await get('127.0.0.1', '/dev/outbox/view')).body).toContain(RESET_LINK);
    // The proxy connects from loopback and is not in TRUST_PROXY: its headers still say who it serves.
    const forwardedFromTheNetwork: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { forwarded: 'for="[2001:db8::9]:4711"' },
      { forwarded: 'proto=https' },
    ];
    for (const headers of forwardedFromTheNetwork) {
      const answer = await get('127.0.0.1', '/dev/outbox', headers);
      expect(answer.status, JSON.stringify(headers)).toBe(404);
    }
    // A proxy that forwards a caller on this machine changes nothing.
    expect((await get('127.0.0.1', '/dev/outbox', { 'x-forwarded-for': '::1' })).status).toBe(200);
  });

  it('on this machine: nothing for a web page that rebound its name to 127.0.0.1', async () => {
    const host = { host: `attacker.example:${server.port}` };
    expect((await get('127.0.0.1', '/dev/outbox', host)).status).toBe(404);
    expect((await get('127.0.0.1', '/dev/outbox', { host: 'localhost' })).status).toBe(200);
    // Nor may another site read it through a browser here (no CORS grant).
    const crossSite = await get('127.0.0.1', '/dev/outbox', { origin: 'https://attacker.example' });
    expect(crossSite.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('where the embedded default listens', () => {
  it('is this machine only unless HOST says otherwise; a PostgreSQL deployment keeps 0.0.0.0', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/zabuni' }).host).toBe('0.0.0.0');
  });
});

describe.skipIf(!isEmbedded)('the data directory', () => {
  it('is its owner’s only after start, with what was left open in it tightened', () => {
    expect(before.length).toBeGreaterThan(100);
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    // The same files (PGlite replaces a few at start with new ones, 0666 again: the 0700 holds them;
    // a new one may reuse the inode number of the one it replaced, but not its modification time).
    const isTheSame = ({ file, ino, mtimeMs }: (typeof before)[number]) => {
      const now = fs.lstatSync(file, { throwIfNoEntry: false });
      return now?.ino === ino && now.mtimeMs === mtimeMs;
    };
    const stillOpen = before.filter((entry) => isTheSame(entry) && openToOthers(entry.file));
    expect(stillOpen).toEqual([]);
  });

  it('is created 0700 when new', () => {
    const fresh = path.join(tempDir, 'fresh', 'data');
    privateDataDir(fresh);
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
  });
});

/** npm run backup / restore as an operator runs them. */
const script = (name: 'backup' | 'restore', file: string, dir: string) =>
  new Promise<{ status: number; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${name}.mjs`, file],
      { cwd: root, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: '' }, encoding: 'utf8' },
      (error, _stdout, stderr) => resolve({ status: error ? Number(error.code ?? 1) : 0, stderr }),
    );
  });

describe.skipIf(!isEmbedded)('backups', () => {
  it('are written 0600, also over an earlier file open to others', async () => {
    const file = path.join(tempDir, 'backup.tar.gz');
    fs.writeFileSync(file, 'an earlier backup', { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    const backup = await script('backup', file, dataDir);
    expect(backup.status, backup.stderr).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('are restored into a data directory that is its owner’s only', async () => {
    const restored = path.join(tempDir, 'restored');
    fs.mkdirSync(restored, { mode: 0o755 });
    fs.chmodSync(restored, 0o755);
    const restore = await script('restore', path.join(tempDir, 'backup.tar.gz'), restored);
    expect(restore.status, restore.stderr).toBe(0);
    expect(fs.statSync(restored).mode & 0o777).toBe(0o700);
  }, 60_000);
});

describe('production', () => {
  const production = {
    NODE_ENV: 'production',
    DATABASE_URL: 'postgres://127.0.0.1:1/never-reached',
    JWT_SECRET: 'a-production-secret-of-at-least-32-characters',
    PUBLIC_URL: 'https://zabuni.example.go.tz',
    SMTP_URL: 'smtp://mail.example.go.tz:587',
    SMS_WEBHOOK_URL: 'https://sms.example.go.tz/send',
  };

  it('refuses to start with mail going to the outbox, naming the setting to give', async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...production, PORT: '0' };
    delete env.SMTP_URL;
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toMatch(/set SMTP_URL .*when NODE_ENV=production/);
    expect(output).toMatch(/outbox/);
    expect(output).not.toMatch(/SMS_WEBHOOK_URL/);
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  }, 60_000);

  it('names the SMS gateway when that is what is missing, and starts with both', () => {
    const { SMS_WEBHOOK_URL: _sms, ...withoutSms } = production;
    expect(() => loadConfig(withoutSms)).toThrow(/set SMS_WEBHOOK_URL .*outbox/);
    expect(() => loadConfig(withoutSms)).not.toThrow(/SMTP_URL/);
    expect(loadConfig(production).isProduction).toBe(true);
  });
});
