/**
 * A fixed-window counter per key, in memory: enough for one process. Keys are forgotten when their
 * window ends, so memory stays bounded by the number of callers in one window.
 */
export function createRateLimiter({ limit, windowMs }: { limit: number; windowMs: number }) {
  const windows = new Map<string, { startedAt: number; count: number }>();
  return {
    allow(key: string, now = Date.now()): boolean {
      if (windows.size > 10_000) {
        for (const [k, w] of windows) if (now - w.startedAt >= windowMs) windows.delete(k);
      }
      const window = windows.get(key);
      if (!window || now - window.startedAt >= windowMs) {
        windows.set(key, { startedAt: now, count: 1 });
        return true;
      }
      window.count += 1;
      return window.count <= limit;
    },
  };
}

/**
 * Error reports and feedback share one limit per reporter: public pages report too, so reports are
 * limited per connection address to keep the log readable.
 */
export const reportLimiter = createRateLimiter({ limit: 60, windowMs: 60_000 });
