import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/testServer';

const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-static-'));
const script = `console.log(${JSON.stringify('the entry script '.repeat(200))});\n`;
fs.mkdirSync(path.join(webDir, 'assets'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  `<!doctype html><title>app</title>${' '.repeat(2000)}`,
);
fs.writeFileSync(path.join(webDir, 'assets', 'index-AbC123.js'), script);
fs.writeFileSync(path.join(webDir, 'assets', 'gone-XyZ789.js'), script);
// Large enough that its answer is still being sent when the browser leaves.
fs.writeFileSync(path.join(webDir, 'assets', 'large-LmN456.js'), 'x'.repeat(8 * 1024 * 1024));
// What the build's prerender writes (scripts/firstPaint.ts): pages per language and their manifest.
for (const [locale, register, verify] of [
  ['en', 'Register as Tenderer', 'Checking your link...'],
  ['sw', 'Jisajili kama Mzabuni', 'Inakagua kiungo chako...'],
]) {
  fs.mkdirSync(path.join(webDir, 'pages', locale), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'pages', locale, 'register.html'), `<h1>${register}</h1>`);
  fs.writeFileSync(path.join(webDir, 'pages', locale, 'verify-email.html'), `<h1>${verify}</h1>`);
}
fs.writeFileSync(
  path.join(webDir, 'pages', 'pages.json'),
  JSON.stringify({
    locales: ['en', 'sw'],
    defaultLocale: 'en',
    pages: [
      { path: '/register', file: 'register.html' },
      { path: '/verify/email/:token', file: 'verify-email.html' },
    ],
  }),
);
// What `npm run build` does after vite build.
execFileSync(process.execPath, ['scripts/precompress.mjs', webDir]);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIR: webDir });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

/** A raw GET (fetch would undo the compression): status, headers and the bytes as sent. */
const get = (pathname: string, headers: Record<string, string> = {}, method = 'GET') =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>(
    (resolve, reject) => {
      const request = http.request(`${server.baseUrl}${pathname}`, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      request.on('error', reject);
      request.end(method === 'POST' ? headers['x-body'] : undefined);
    },
  );

describe('the built browser app', () => {
  it('is sent precompressed as the browser accepts, hashed assets cached for a year', async () => {
    const br = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    expect(br.body.length).toBeLessThan(script.length / 5);
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);

    const gz = await get('/assets/index-AbC123.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);

    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
    expect(plain.headers['content-type']).toMatch(/text\/javascript/);
  });

  it('revalidates index.html and answers deep links with it', async () => {
    // An activation link ends with an email address: a dot in a page's path is not a file's.
    const otp = await get('/otp-verify/a-token/255712345678/asha%40example.co.tz');
    expect(otp.status).toBe(200);
    expect(otp.headers['content-type']).toMatch(/text\/html/);
    expect((await get('/favicon-missing.ico')).status).toBe(404);
    const page = await get('/tenderers/42/show', { 'accept-encoding': 'br' });
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(page.body).toString()).toContain('<title>app</title>');
    const again = await get('/', {
      'accept-encoding': 'br',
      'if-none-match': String(page.headers.etag),
    });
    expect(again.status).toBe(304);
  });

  it("sends a public page prerendered, in the language of the visitor's cookie", async () => {
    const english = await get('/register');
    expect(english.status).toBe(200);
    expect(english.body.toString()).toBe('<h1>Register as Tenderer</h1>');
    expect(english.headers['content-type']).toMatch(/text\/html/);
    expect(english.headers['cache-control']).toBe('no-cache');
    expect(english.headers.vary).toBe('Accept-Encoding, Cookie');

    const swahili = await get('/register', { cookie: 'theme=dark; zabuni-locale=sw' });
    expect(swahili.body.toString()).toBe('<h1>Jisajili kama Mzabuni</h1>');
    // As the router matches: any letter case, a trailing slash, a link's token.
    expect((await get('/Register/', { cookie: 'zabuni-locale=sw' })).body.toString()).toBe(
      '<h1>Jisajili kama Mzabuni</h1>',
    );
    expect((await get('/verify/email/a-token')).body.toString()).toBe(
      '<h1>Checking your link...</h1>',
    );

    // A language the build has no pages in, or a cookie that tries to leave the folder: the default.
    for (const cookie of ['zabuni-locale=fr', 'zabuni-locale=../..', 'zabuni-locale=']) {
      expect((await get('/register', { cookie })).body.toString()).toBe(
        '<h1>Register as Tenderer</h1>',
      );
    }
    // An address the build prerendered nothing for gets index.html, a token link without its token
    // too.
    for (const pathname of ['/verify/email', '/otp-verify/t/255712345678/a%40b.tz', '/users']) {
      expect((await get(pathname)).body.toString()).toContain('<title>app</title>');
    }
  });

  it('answers a missing file, or one deleted while running, with 404 and keeps running', async () => {
    const missing = await get('/assets/never-built.js');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-type']).toMatch(/application\/json/);
    for (const suffix of ['', '.br', '.gz']) {
      fs.rmSync(path.join(webDir, 'assets', `gone-XyZ789.js${suffix}`));
    }
    const gone = await get('/assets/gone-XyZ789.js', { 'accept-encoding': 'br' });
    expect(gone.status).toBe(404);
    // Dot segments are resolved inside the app's folder: a page of the app, never the machine's file.
    const outside = await get('/%2e%2e/%2e%2e/etc/hostname');
    expect(outside.body.toString()).toContain('<title>app</title>');
    expect(outside.body.toString()).not.toContain(os.hostname());
    expect((await get('/healthz')).status).toBe(200);
  });

  it('closes the file at once when the browser leaves, before the answer or during it', async () => {
    // The server runs in this process: the files it holds open are in /proc/self/fd.
    const openFiles = () =>
      fs.readdirSync('/proc/self/fd').filter((fd) => {
        try {
          return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(webDir);
        } catch {
          return false; // closed while listed
        }
      }).length;
    const leave = (when: 'at once' | 'mid-answer') =>
      new Promise<void>((resolve) => {
        const request = http.get(`${server.baseUrl}/assets/large-LmN456.js`, (res) => {
          res.once('data', () => {
            res.destroy();
            resolve();
          });
        });
        request.on('error', () => resolve());
        if (when === 'at once') setImmediate(() => request.destroy());
      });
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => leave(i % 2 === 0 ? 'at once' : 'mid-answer')),
    );
    await expect.poll(openFiles, { timeout: 5000 }).toBe(0);
  });

  it('compresses JSON answers above 1 KB, and not small ones', async () => {
    const query = JSON.stringify({ query: '{ __schema { types { name } } }' });
    const big = await get(
      '/zabuni-uaa/graphql',
      { 'content-type': 'application/json', 'accept-encoding': 'gzip', 'x-body': query },
      'POST',
    );
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('gzip');
    expect(
      JSON.parse(zlib.gunzipSync(big.body).toString()).data.__schema.types.length,
    ).toBeGreaterThan(10);
    const small = await get('/zabuni-uaa/no-such-call', { 'accept-encoding': 'gzip, br' });
    expect(small.status).toBe(404);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toMatchObject({ status: false });
  });
});
