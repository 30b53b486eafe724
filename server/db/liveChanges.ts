import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { processLogger } from '../log';

/** The channel the database announces record changes on (migration 0031, decision 107). */
export const RECORDS_CHANNEL = 'zabuni_records';
/** The name of the listening connection: the trigger sends nothing while no such session exists. */
const LISTENER_NAME = 'zabuni-live';
/** How long the listener stays after the last subscriber left (a page switching lists resubscribes). */
const IDLE_CLOSE_MS = 5_000;

/** One change as announced: the record's table, uuid (none for a bulk change), action and actor. */
export interface RecordChange {
  entity: string;
  uuid: string | null;
  /** create, update, delete, ... as history names them; 'many' for a bulk statement; 'presence'. */
  action: string;
  version: number | null;
  actorName: string | null;
  actorUuid: string | null;
  /** The record's institution; null for shared lists. */
  institutionId: number | null;
}

type Payload = { e: string; u?: string; a: string; v?: number; n?: string; w?: string; i?: number };

function parse(text: string): RecordChange | undefined {
  try {
    const p = JSON.parse(text) as Payload;
    if (typeof p.e !== 'string' || typeof p.a !== 'string') return undefined;
    return {
      entity: p.e,
      uuid: p.u ?? null,
      action: p.a,
      version: p.v ?? null,
      actorName: p.n ?? null,
      actorUuid: p.w ?? null,
      institutionId: p.i ?? null,
    };
  } catch {
    return undefined;
  }
}

export interface ChangeFeed {
  /** Calls `heard` for every change until the answer is called; the first subscriber starts listening. */
  subscribe(heard: (change: RecordChange) => void): () => void;
  /**
   * Starts listening (if nobody listens yet) and resolves once the database would tell this process
   * of a change: a stream answers its client only then, so no change made after the answer is missed.
   */
  ready(): Promise<void>;
  /** How many subscribers this process has (tests, logs). */
  size(): number;
  close(): Promise<void>;
}

type Stop = () => Promise<void>;

/**
 * PostgreSQL server: one dedicated connection per process (named zabuni-live) that LISTENs, and is
 * opened again a second after it is lost, so every process on the database hears every change.
 */
async function listenOnServer(databaseUrl: string, heard: (text: string) => void): Promise<Stop> {
  let closed = false;
  let client: pg.Client | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: databaseUrl, application_name: LISTENER_NAME });
    next.on('notification', (message) => {
      if (message.payload) heard(message.payload);
    });
    const retry = () => {
      if (closed) return;
      client = undefined;
      setTimeout(() => void open().catch(retry), 1000).unref();
    };
    next.on('error', (error) => {
      processLogger().warn({ err: error }, 'the live changes listener lost its connection');
      retry();
    });
    await next.connect();
    await next.query(`LISTEN ${RECORDS_CHANNEL}`);
    if (closed) await next.end();
    else client = next;
  };
  await open();
  return async () => {
    closed = true;
    await client?.end().catch(() => undefined);
  };
}

/**
 * Embedded database: the process's own notifications (PGlite delivers them in-process); the session
 * setting tells the trigger that someone listens.
 */
async function listenOnPglite(client: PGlite, heard: (text: string) => void): Promise<Stop> {
  const unlisten = await client.listen(RECORDS_CHANNEL, heard);
  await client.exec(`SET zabuni.live_watched = 'on'`);
  return async () => {
    await client.exec(`SET zabuni.live_watched = 'off'`).catch(() => undefined);
    await unlisten().catch(() => undefined);
  };
}

/**
 * The process's feed of record changes. Costs nothing while nobody subscribes: no connection, and
 * the database's trigger does nothing either (it finds no listener).
 */
export function createChangeFeed(source: { databaseUrl?: string; pglite?: PGlite }): ChangeFeed {
  const subscribers = new Set<(change: RecordChange) => void>();
  let listening: Promise<Stop | undefined> | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const heard = (text: string) => {
    const change = parse(text);
    if (!change) return;
    for (const subscriber of subscribers) subscriber(change);
  };
  const start = (): Promise<Stop | undefined> =>
    (source.databaseUrl
      ? listenOnServer(source.databaseUrl, heard)
      : source.pglite
        ? listenOnPglite(source.pglite, heard)
        : Promise.resolve(undefined)
    ).catch((error: unknown) => {
      processLogger().warn({ err: error }, 'could not listen for record changes');
      listening = undefined;
      return undefined;
    });
  const stop = async () => {
    const current = listening;
    listening = undefined;
    await (
      await current
    )?.();
  };

  const closeWhenIdle = () => {
    if (subscribers.size > 0) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => {
      if (subscribers.size === 0) void stop();
    }, IDLE_CLOSE_MS);
    idleTimer.unref();
  };

  return {
    async ready() {
      clearTimeout(idleTimer);
      listening ??= start();
      await listening;
      // A stream that never started (its client left at once) must not keep the listener.
      closeWhenIdle();
    },
    subscribe(subscriber) {
      subscribers.add(subscriber);
      clearTimeout(idleTimer);
      listening ??= start();
      return () => {
        subscribers.delete(subscriber);
        closeWhenIdle();
      };
    },
    size: () => subscribers.size,
    close: async () => {
      clearTimeout(idleTimer);
      subscribers.clear();
      await stop();
    },
  };
}
