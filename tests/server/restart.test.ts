import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-restart-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const config = loadConfig({
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  WEB_DIR: path.join(dataDir, 'no-web-app'),
  ADMIN_EMAIL: 'restart@zabuni.test',
  ADMIN_PASSWORD: 'Restart-Passw0rd!',
  // The administrator signs in with a password alone here (decision 148).
  SECOND_FACTOR_ENFORCED: 'false',
});

async function signInAndCall(port: number, query: string) {
  const base = `http://127.0.0.1:${port}`;
  const login = await fetch(`${base}/zabuni-uaa/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'restart@zabuni.test', password: 'Restart-Passw0rd!' }),
  });
  const { access_token } = (await login.json()) as { access_token: string };
  const response = await fetch(`${base}/zabuni-billing/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
    body: JSON.stringify({ query }),
  });
  return (await response.json()) as { data: Record<string, { code: number; data: unknown }> };
}

describe('the embedded database', () => {
  it('keeps the data and the first administrator sign-in across a restart', async () => {
    const first = await startServer(config);
    const created = await signInAndCall(
      first.port,
      'mutation { createUpdateChargeType(chargeTypeDto: {name: "Kept fee"}) { code } }',
    );
    expect(created.data.createUpdateChargeType.code).toBe(9000);
    await first.stop();

    const second = await startServer(config);
    const listed = await signInAndCall(
      second.port,
      '{ getAllChargeTypes { code data { totalElements content { name } } } }',
    );
    await second.stop();
    expect(listed.data.getAllChargeTypes).toEqual({
      code: 9000,
      data: { totalElements: 1, content: [{ name: 'Kept fee' }] },
    });
    // Two starts of an embedded database (every migration, the seed, a sign-in each): a minute on a
    // busy 2-core machine, beyond the default 30 s.
  }, 120_000);
});
