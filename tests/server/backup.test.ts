import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-backup-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const EMAIL = 'backup@zabuni.test';
const PASSWORD = 'Backup-Passw0rd!';

const configFor = (dataDir: string) =>
  loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    WEB_DIR: path.join(root, 'no-web-app'),
    ADMIN_EMAIL: EMAIL,
    ADMIN_PASSWORD: PASSWORD,
    // The administrator signs in with a password alone here (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    DEMO_DATA: 'false',
    LOG_LEVEL: 'silent',
  });

/** npm run backup / restore, as an operator runs them (not blocking: the server is in this process). */
const run = (script: 'backup' | 'restore', file: string, dataDir: string) =>
  new Promise<{ status: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      process.execPath,
      [`scripts/${script}.mjs`, file],
      { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, encoding: 'utf8' },
      (error, stdout, stderr) =>
        resolve({ status: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });

async function call(port: number, query: string) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/zabuni-uaa/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: EMAIL, password: PASSWORD }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${base}/zabuni-billing/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, { code: number; data: unknown }> };
}
const create = (port: number, name: string) =>
  call(port, `mutation { createUpdateChargeType(chargeTypeDto: {name: "${name}"}) { code } }`);
const names = async (port: number) =>
  (
    (await call(port, '{ getAllChargeTypes { data { content { name } } } }')).data.getAllChargeTypes
      .data as { content: { name: string }[] }
  ).content
    .map((row) => row.name)
    .sort();

describe('backup and restore of the embedded database', () => {
  it('copies a running server’s data, and restores exactly that into an empty directory', async () => {
    const dataDir = path.join(root, 'data');
    const server = await startServer(configFor(dataDir), () => {});
    const file = path.join(root, 'backup.tar.gz');
    try {
      expect(
        (await create(server.port, 'Before the backup')).data.createUpdateChargeType.code,
      ).toBe(9000);
      // Only the data directory's owner can read the way in.
      expect(fs.statSync(path.join(dataDir, 'zabuni-admin.json')).mode & 0o077).toBe(0);
      const backup = await run('backup', file, dataDir);
      expect(backup.status, backup.stderr).toBe(0);
      expect(backup.stdout).toMatch(/through the running server/);
      await create(server.port, 'After the backup');
      // Without the token, nobody gets the data.
      const guess = await fetch(`http://127.0.0.1:${server.port}/_ops/backup`, { method: 'POST' });
      expect(guess.status).toBe(404);
    } finally {
      await server.stop();
    }

    // A non-empty directory is refused, and left as it was.
    const refused = await run('restore', file, dataDir);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/is not empty/);

    const restoredDir = path.join(root, 'restored');
    const restore = await run('restore', file, restoredDir);
    expect(restore.status, restore.stderr).toBe(0);
    const restored = await startServer(configFor(restoredDir), () => {});
    try {
      expect(await names(restored.port)).toEqual(['Before the backup']);
    } finally {
      await restored.stop();
    }

    // With no server holding it, the copy is taken directly.
    const direct = await run('backup', path.join(root, 'direct.tar.gz'), dataDir);
    expect(direct.status, direct.stderr).toBe(0);
    expect(direct.stdout).not.toMatch(/through the running server/);
    const again = path.join(root, 'again');
    expect((await run('restore', path.join(root, 'direct.tar.gz'), again)).status).toBe(0);
    const last = await startServer(configFor(again), () => {});
    try {
      expect(await names(last.port)).toEqual(['After the backup', 'Before the backup']);
    } finally {
      await last.stop();
    }
  }, 240_000);
});
