import pg from 'pg';
import { processLogger } from '../log';

/** First wait before reconnecting a lost listener, doubled per failed attempt up to the maximum. */
const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 15_000;

/** Where a listener is: listening, waiting to reconnect (down), or closed for good. */
export type ListenerState = 'listening' | 'down' | 'closed';

export interface Listener {
  state(): ListenerState;
  close(): Promise<void>;
}

export interface ListenerOptions {
  databaseUrl: string;
  /** The connection's application_name: how an operator (and a test) finds it in pg_stat_activity. */
  name: string;
  channel: string;
  heard(payload: string): void;
  /**
   * Called after the connection was lost and listens again: notifications sent meanwhile are gone,
   * so the caller reloads whatever they would have told it.
   */
  missed(): void;
}

/** A listener's own connection, named for pg_stat_activity and kept alive through idle links. */
const listenerClient = (options: ListenerOptions) =>
  new pg.Client({
    connectionString: options.databaseUrl,
    application_name: options.name,
    connectionTimeoutMillis: 10_000,
    keepAlive: true,
  });

/**
 * One dedicated LISTEN connection (a pool's connections come and go, a LISTEN must stay). A lost
 * connection (failover, pooler restart, pg_terminate_backend) is ended and replaced by exactly one
 * new one, after 0.25, 0.5, 1 ... 15 s: there is never more than one connection, whatever order the
 * driver's `error` and `end` events come in, and none is left open after `close`.
 */
export async function openListener(options: ListenerOptions): Promise<Listener> {
  let state: ListenerState = 'down';
  let current: pg.Client | undefined;
  let retryTimer: NodeJS.Timeout | undefined;
  let failures = 0;
  let attempts = 0;

  const scheduleRetry = () => {
    if (state === 'closed' || retryTimer) return;
    const wait = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(() => {
      retryTimer = undefined;
      void connect();
    }, wait);
    retryTimer.unref();
  };

  async function connect(): Promise<void> {
    attempts += 1;
    const first = attempts === 1;
    const client = listenerClient(options);
    current = client;
    let lost = false;
    const lose = (error?: unknown) => {
      if (lost) return;
      lost = true;
      client.removeAllListeners('notification');
      void client.end().catch(() => undefined);
      if (current !== client) return;
      current = undefined;
      if (state === 'closed') return;
      if (state === 'listening') {
        processLogger().warn(
          { err: error, listener: options.name },
          'a listener lost its database connection',
        );
      }
      state = 'down';
      scheduleRetry();
    };
    client.on('error', lose);
    client.on('end', () => lose());
    client.on('notification', (message) => {
      if (message.payload !== undefined) options.heard(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${pg.escapeIdentifier(options.channel)}`);
    } catch (error) {
      lose(error);
      return;
    }
    if (lost || current !== client || state === 'closed') {
      lose();
      return;
    }
    state = 'listening';
    failures = 0;
    // Anything sent before now and after the first attempt was not heard.
    if (!first) options.missed();
  }

  await connect();
  return {
    state: () => state,
    async close() {
      state = 'closed';
      clearTimeout(retryTimer);
      retryTimer = undefined;
      const client = current;
      current = undefined;
      await client?.end().catch(() => undefined);
    },
  };
}
