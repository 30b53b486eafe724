import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { sendJson } from './operations';

/** The embedded database's backups through the running server (`npm run backup`). */
export const BACKUP_PATH = '/_ops/backup';
/** In DATA_DIR, readable by its owner only: where and with what token the backup is asked for. */
export const ACCESS_FILE = 'zabuni-admin.json';

const isLoopback = (address: string | undefined) =>
  address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1';

/**
 * Writes DATA_DIR/zabuni-admin.json (mode 0600: only the account that runs the server, or root, can
 * read it) with this run's port and a fresh token; the backup command reads it. Answers the token and
 * a function that removes the file.
 */
export function openBackupAccess(dataDir: string, port: number) {
  const token = crypto.randomBytes(32).toString('base64url');
  const file = path.join(dataDir, ACCESS_FILE);
  fs.rmSync(file, { force: true });
  // A new file ('wx'): a mode is only given to a file as it is created.
  fs.writeFileSync(file, JSON.stringify({ port, token, pid: process.pid }), {
    mode: 0o600,
    flag: 'wx',
  });
  return {
    token,
    close: () => fs.rmSync(file, { force: true }),
  };
}

/** POST /_ops/backup from this machine with the file's token: the dump, as a gzipped tarball. */
export async function answerBackup(
  req: IncomingMessage,
  res: ServerResponse,
  token: string,
  dump: () => Promise<Blob>,
) {
  const given = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
  const expected = Buffer.from(token);
  const allowed =
    req.method === 'POST' &&
    isLoopback(req.socket.remoteAddress) &&
    given.length === token.length &&
    crypto.timingSafeEqual(Buffer.from(given), expected);
  if (!allowed) {
    sendJson(res, 404, { status: 'NOT_FOUND', message: 'No such call' });
    return;
  }
  const data = Buffer.from(await (await dump()).arrayBuffer());
  res.writeHead(200, {
    'content-type': 'application/gzip',
    'content-length': data.length,
    'cache-control': 'no-store',
  });
  res.end(data);
}
