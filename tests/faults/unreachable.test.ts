import crypto from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  describeOutcome,
  isUnavailableAnswer,
  leaksInternals,
  sleep,
  startFaultApp,
  untilOk,
  type FaultApp,
  type Outcome,
} from './support/app';
import { startTcpForwarder, type OutageMode, type TcpForwarder } from './support/tcpForwarder';

/**
 * PostgreSQL unreachable for 10 s and back (#37): the app reaches the database of TEST_DATABASE_URL
 * through a forwarder the test owns, which refuses connections (the server down) or loses every
 * packet (a network partition) for ten seconds while requests keep coming. They must fail with the
 * service-unavailable answer (HTTP 503 or the failure envelope; never a 500, never SQL), /readyz must
 * say DOWN, and once the database is back the same process must serve again: no restart.
 */

const OUTAGE_MS = 10_000;
/** How soon after the database is back a request must succeed, and /readyz say UP. */
const RECOVERY_MS = 15_000;
/** Past this, an answer during the outage counts as a hang (the pool's connection timeout is 10 s). */
const SLOWEST_ANSWER_MS = 15_000;

const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)(
  `PostgreSQL unreachable for ${OUTAGE_MS / 1000} s${serverUrl ? '' : ' (skipped: runs on PostgreSQL only: set TEST_DATABASE_URL)'}`,
  () => {
    const database = `zabuni_faults_${crypto.randomBytes(6).toString('hex')}`;
    let forwarder: TcpForwarder | undefined;
    let app: FaultApp | undefined;
    let token: string;
    let created = false;
    const processErrors: unknown[] = [];
    const onProcessError = (error: unknown) => void processErrors.push(error);

    beforeAll(async () => {
      process.on('uncaughtException', onProcessError);
      process.on('unhandledRejection', onProcessError);
      await withClient(serverUrl!, (client) => client.query(`CREATE DATABASE "${database}"`));
      created = true;
      const server = new URL(serverUrl!);
      forwarder = await startTcpForwarder(Number(server.port || 5432), { host: server.hostname });
      const through = new URL(serverUrl!);
      through.hostname = '127.0.0.1';
      through.port = String(forwarder.port);
      through.pathname = `/${database}`;
      app = await startFaultApp(through.toString());
      token = await app.signIn();
    }, 120_000);

    afterAll(async () => {
      await Promise.race([app?.stop(), sleep(15_000)]).catch(() => undefined);
      await forwarder?.close().catch(() => undefined);
      if (created) {
        await withClient(serverUrl!, (client) =>
          client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`),
        ).catch(() => undefined);
      }
      process.off('uncaughtException', onProcessError);
      process.off('unhandledRejection', onProcessError);
    }, 60_000);

    const outages: [OutageMode, string][] = [
      ['refuse', 'refused (the server or its host down)'],
      ['blackhole', 'lost (a network partition: connections stall)'],
    ];

    it.each(outages)(
      'connections %s: %s',
      async (mode) => {
        // Working before the outage.
        await untilOk(() => app!.createChargeType(token, `before-${mode}-${Date.now()}`), 10_000);

        const outcomes: Outcome[] = [];
        const probes: Outcome[] = [];
        let running = true;
        const outageStartedAt = Date.now();
        const outage = forwarder!.outage(mode, OUTAGE_MS);
        let n = 0;
        // Two callers writing and reading, one load balancer asking /readyz: each waits its answer.
        const caller = async (kind: 'write' | 'read') => {
          while (running) {
            outcomes.push(
              await (kind === 'write'
                ? app!.createChargeType(token, `during-${mode}-${n++}`)
                : app!.listChargeTypes(token)),
            );
            await sleep(250);
          }
        };
        const prober = async () => {
          while (running) {
            probes.push(await app!.readyz());
            await sleep(500);
          }
        };
        const callers = [caller('write'), caller('read'), prober()];
        await outage;
        const backAt = Date.now();

        const recovered = await untilOk(
          () => app!.createChargeType(token, `after-${mode}-${Date.now()}`),
          RECOVERY_MS,
        );
        const ready = await untilOk(() => app!.readyz(), RECOVERY_MS);
        running = false;
        await Promise.all(callers);

        const during = outcomes.filter(
          (o) => o.startedAt >= outageStartedAt && o.endedAt <= backAt,
        );
        const probesDuring = probes.filter(
          (o) => o.startedAt >= outageStartedAt && o.endedAt <= backAt,
        );
        console.log(
          [
            `database ${mode} for ${OUTAGE_MS / 1000} s: ${outcomes.length} requests (${outcomes.filter((o) => o.ok).length} succeeded), ${probes.length} /readyz`,
            `  slowest answer: ${Math.max(...outcomes.map((o) => o.endedAt - o.startedAt))} ms`,
            `  a write succeeded ${seconds(recovered.outcome.endedAt - backAt)} s after the database was back (${recovered.tries.length} tries); /readyz UP after ${seconds(ready.outcome.endedAt - backAt)} s`,
            ...[...outcomes, ...probes]
              .sort((a, b) => a.startedAt - b.startedAt)
              .filter(
                (o, i, all) => i === 0 || o.status !== all[i - 1].status || o.ok !== all[i - 1].ok,
              )
              .slice(0, 12)
              .map((o) => `    ${describeOutcome(o, outageStartedAt)}`),
            `  app log (warn and above): ${app!.logLines.length} lines so far`,
          ].join('\n'),
        );

        expect(processErrors.map(String), 'errors the process did not handle').toEqual([]);
        expect((await app!.healthz()).ok, 'the process answers /healthz').toBe(true);
        const all = [...outcomes, ...recovered.tries];
        expect(all.filter((o) => o.status === 500).map(shortly)).toEqual([]);
        expect(all.filter((o) => o.status === 0).map(shortly), 'requests left unanswered').toEqual(
          [],
        );
        expect(
          all.filter((o) => o.endedAt - o.startedAt > SLOWEST_ANSWER_MS).map(shortly),
          'answers slower than the pool may wait for a connection',
        ).toEqual([]);
        expect(all.filter(leaksInternals).map(shortly)).toEqual([]);
        // While it is away nothing can succeed, and what fails says "unavailable" while it is away:
        // a silent database (blackhole) too is given up on, not waited for until it comes back.
        expect(
          during.length,
          'requests begun in the outage and answered before its end',
        ).toBeGreaterThan(0);
        expect(during.filter((o) => !isUnavailableAnswer(o)).map(shortly)).toEqual([]);
        expect(probesDuring.length, '/readyz answers during the outage').toBeGreaterThan(0);
        expect(
          probesDuring.filter((o) => o.status !== 503 || !o.text.includes('"DOWN"')).map(shortly),
          '/readyz during the outage',
        ).toEqual([]);
        expect(ready.outcome.text).toContain('"status":"UP"');
      },
      120_000,
    );
  },
);

async function withClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  client.on('error', () => {});
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end().catch(() => undefined);
  }
}

const seconds = (ms: number) => (ms / 1000).toFixed(2);
const shortly = (outcome: Outcome) =>
  `${outcome.what}: ${outcome.status} after ${outcome.endedAt - outcome.startedAt} ms ${outcome.text.slice(0, 300)}`;
