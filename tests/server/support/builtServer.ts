import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;

/**
 * Builds the server as `npm run build` does (scripts/build-server.mjs), into a temporary folder of
 * its own so that test files building at once do not overwrite each other; its packages are the
 * repository's (node_modules linked beside it). Returns the built main.js.
 */
export function buildServerForTest(dir: string): string {
  const outDir = path.join(dir, 'build');
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', outDir], {
    cwd: root,
    encoding: 'utf8',
  });
  if (build.status !== 0) throw new Error(`The server build failed: ${build.stderr}`);
  fs.symlinkSync(path.join(root, 'node_modules'), path.join(outDir, 'node_modules'), 'dir');
  return path.join(outDir, 'server', 'main.js');
}

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  /** Everything the process wrote to stdout so far (colour codes removed). */
  output: () => string;
  /** Everything it wrote to stderr so far (also passed on to this process's stderr). */
  errorOutput: () => string;
  exited: Promise<{ code: number | null; at: number }>;
  /** SIGTERM, then waits for the exit. */
  stop: () => Promise<void>;
}

/**
 * Starts the server as its own process, as an operator does: `main` is a built main.js (run with node,
 * as `npm start`) or server/main.ts (run through tsx, as `npm run dev`). Embedded database in
 * `dir`, API only, a free port read from its start-up line.
 */
export async function startServerProcess(
  main: string,
  dir: string,
  env: Record<string, string> = {},
): Promise<ServerProcess> {
  const loader = main.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child = spawn(process.execPath, [...loader, main], {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(dir, 'data'),
      WEB_DIR: path.join(dir, 'no-web-app'),
      DEMO_DATA: 'false',
      DATABASE_URL: '',
      NO_COLOR: '1',
      // The administrator signs in with a password alone here (decision 148).
      SECOND_FACTOR_ENFORCED: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errorOutput = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString().replace(ANSI, '')));
  child.stderr?.on('data', (chunk: Buffer) => {
    errorOutput += chunk.toString();
    process.stderr.write(chunk);
  });
  const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
    child.once('exit', (code) => resolve({ code, at: Date.now() })),
  );
  const port = await new Promise<number>((resolve, reject) => {
    const look = () => {
      const found = /running on http:\/\/localhost:(\d+)/.exec(output);
      if (found) resolve(Number(found[1]));
    };
    child.stdout?.on('data', look);
    child.once('exit', () => reject(new Error(`The server ended: ${output}`)));
  });
  return {
    child,
    port,
    output: () => output,
    errorOutput: () => errorOutput,
    exited,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** A temporary folder for one test file's server, removed with `fs.rmSync` in its afterAll. */
export const serverDir = (name: string) =>
  fs.mkdtempSync(path.join(os.tmpdir(), `zabuni-${name}-`));
