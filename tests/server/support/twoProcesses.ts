import crypto from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/main';

export type Instance = Awaited<ReturnType<typeof startServer>>;

/**
 * Two app processes on one fresh database of the PostgreSQL server at `serverUrl` (TEST_DATABASE_URL),
 * as a deployment behind a load balancer runs them. `together`: both start at once, migrating and
 * seeding under the advisory lock; otherwise the first has seeded before the second starts. `stop`
 * stops both and drops the database.
 */
export async function startTwoProcesses(
  serverUrl: string,
  options: {
    name: string;
    adminEmail: string;
    adminPassword: string;
    together: boolean;
    /** Forced enrolment and step-up on (decision 148); off by default, as in the other tests. */
    secondFactorEnforced?: boolean;
  },
): Promise<{ instances: Instance[]; base(i: number): string; stop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const dbName = `zabuni_${options.name}_${crypto.randomBytes(5).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${dbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${dbName}`;
  const config = () =>
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      DATABASE_URL: url.toString(),
      WEB_DIR: path.join(os.tmpdir(), 'zabuni-no-web-app'),
      ADMIN_EMAIL: options.adminEmail,
      ADMIN_PASSWORD: options.adminPassword,
      SECOND_FACTOR_ENFORCED: options.secondFactorEnforced ? 'true' : 'false',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
    });
  const start = () => startServer(config(), () => {});
  const instances = options.together
    ? await Promise.all([start(), start()])
    : [await start(), await start()];
  return {
    instances,
    base: (i) => `http://127.0.0.1:${instances[i].port}`,
    async stop() {
      for (const instance of instances) await instance.stop();
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await admin.end();
    },
  };
}
