import { Gauge, Registry, collectDefaultMetrics, type Metric } from 'prom-client';
import type { Admission } from './admission';
import type { RequestInfo } from '../correlation';
import type { Database } from '../db/client';
import { messageBacklog } from '../messaging/backlog';
import type { WorkerPool } from './workerPool';

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

type Labels = Record<string, string>;

/**
 * What the server answers (requests, operations), counted by its labels and its outcome and timed by
 * its labels: a counter and a histogram, recorded together, with the exposition of prom-client's own
 * Counter and Histogram. Each series is found by its label values joined, where prom-client checks and
 * hashes the labels of each of the four series per request (a fortieth of a busy list server's time).
 */
export function answered<L extends string>(
  registry: Registry,
  spec: { counted: [string, string]; timed: [string, string]; labels: L[]; outcome: string },
) {
  const counts = new Map<string, { labels: Labels; value: number }>();
  const times = new Map<
    string,
    { labels: Labels; buckets: number[]; sum: number; count: number }
  >();
  // What a registry reads of a metric: its name, help, type and values, as prom-client's own give them.
  const metric = (name: string, help: string, type: string, values: () => unknown[]) =>
    ({
      name,
      help,
      type,
      aggregator: 'sum',
      get: () => ({ name, help, type, aggregator: 'sum', values: values() }),
      reset() {
        counts.clear();
        times.clear();
      },
    }) as unknown as Metric;
  registry.registerMetric(
    metric(spec.counted[0], spec.counted[1], 'counter', () =>
      [...counts.values()].map(({ labels, value }) => ({ labels, value })),
    ),
  );
  const bucket = `${spec.timed[0]}_bucket`;
  registry.registerMetric(
    metric(spec.timed[0], spec.timed[1], 'histogram', () =>
      [...times.values()].flatMap(({ labels, buckets, sum, count }) => {
        let below = 0;
        return [
          ...SECONDS.map((le, index) => ({
            metricName: bucket,
            labels: { le, ...labels },
            value: (below += buckets[index]),
          })),
          { metricName: bucket, labels: { le: '+Inf', ...labels }, value: count },
          { metricName: `${spec.timed[0]}_sum`, labels, value: sum },
          { metricName: `${spec.timed[0]}_count`, labels, value: count },
        ];
      }),
    ),
  );
  return (labels: Record<L, string>, outcome: string, seconds: number) => {
    let key = '';
    for (const name of spec.labels) key += `${labels[name]}\n`;
    let timed = times.get(key);
    if (!timed) {
      timed = { labels: { ...labels }, buckets: SECONDS.map(() => 0), sum: 0, count: 0 };
      times.set(key, timed);
    }
    const index = SECONDS.findIndex((bound) => seconds <= bound);
    if (index >= 0) timed.buckets[index] += 1;
    timed.sum += seconds;
    timed.count += 1;
    const countedKey = key + outcome;
    let counted = counts.get(countedKey);
    if (!counted) {
      counted = { labels: { ...labels, [spec.outcome]: outcome }, value: 0 };
      counts.set(countedKey, counted);
    }
    counted.value += 1;
  };
}

interface LoadSources {
  database: Database;
  workers: WorkerPool;
  admission: Admission;
}

/**
 * The server's Prometheus metrics, on a registry of its own (a test process runs several servers).
 * Labels are bounded: routes are templates, operations are the schema's root fields (or `unknown`),
 * outcomes the envelope's response codes.
 */
export function createMetrics(deps: LoadSources) {
  const registry = new Registry();
  // Memory, CPU, handles, GC and event-loop lag (nodejs_eventloop_lag_*).
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });

  const requests = answered(registry, {
    counted: [
      'zabuni_http_requests_total',
      'HTTP requests answered, by method, route template and status',
    ],
    timed: [
      'zabuni_http_request_duration_seconds',
      'Time to answer an HTTP request, by route template',
    ],
    labels: ['method', 'route'],
    outcome: 'status',
  });
  const inFlight = new Gauge({
    name: 'zabuni_http_requests_in_flight',
    help: 'HTTP requests being answered',
    registers: [registry],
  });
  const operations = answered(registry, {
    counted: [
      'zabuni_graphql_operations_total',
      'GraphQL operations, by service, operation (root field) and outcome (response code)',
    ],
    timed: [
      'zabuni_graphql_operation_duration_seconds',
      'Time to answer a GraphQL operation, by service and operation',
    ],
    labels: ['service', 'operation'],
    outcome: 'outcome',
  });
  registerLoadGauges(registry, deps);

  return {
    registry,
    started: () => inFlight.inc(),
    /** One answered request: its route, status and time, and its GraphQL operation if it ran one. */
    finished(info: RequestInfo, method: string, status: number, seconds: number) {
      inFlight.dec();
      const route = info.route ?? 'unmatched';
      requests({ method, route }, String(status), seconds);
      if (info.operation) {
        const service = /-([a-z]+)\/graphql$/.exec(route)?.[1] ?? 'unknown';
        operations({ service, operation: info.operation }, info.code ?? String(status), seconds);
      }
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** How busy the server is, read when scraped: pool connections, API requests, messages, signing jobs. */
function registerLoadGauges(registry: Registry, deps: LoadSources) {
  const pool = deps.database.poolStats;
  if (pool) {
    new Gauge({
      name: 'zabuni_db_pool_connections',
      help: 'PostgreSQL pool connections by state (in_use, idle) and requests waiting for one',
      labelNames: ['state'] as const,
      registers: [registry],
      collect() {
        const { total, idle, waiting } = pool();
        this.set({ state: 'in_use' }, total - idle);
        this.set({ state: 'idle' }, idle);
        this.set({ state: 'waiting' }, waiting);
      },
    });
  }
  new Gauge({
    name: 'zabuni_api_requests',
    help: 'API requests by state: at work, or waiting their turn (REQUESTS_IN_PROGRESS, REQUEST_QUEUE)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { inProgress, waiting } = deps.admission.counts();
      this.set({ state: 'at_work' }, inProgress);
      this.set({ state: 'waiting' }, waiting);
    },
  });
  new Gauge({
    name: 'zabuni_outbox_pending_messages',
    help: 'Emails and text messages handed to the mail server or SMS gateway and not yet sent',
    registers: [registry],
    collect() {
      this.set(messageBacklog.size());
    },
  });
  new Gauge({
    name: 'zabuni_signing_jobs',
    help: 'Document rendering and signing jobs on worker threads, by state (queued, running)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const { queued, running } = deps.workers.stats();
      this.set({ state: 'queued' }, queued);
      this.set({ state: 'running' }, running);
    },
  });
}
