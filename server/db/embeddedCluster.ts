import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/**
 * The embedded database's settings beside PGlite's own start parameters (decision 159). shared_buffers:
 * PGlite's 128 MB are written through at start, so they are resident from the first second; 32 MB keep
 * a list's index and heap pages hot (the pages it misses come from the operating system's file cache).
 */
export const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

// The child runs the server's TypeScript the way this process does (tsx), or the built JavaScript.
const ownFile = fileURLToPath(import.meta.url);
const childFile = path.join(path.dirname(ownFile), `embeddedInitdb${path.extname(ownFile)}`);
const loader = ownFile.endsWith('.ts')
  ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
  : [];

/** Whether `dataDir` already holds a database cluster (PostgreSQL's own marker file). */
export const hasCluster = (dataDir: string) => fs.existsSync(path.join(dataDir, 'PG_VERSION'));

/**
 * Creates the cluster of a new data directory in a child process (decision 159). PGlite's initdb is a
 * second WebAssembly instance whose memory (some 170 MB) stays resident in the process that ran it
 * for the rest of its life; in a child it is returned to the system when the child ends. Throws with
 * the child's last words when it fails.
 */
export async function createClusterApart(dataDir: string): Promise<void> {
  const child = spawn(process.execPath, [...loader, childFile, dataDir], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-2000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0 || !hasCluster(dataDir)) {
    throw new Error(
      `The embedded database could not be created in ${dataDir} (exit ${code}): ${errors.trim()}`,
    );
  }
}
