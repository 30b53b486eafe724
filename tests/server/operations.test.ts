import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { openDatabase } from '../../server/db/client';
import { startServer } from '../../server/main';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

const METRICS_TOKEN = 'metrics-token-for-the-test-0123456789';
const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-ops-web-'));
fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>the browser app</title>');

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ WEB_DIR: webDir, METRICS_TOKEN, METRICS_PORT: '0' });
});
afterAll(async () => {
  await server?.stop();
  fs.rmSync(webDir, { recursive: true, force: true });
});

const fetchFrom = (base: string, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${pathname}`, { headers });

describe('health endpoints', () => {
  it('answer small JSON, never the browser app', async () => {
    const live = await fetchFrom(server.baseUrl, '/healthz');
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toMatch(/application\/json/);
    expect(await live.json()).toEqual({ status: 'UP' });

    const ready = await fetchFrom(server.baseUrl, '/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'UP',
      database: 'UP',
      migrations: 'UP',
      // On a PostgreSQL server the listeners are reported too (none watches a list yet).
      ...(server.databaseKind === 'postgres' && {
        listeners: { sessions: 'listening', liveChanges: 'idle' },
      }),
      draining: false,
    });
    // Any other page is the browser app: the check above is not the app's fallback.
    const page = await fetchFrom(server.baseUrl, '/some/page');
    expect(await page.text()).toContain('the browser app');
  });

  it('give every answer a request id, and a failure names it', async () => {
    const answer = await fetchFrom(server.baseUrl, '/zabuni-uaa/no-such-call');
    const id = answer.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(answer.headers.get('x-correlation-id')).toBe(id);
    expect(((await answer.json()) as { requestId: string }).requestId).toBe(id);
    // Not from a caller who is not a trusted proxy.
    const spoofed = await fetchFrom(server.baseUrl, '/healthz', {
      'x-request-id': 'chosen-by-me-1',
    });
    expect(spoofed.headers.get('x-request-id')).not.toBe('chosen-by-me-1');
  });
});

describe('metrics', () => {
  it('are refused on the main port without the token, as JSON', async () => {
    const none = await fetchFrom(server.baseUrl, '/metrics');
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ status: 'UNAUTHORIZED' });
    const wrong = await fetchFrom(server.baseUrl, '/metrics', {
      authorization: 'Bearer not-the-token-at-all-000',
    });
    expect(wrong.status).toBe(401);
  });

  it('count requests by route template and GraphQL operations by name and outcome', async () => {
    const token = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    await server.envelope('billing', '{ getAllChargeTypes { code } }', undefined, token);
    await server.graphqlRaw('billing', '{ noSuchField }', undefined, token);
    await fetchFrom(server.baseUrl, '/zabuni-dsms/documents/12345');

    const answer = await fetchFrom(server.baseUrl, '/metrics', {
      authorization: `Bearer ${METRICS_TOKEN}`,
    });
    expect(answer.status).toBe(200);
    const text = await answer.text();
    expect(text).toMatch(
      /zabuni_graphql_operations_total\{service="billing",operation="getAllChargeTypes",outcome="9000"\} 1/,
    );
    expect(text).toMatch(
      /zabuni_http_requests_total\{method="POST",route="\/zabuni-billing\/graphql",status="200"\} 2/,
    );
    expect(text).toMatch(/operation="unknown",outcome="invalid"\} 1/);
    expect(text).toContain('zabuni_graphql_operation_duration_seconds_bucket');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toContain('zabuni_outbox_pending_messages 0');
    expect(text).toContain('zabuni_signing_jobs{state="queued"} 0');
    // Nothing at work but the metrics request (not an API request), nothing waiting.
    expect(text).toContain('zabuni_api_requests{state="at_work"} 0');
    expect(text).toContain('zabuni_api_requests{state="waiting"} 0');
    // Never a raw path with an id in a label (a duration's digits may hold 12345 by chance).
    expect(text).not.toMatch(/="[^"]*12345/);
    expect(text).not.toContain('noSuchField');
    if (server.databaseKind === 'postgres') {
      expect(text).toMatch(/zabuni_db_pool_connections\{state="idle"\} \d+/);
    }
  });

  it('are served on METRICS_PORT, bound to localhost, without a token', async () => {
    const config = loadConfig({ METRICS_PORT: '0' });
    expect(config.metricsPort).toBe(0);
    // The test server's own metrics port is the one it reports.
    const ops = server.metricsPort;
    expect(ops).toBeGreaterThan(0);
    const answer = await fetchFrom(`http://127.0.0.1:${ops}`, '/metrics');
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('zabuni_http_requests_total');
    const other = await fetchFrom(`http://127.0.0.1:${ops}`, '/');
    expect(other.status).toBe(404);
  });

  it('are refused on the main port when METRICS_TOKEN is unset', async () => {
    const plain = await startTestServer();
    try {
      const answer = await fetchFrom(plain.baseUrl, '/metrics', {
        authorization: `Bearer ${METRICS_TOKEN}`,
      });
      expect(answer.status).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/application\/json/);
    } finally {
      await plain.stop();
    }
  });
});

// The embedded database lives in this process: it cannot be taken away under a running server. On
// PostgreSQL the database is dropped under the server and made again.
describe.skipIf(!process.env.TEST_DATABASE_URL)('readiness on PostgreSQL', () => {
  it('turns 503 when the database is dropped and 200 when it is back, without a restart', async () => {
    const serverUrl = process.env.TEST_DATABASE_URL as string;
    const name = `zabuni_ready_${Date.now()}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    };
    await admin(`CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-ready-'));
    const running = await startServer(
      loadConfig({
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
        DATA_DIR: dir,
        WEB_DIR: dir,
        ADMIN_EMAIL,
        ADMIN_PASSWORD,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'silent',
      }),
      () => {},
    );
    const readyz = () =>
      fetch(`http://127.0.0.1:${running.port}/readyz`).then(async (r) => ({
        status: r.status,
        body: (await r.json()) as Record<string, unknown>,
      }));
    try {
      expect((await readyz()).status).toBe(200);
      await admin(`DROP DATABASE "${name}" WITH (FORCE)`);
      const started = Date.now();
      const gone = await readyz();
      expect(gone.status).toBe(503);
      expect(gone.body).toMatchObject({ status: 'DOWN', database: 'DOWN' });
      expect(Date.now() - started).toBeLessThan(5000);
      // The liveness probe is not the database's: the process still answers.
      expect((await fetch(`http://127.0.0.1:${running.port}/healthz`)).status).toBe(200);

      // An empty database is not ready (no migrations); a restored one is.
      await admin(`CREATE DATABASE "${name}"`);
      expect((await readyz()).body).toMatchObject({ database: 'UP', migrations: 'DOWN' });
      const restored = await openDatabase({ databaseUrl: url.toString(), dataDir: dir });
      await restored.close();
      expect(await readyz()).toMatchObject({
        status: 200,
        body: { status: 'UP', database: 'UP', migrations: 'UP', draining: false },
      });
      // The sessions listener lost its database with it, and listens again by itself.
      const deadline = Date.now() + 20_000;
      let listeners = (await readyz()).body.listeners;
      while ((listeners as { sessions?: string })?.sessions !== 'listening') {
        expect(Date.now(), JSON.stringify(listeners)).toBeLessThan(deadline);
        await new Promise((resolve) => setTimeout(resolve, 250));
        listeners = (await readyz()).body.listeners;
      }
      expect(listeners).toEqual({ sessions: 'listening', liveChanges: 'idle' });
    } finally {
      await running.stop(1);
      await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  }, 120_000);
});
