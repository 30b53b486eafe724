import fs from 'node:fs';
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerForTest,
  serverDir,
  startServerProcess,
  type ServerProcess,
} from './support/builtServer';

const GRACE_SECONDS = 20;
const IN_FLIGHT = 50;
const METRICS_TOKEN = 'shutdown-test-metrics-token-000';
const dir = serverDir('shutdown');
let server: ServerProcess;
let child: ServerProcess['child'];
let port: number;
let exited: ServerProcess['exited'];

/** The built server (npm run build's server half), run with node as `npm start` runs it. */
beforeAll(async () => {
  server = await startServerProcess(buildServerForTest(dir), dir, {
    ADMIN_EMAIL: 'shutdown@zabuni.test',
    ADMIN_PASSWORD: 'Shutdown-Passw0rd!',
    METRICS_TOKEN,
    SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
  });
  ({ child, port, exited } = server);
}, 120_000);
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

async function inFlight(): Promise<number> {
  const answer = await fetch(`http://127.0.0.1:${port}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const found = /^zabuni_http_requests_in_flight (\d+)/m.exec(await answer.text());
  // Less this request itself.
  return Number(found?.[1] ?? 0) - 1;
}

describe('SIGTERM', () => {
  it('lets the requests in flight finish, refuses new ones and exits 0 within the grace time', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/zabuni-uaa/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'shutdown@zabuni.test', password: 'Shutdown-Passw0rd!' }),
    });
    const { access_token: token } = (await login.json()) as { access_token: string };
    const body = JSON.stringify({ query: '{ getAllChargeTypes { code data { totalElements } } }' });
    const half = body.length >> 1;

    // 50 list queries whose bodies are still arriving (slow clients): in flight until they end.
    const agent = new http.Agent({ keepAlive: true, maxSockets: IN_FLIGHT });
    const requests = Array.from({ length: IN_FLIGHT }, () => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        path: '/zabuni-billing/graphql',
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          authorization: `Bearer ${token}`,
        },
      });
      request.write(body.slice(0, half));
      const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
        request.on('response', (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
        });
        request.on('error', reject);
      });
      return { request, answered };
    });
    for (let tries = 0; (await inFlight()) < IN_FLIGHT; tries++) {
      expect(tries).toBeLessThan(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    const signalled = Date.now();
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 500));
    // No new connection is accepted while the 50 finish.
    await expect(fetch(`http://127.0.0.1:${port}/healthz`)).rejects.toThrow();
    expect(child.exitCode).toBeNull();

    for (const { request } of requests) request.end(body.slice(half));
    const answers = await Promise.all(requests.map(({ answered }) => answered));
    expect(answers.map((answer) => answer.status)).toEqual(Array(IN_FLIGHT).fill(200));
    for (const answer of answers) {
      expect(JSON.parse(answer.text)).toMatchObject({
        data: { getAllChargeTypes: { code: 9000 } },
      });
    }
    const { code, at } = await exited;
    expect(code).toBe(0);
    expect(at - signalled).toBeLessThan(GRACE_SECONDS * 1000);
    agent.destroy();
  }, 120_000);
});
