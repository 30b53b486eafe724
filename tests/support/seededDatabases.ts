import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../../server/config';
import { startServer } from '../../server/main';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run keeps its seeded templates (a folder, and a prefix for PostgreSQL's). */
    seededTemplates: { dir: string; prefix: string };
  }
}

/**
 * Test servers start on a copy of a database seeded once per run and per configuration: on the
 * embedded database, initdb, the migrations and the seed cost about ten seconds of CPU per server
 * (three on PostgreSQL), and the server suite starts some fifty. A copy is the same state the server
 * would reach itself; the migrations and the seed still run on every start, finding nothing to do.
 * The first server of each configuration builds the template through the real start-up.
 */
export default async function setUpTemplates(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-templates-'));
  const prefix = `zabuni_template_${crypto.randomBytes(4).toString('hex')}_`;
  project.provide('seededTemplates', { dir, prefix });
  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (!serverUrl) return;
    await withClient(serverUrl, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
        [prefix],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE "${datname}" WITH (FORCE)`);
    });
  };
}

/** What a server's environment says about the database it starts on: DATA_DIR or DATABASE_URL. */
export interface SeededDatabase {
  env: { DATA_DIR: string } | { DATABASE_URL: string };
  drop(): Promise<void>;
}

/**
 * A fresh database for one server started with `env`: an embedded one under `tempDir`, or one on
 * the PostgreSQL server of TEST_DATABASE_URL (unless `embedded`); copied from the run's template
 * for `env`.
 */
export async function seededDatabase(
  env: Record<string, string>,
  tempDir: string,
  { embedded = false }: { embedded?: boolean } = {},
): Promise<SeededDatabase> {
  const serverUrl = embedded ? undefined : process.env.TEST_DATABASE_URL;
  const templates = inject('seededTemplates');
  // Whatever a test sets may shape what the first start stores (the first administrator, demo data).
  const key = crypto
    .createHash('sha256')
    .update(JSON.stringify(sorted(env)))
    .digest('hex');
  if (serverUrl) {
    const template = `${templates.prefix}${key.slice(0, 16)}`;
    const name = `zabuni_test_${crypto.randomBytes(6).toString('hex')}`;
    const url = await withClient(serverUrl, async (client) => {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [
        template,
      ]);
      if (!rowCount) await seedTemplate(env, { DATABASE_URL: await create(client, template) });
      return create(client, name, template);
    });
    return {
      env: { DATABASE_URL: url },
      drop: () =>
        withClient(serverUrl, (client) =>
          client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
        ).then(() => {}),
    };
  }
  const template = path.join(templates.dir, key);
  await builtOnce(template, async () => {
    // Built aside and renamed into place, so a half-built template is never copied.
    const building = fs.mkdtempSync(path.join(templates.dir, 'building-'));
    await seedTemplate(env, { DATA_DIR: building });
    fs.renameSync(building, template);
  });
  const dataDir = path.join(tempDir, 'data');
  fs.cpSync(template, dataDir, { recursive: true });
  return { env: { DATA_DIR: dataDir }, drop: async () => {} };

  /** CREATE DATABASE (from a template); answers its URL on the same server. */
  async function create(client: pg.Client, name: string, from?: string) {
    const statement = `CREATE DATABASE "${name}"${from ? ` TEMPLATE "${from}"` : ''}`;
    // The template's last connections may still be closing (55006: "being accessed by other users").
    for (let attempt = 1; ; attempt++) {
      try {
        await client.query(statement);
        break;
      } catch (error) {
        if ((error as { code?: string }).code !== '55006' || attempt === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    return url.toString();
  }
}

/**
 * Runs `build` unless `target` exists, once across the run's workers (the end-to-end files run two
 * at a time): the first worker to take the lock (a folder beside the target) builds, the others wait
 * for the target, or take the lock in turn if the builder failed and let it go.
 */
async function builtOnce(target: string, build: () => Promise<void>) {
  const lock = `${target}.lock`;
  const deadline = Date.now() + 5 * 60_000;
  const taken = () => {
    try {
      fs.mkdirSync(lock);
      return true;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw error;
    }
  };
  while (!fs.existsSync(target)) {
    if (!taken()) {
      if (Date.now() > deadline) throw new Error(`Waited 5 minutes for ${target} to be built`);
      await new Promise((resolve) => setTimeout(resolve, 250));
      continue;
    }
    try {
      if (!fs.existsSync(target)) await build();
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
}

/** The real start-up, once, on the template's database; stopped, so nothing holds it open. */
async function seedTemplate(env: Record<string, string>, database: SeededDatabase['env']) {
  const server = await startServer(
    loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      ...env,
      ...database,
    }),
    () => {},
  );
  await server.stop();
}

const sorted = (env: Record<string, string>) =>
  Object.fromEntries(Object.entries(env).sort(([a], [b]) => a.localeCompare(b)));

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
