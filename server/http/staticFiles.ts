import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';
import {
  LOCALE_COOKIE,
  matchesPath,
  PRERENDERED_DIR,
  PRERENDERED_MANIFEST,
  type PrerenderedManifest,
} from '../../contract/prerenderedPages';
import { sendJson } from './operations';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.pdf': 'application/pdf',
};

/** Vite's output under /assets/ carries a content hash in its name: it never changes. */
const isHashed = (pathname: string) => pathname.startsWith('/assets/');

/**
 * A path the build writes a file at: under /assets/, or a name with an extension at the root
 * (favicon.ico, robots.txt). Any other path is a page of the browser app, a dot in it or not: an
 * activation link ends with an email address (/otp-verify/{token}/{phone}/{email}).
 */
const isFilePath = (pathname: string) =>
  isHashed(pathname) || (pathname.lastIndexOf('/') === 0 && path.extname(pathname) !== '');

/**
 * The built browser app, as a CDN would serve it: the precompressed twin (.br, .gz, written at build
 * time) when the browser takes it, hashed assets cached for a year, index.html revalidated every time,
 * every path that is not a built file's answered with index.html (the browser router's). A file
 * that is missing or unreadable, even one that vanished a moment ago (a redeploy), is a 404.
 */
export function createStaticFiles(webDir: string) {
  const root = path.resolve(webDir);
  const indexFile = path.join(root, 'index.html');
  const pageFile = prerenderedPageFinder(root);

  /** The built file for an address, or the page's HTML for an address of the browser app. */
  async function findFile(pathname: string, cookie: string | undefined) {
    let file = path.join(root, path.normalize(pathname));
    if (file !== root && !file.startsWith(root + path.sep)) file = '';
    let found = file ? await openFile(file) : undefined;
    // A page of the browser app: its prerendered HTML where the build made one, else index.html
    // (never for a path outside the app's folder).
    let isPage = false;
    if (!found && file && !isFilePath(pathname)) {
      isPage = true;
      file = pageFile(pathname, cookie) ?? indexFile;
      found = await openFile(file);
      if (!found && file !== indexFile) {
        file = indexFile;
        found = await openFile(file);
      }
    }
    return found && { file, found, isPage };
  }

  return async function serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendJson(res, 405, { status: 'METHOD_NOT_ALLOWED', message: 'Pages are read with GET' });
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://host').pathname);
    } catch {
      sendJson(res, 400, { status: 'BAD_REQUEST', message: 'Malformed address' });
      return;
    }
    const located = await findFile(pathname, req.headers.cookie);
    if (!located) {
      sendJson(res, 404, { status: 'NOT_FOUND', message: 'No such file' });
      return;
    }
    const { file, isPage } = located;
    const { found, encoding } = await precompressedTwin(
      file,
      located.found,
      String(req.headers['accept-encoding'] ?? ''),
    );
    const { handle, stats } = found;
    const cacheControl =
      isPage || file === indexFile
        ? 'no-cache'
        : isHashed(pathname)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=3600';
    const headers = fileHeaders(file, stats, cacheControl, isPage, encoding);
    if (req.headers['if-none-match'] === headers.etag) {
      await handle.close();
      res.writeHead(304, headers);
      res.end();
      return;
    }
    headers['content-length'] = stats.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') {
      await handle.close();
      res.end();
      return;
    }
    // The file is open: deleting it now does not cut the answer. A read error ends only this answer;
    // a browser that left, even before this line (a page closed while loading), closes the file at
    // once: pipeline destroys both ends when either fails or closes early.
    pipeline(handle.createReadStream(), res, () => undefined);
  };
}

export type StaticFiles = ReturnType<typeof createStaticFiles>;

type OpenFile = { handle: fs.promises.FileHandle; stats: fs.Stats };

async function openFile(file: string): Promise<OpenFile | undefined> {
  try {
    const handle = await fs.promises.open(file, 'r');
    const stats = await handle.stat();
    if (stats.isFile()) return { handle, stats };
    await handle.close();
  } catch {
    // Missing, a directory, or unreadable: not there.
  }
  return undefined;
}

/** The file's precompressed twin (.br, then .gz) when the browser takes it and the build wrote it. */
async function precompressedTwin(
  file: string,
  found: OpenFile,
  accepted: string,
): Promise<{ found: OpenFile; encoding?: string }> {
  for (const [name, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${name}\\b`).test(accepted)) continue;
    const twin = await openFile(file + suffix);
    if (twin) {
      await found.handle.close();
      return { found: twin, encoding: name };
    }
  }
  return { found };
}

function fileHeaders(
  file: string,
  stats: fs.Stats,
  cacheControl: string,
  isPage: boolean,
  encoding: string | undefined,
): Record<string, string | number> {
  return {
    'content-type': TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'cache-control': cacheControl,
    // A page's HTML is chosen by the language cookie too.
    vary: isPage ? 'Accept-Encoding, Cookie' : 'Accept-Encoding',
    etag: `W/"${stats.size.toString(16)}-${stats.mtimeMs.toString(16)}"`,
    'last-modified': stats.mtime.toUTCString(),
    ...(encoding && { 'content-encoding': encoding }),
  };
}

/**
 * The build's prerendered page for an address (contract/prerenderedPages.ts), in the language of the
 * visitor's cookie (the default one without it, or for a language the build has none of). None for
 * the other addresses, or when the build made none (a build without the manifest).
 */
function prerenderedPageFinder(root: string) {
  let manifest: PrerenderedManifest | undefined;
  try {
    const text = fs.readFileSync(path.join(root, PRERENDERED_DIR, PRERENDERED_MANIFEST), 'utf8');
    manifest = JSON.parse(text) as PrerenderedManifest;
  } catch {
    // No manifest (a build without it, or no build): index.html for every page.
  }
  const cookiePattern = new RegExp(`(?:^|;)\\s*${LOCALE_COOKIE}=([A-Za-z-]{2,10})\\s*(?:;|$)`);
  return (pathname: string, cookie: string | undefined): string | undefined => {
    const page = manifest?.pages.find((candidate) => matchesPath(candidate.path, pathname));
    if (!manifest || !page) return undefined;
    const wanted = cookie?.match(cookiePattern)?.[1];
    const locale = wanted && manifest.locales.includes(wanted) ? wanted : manifest.defaultLocale;
    return path.join(root, PRERENDERED_DIR, locale, page.file);
  };
}
