import { Counter, Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { answered } from '../../server/http/metrics';

const SPEC = {
  counted: ['zabuni_test_total', 'Answers by route and status'] as [string, string],
  timed: ['zabuni_test_seconds', 'Time to answer, by route'] as [string, string],
  labels: ['method', 'route'] as ('method' | 'route')[],
  outcome: 'status',
};

// Answers of every kind: several routes, statuses, times on a bucket's bound, past the last one.
const ANSWERS: [{ method: string; route: string }, string, number][] = [
  [{ method: 'POST', route: '/zabuni-billing/graphql' }, '200', 0.004],
  [{ method: 'POST', route: '/zabuni-billing/graphql' }, '200', 0.01],
  [{ method: 'POST', route: '/zabuni-billing/graphql' }, '503', 0.3],
  [{ method: 'GET', route: '/readyz' }, '200', 0.002],
  [{ method: 'GET', route: 'static' }, '404', 12],
  [{ method: 'POST', route: '/zabuni-billing/graphql' }, '200', 2.5],
];

describe('the counted and timed answers', () => {
  it('are exposed exactly as prom-client exposes its own Counter and Histogram', async () => {
    const ours = new Registry();
    const record = answered(ours, SPEC);
    const theirs = new Registry();
    const total = new Counter({
      name: SPEC.counted[0],
      help: SPEC.counted[1],
      labelNames: ['method', 'route', 'status'],
      registers: [theirs],
    });
    const duration = new Histogram({
      name: SPEC.timed[0],
      help: SPEC.timed[1],
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [theirs],
    });
    for (const [labels, status, seconds] of ANSWERS) {
      record(labels, status, seconds);
      total.inc({ ...labels, status });
      duration.observe(labels, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'zabuni_test_total{method="POST",route="/zabuni-billing/graphql",status="200"} 3',
    );
    expect(text).toContain(
      'zabuni_test_seconds_bucket{le="0.01",method="POST",route="/zabuni-billing/graphql"} 2',
    );

    ours.resetMetrics();
    expect(await ours.metrics()).not.toContain('route=');
  });
});
