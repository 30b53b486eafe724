/**
 * `npm run bench:live`: how long a saved record takes to reach the lists that watch its table (issue
 * 23 item 2, decision 107: "within two seconds"). The real app on a throw-away PostgreSQL database
 * (bench/support.ts); watchers are the browser's streams (recordChanged over server-sent events),
 * beside a raw `LISTEN` on the same channel: what the database itself takes to announce a commit.
 *
 * Each row: milliseconds from a save being sent to its answer, to the raw LISTEN hearing it, and to
 * the last watching stream hearing it (p50 and p95 over BENCH_LIVE_SAVES saves, default 40). Cases:
 * one watcher, ten (one user's limit), and ten watching while ten saves are sent at once. The
 * browser adds its 300 ms debounce and the list's read (bench:reload measures a list's read).
 * Settings: those of bench/support.ts. Prints; asserts nothing.
 */
import os from 'node:os';
import pg from 'pg';
import { graphqlPath } from '../contract/services';
import { log, ms, startBenchApp } from './support';

const SAVES = Number(process.env.BENCH_LIVE_SAVES ?? 40);
const CHANNEL = 'zabuni_records';
const SAVE = `mutation ($chargeTypeDto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $chargeTypeDto) { code data { uuid } }
}`;
const SUBSCRIPTION = `subscription { recordChanged(resource: "charge_types") { uuid action } }`;

/** When each record's change was heard (performance.now()), by uuid. */
type Heard = Map<string, number>;

/** Opens one stream as the browser does (POST, text/event-stream) and notes each change it hears. */
async function openWatcher(url: string, token: string): Promise<{ heard: Heard; close(): void }> {
  const abort = new AbortController();
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'text/event-stream',
      authorization: `Bearer ${token}`,
    },
    body: JSON.stringify({ query: SUBSCRIPTION }),
    signal: abort.signal,
  });
  if (response.status !== 200) throw new Error(`stream refused: ${response.status}`);
  const heard: Heard = new Map();
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          for (const line of event.split('\n')) {
            if (!line.startsWith('data:')) continue;
            const change = (
              JSON.parse(line.slice(5)) as { data?: { recordChanged: { uuid: string } | null } }
            ).data?.recordChanged;
            if (change?.uuid) heard.set(change.uuid, performance.now());
          }
        }
      }
    } catch {
      // Closed by the bench.
    }
  })();
  return { heard, close: () => abort.abort() };
}

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

/** Waits until every map has heard the uuid (or 10 s: a lost change fails the bench). */
async function allHeard(maps: Heard[], uuid: string): Promise<number[]> {
  const until = performance.now() + 10_000;
  while (maps.some((map) => !map.has(uuid))) {
    if (performance.now() > until) throw new Error(`change of ${uuid} not heard within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return maps.map((map) => map.get(uuid)!);
}

async function main() {
  const app = await startBenchApp();
  const raw = new pg.Client({ connectionString: app.databaseUrl });
  const rawHeard: Heard = new Map();
  try {
    await raw.connect();
    raw.on('notification', (message) => {
      const uuid = (JSON.parse(message.payload ?? '{}') as { u?: string }).u;
      if (uuid) rawHeard.set(uuid, performance.now());
    });
    await raw.query(`LISTEN ${CHANNEL}`);
    const url = `${app.baseUrl}${graphqlPath(app.product, 'uaa')}`;
    let serial = 0;
    const save = async () => {
      serial += 1;
      const sent = performance.now();
      const result = (
        await app.graphql('billing', SAVE, {
          chargeTypeDto: { name: `Live bench fee ${serial}`, unitOfMeasure: 'TZS', active: true },
        })
      ).data.createUpdateChargeType as { code: number; data: { uuid: string } };
      if (result.code !== 9000) throw new Error(`save refused: ${JSON.stringify(result)}`);
      return { sent, answered: performance.now(), uuid: result.data.uuid };
    };

    const rows = [
      '| case | saves | answered p50 ms | p95 | raw LISTEN p50 ms | p95 | last stream p50 ms | p95 |',
      '| :-- | --: | --: | --: | --: | --: | --: | --: |',
    ];
    const cases = [
      { label: '1 watcher, one save at a time', watchers: 1, atOnce: 1 },
      { label: '10 watchers, one save at a time', watchers: 10, atOnce: 1 },
      { label: '10 watchers, 10 saves at once', watchers: 10, atOnce: 10 },
    ];
    // Ten streams, one user's limit, open for the whole run; a case listens to the first few.
    const watchers = await Promise.all(
      Array.from({ length: 10 }, () => openWatcher(url, app.token())),
    );
    // Warm-up: every stream has subscribed once it hears a save.
    await allHeard(
      watchers.map((watcher) => watcher.heard),
      (await save()).uuid,
    );
    for (const c of cases) {
      const maps = watchers.slice(0, c.watchers).map((watcher) => watcher.heard);
      const answered: number[] = [];
      const rawTimes: number[] = [];
      const streamTimes: number[] = [];
      for (let done = 0; done < SAVES; done += c.atOnce) {
        const saves = await Promise.all(Array.from({ length: c.atOnce }, save));
        for (const { sent, answered: at, uuid } of saves) {
          const times = await allHeard([...maps, rawHeard], uuid);
          answered.push(at - sent);
          rawTimes.push(times.at(-1)! - sent);
          streamTimes.push(Math.max(...times.slice(0, -1)) - sent);
        }
      }
      const cells = [answered, rawTimes, streamTimes].flatMap((samples) => [
        ms(percentile(samples, 50)),
        ms(percentile(samples, 95)),
      ]);
      rows.push(`| ${c.label} | ${answered.length} | ${cells.join(' | ')} |`);
      log(rows.at(-1)!);
    }
    for (const watcher of watchers) watcher.close();
    const [{ server_version: version }] = (await app.db.query('SHOW server_version')).rows;
    console.log(`\nPostgreSQL ${version}, ${os.cpus().length} cores\n\n${rows.join('\n')}`);
  } finally {
    await raw.end();
    await app.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
