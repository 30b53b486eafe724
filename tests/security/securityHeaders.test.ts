import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_START_SCRIPT } from '../../contract/prerenderedPages';
import { graphqlPath } from '../../contract/services';
import { startTestServer, type TestServer } from '../server/support/testServer';

/**
 * Every answer, the app's pages and the API, carries the browser protections: a CSP whose one inline
 * script is index.html's start of the app, allowed by its hash, and with frame-ancestors 'none', nosniff, a referrer policy, a permissions policy, and HSTS
 * only when the request came over HTTPS through a proxy named in TRUST_PROXY.
 */
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-web-'));
fs.writeFileSync(
  path.join(webDir, 'index.html'),
  '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head></html>',
);
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ WEB_DIR: webDir, TRUST_PROXY: 'loopback' });
}, 60_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const expectProtections = (headers: Headers) => {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = Object.fromEntries(
    csp.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values.join(' ')];
    }),
  );
  expect(directives['default-src']).toBe("'self'");
  const startScript = createHash('sha256').update(APP_START_SCRIPT).digest('base64');
  expect(directives['script-src']).toBe(`'self' 'sha256-${startScript}'`);
  expect(directives['frame-ancestors']).toBe("'none'");
  expect(directives['object-src']).toBe("'none'");
  expect(directives['base-uri']).toBe("'self'");
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBe('no-referrer');
  expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
  expect(headers.get('x-frame-options')).toBe('DENY');
};

describe('browser protections', () => {
  it('the app page (and a deep link to it) carries them', async () => {
    for (const pathname of ['/', '/charge-types/create']) {
      const response = await fetch(`${server.baseUrl}${pathname}`);
      expect(response.status).toBe(200);
      expectProtections(response.headers);
    }
  });

  it('API answers, a failure included, carry them too', async () => {
    const ok = await fetch(`${server.baseUrl}${graphqlPath('zabuni', 'uaa')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ serviceHealth { service } }"}',
    });
    expectProtections(ok.headers);
    const missing = await fetch(`${server.baseUrl}/zabuni-uaa/no/such/call`);
    expect(missing.status).toBe(404);
    expectProtections(missing.headers);
  });

  it('HSTS only over HTTPS as a trusted proxy reports it', async () => {
    const plain = await fetch(`${server.baseUrl}/`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    const viaProxy = await fetch(`${server.baseUrl}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(viaProxy.headers.get('strict-transport-security')).toMatch(/max-age=\d{7,}/);
  });
});

describe('a forwarded scheme from an untrusted peer', () => {
  let untrusted: TestServer;
  beforeAll(async () => {
    untrusted = await startTestServer({ WEB_DIR: webDir });
  }, 60_000);
  afterAll(() => untrusted?.stop());

  it('is ignored: no HSTS without TRUST_PROXY', async () => {
    const response = await fetch(`${untrusted.baseUrl}/`, {
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expectProtections(response.headers);
  });
});
