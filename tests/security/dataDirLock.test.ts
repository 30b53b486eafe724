import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LOCK_FILE } from '../../server/db/dataDirLock';

/**
 * Only one process opens an embedded data directory: a second one exits at once naming the process
 * that holds it, and the lock of a process that died is taken over. Before the fix both opened it and
 * acknowledged writes of one were lost.
 */
const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-lock-'));
const dataDir = path.join(tempDir, 'data');
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(tempDir, { recursive: true, force: true });
});

interface Run {
  child: ChildProcess;
  output: () => string;
  /** Resolves when the server says it runs, or with its exit code when it ends first. */
  outcome: Promise<'running' | number>;
}

/** `npm run serve` as an operator runs it: its own process on the embedded database in dataDir. */
function serve(): Run {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    WEB_DIR: path.join(tempDir, 'no-web-app'),
    ADMIN_EMAIL: 'lock@zabuni.test',
    ADMIN_PASSWORD: 'Lock-Passw0rd-Long!',
    DEMO_DATA: 'false',
  };
  delete env.DATABASE_URL;
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  const outcome = new Promise<'running' | number>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Zabuni is running')) resolve('running');
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => resolve(code ?? -1));
  });
  return { child, output: () => output, outcome };
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

describe('the embedded data directory', () => {
  it('a second process exits at once naming the holder; a dead holder lock is taken over', async () => {
    const first = serve();
    expect(await first.outcome).toBe('running');
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(
      String(first.child.pid),
    );

    const startedAt = Date.now();
    const second = serve();
    expect(await second.outcome).toBe(1);
    expect(second.output()).toContain(`in use by process ${first.child.pid}`);
    expect(second.output()).not.toMatch(/\n\s+at /); // a message, not a stack trace
    // "At once": it did not open the database (or wait for it) first.
    expect(Date.now() - startedAt).toBeLessThan(15_000);

    // kill -9 leaves the lock file behind, naming a process that no longer runs.
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(true);

    const third = serve();
    expect(await third.outcome).toBe('running');
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(
      String(third.child.pid),
    );
    // It serves (on the data the first one left), and a clean stop releases the lock.
    const port = /localhost:(\d+)/.exec(third.output())?.[1];
    const health = await fetch(`http://127.0.0.1:${port}/zabuni-uaa/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ serviceHealth { service } }' }),
    });
    expect(health.status).toBe(200);
    third.child.kill('SIGTERM');
    await exited(third.child);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);
});
