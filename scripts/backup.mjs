// npm run backup -- FILE: a consistent copy of the embedded database in DATA_DIR (PGlite's own dump,
// a gzipped tarball). While a server holds DATA_DIR the copy is taken through it (no downtime), with
// the token it wrote to DATA_DIR/zabuni-admin.json for its owner only; else directly.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { dataDir, fail, fileArgument, holdingDataDir, lockFile } from './embeddedData.mjs';

const file = fileArgument('backup');
if (process.env.DATABASE_URL) {
  fail('DATABASE_URL is set: back up PostgreSQL with pg_dump (see docs/operations.md).');
}
if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) fail(`No embedded database in ${dataDir}`);

const isRunning = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
};
const holder = Number.parseInt(readOr(lockFile, ''), 10);

/**
 * Writes the backup for its owner only (0600): it holds every password hash. Also over an existing
 * file, whose mode writeFileSync would keep: tightened before anything is written to it.
 */
function writePrivately(name, data) {
  const fd = fs.openSync(name, 'w', 0o600);
  try {
    fs.fchmodSync(fd, 0o600);
    fs.writeFileSync(fd, data);
  } finally {
    fs.closeSync(fd);
  }
}

function readOr(name, fallback) {
  try {
    return fs.readFileSync(name, 'utf8');
  } catch {
    return fallback;
  }
}

async function throughServer() {
  const access = readOr(path.join(dataDir, 'zabuni-admin.json'), undefined);
  if (!access)
    fail(`Process ${holder} holds ${dataDir} but left no zabuni-admin.json to ask it by`);
  const { port, token } = JSON.parse(access);
  const answer = await fetch(`http://127.0.0.1:${port}/_ops/backup`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!answer.ok) fail(`The server (process ${holder}) refused the backup: ${answer.status}`);
  return Buffer.from(await answer.arrayBuffer());
}

function directly() {
  return holdingDataDir(async () => {
    const db = await PGlite.create({ dataDir, extensions: { pg_trgm } });
    try {
      return Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer());
    } finally {
      await db.close();
    }
  });
}

if (Number.isInteger(holder) && holder > 0 && isRunning(holder)) {
  writePrivately(file, await throughServer());
  console.log(`Backed up ${dataDir} through the running server (process ${holder}) to ${file}`);
} else {
  if (fs.existsSync(lockFile)) fs.rmSync(lockFile);
  writePrivately(file, await directly());
  console.log(`Backed up ${dataDir} to ${file}`);
}
