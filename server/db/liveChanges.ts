import type { PGlite } from '@electric-sql/pglite';
import { processLogger } from '../log';
import { openListener, type ListenerState } from './listener';

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
  /** create, update, ... as history names them; 'many' (a bulk statement); 'presence', 'absence'. */
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
  /** The listener's state for readiness: idle while nobody watches. */
  state(): ListenerState | 'idle';
  close(): Promise<void>;
}

/** A listener once started: its state, and how it stops. */
interface Listening {
  state(): ListenerState;
  stop(): Promise<void>;
}

/**
 * What every subscriber hears after the listener was down (a dropped connection, a failover): the
 * changes made meanwhile were not announced, so each watched list is read again once. `entity` is
 * every table: a stream hands it on as a change of many records of its own table.
 */
export const CHANGES_MISSED: RecordChange = {
  entity: '*',
  uuid: null,
  action: 'many',
  version: null,
  actorName: null,
  actorUuid: null,
  institutionId: null,
};

/**
 * PostgreSQL server: one dedicated connection per process (named zabuni-live, which the trigger looks
 * for) that LISTENs, replaced after it is lost (server/db/listener.ts).
 */
async function listenOnServer(
  databaseUrl: string,
  heard: (text: string) => void,
  missed: () => void,
): Promise<Listening> {
  const listener = await openListener({
    databaseUrl,
    name: LISTENER_NAME,
    channel: RECORDS_CHANNEL,
    heard,
    missed,
  });
  return { state: listener.state, stop: listener.close };
}

/**
 * Embedded database: the process's own notifications (PGlite delivers them in-process); the session
 * setting tells the trigger that someone listens.
 */
async function listenOnPglite(client: PGlite, heard: (text: string) => void): Promise<Listening> {
  const unlisten = await client.listen(RECORDS_CHANNEL, heard);
  await client.exec(`SET zabuni.live_watched = 'on'`);
  return {
    state: () => 'listening',
    stop: async () => {
      await client.exec(`SET zabuni.live_watched = 'off'`).catch(() => undefined);
      await unlisten().catch(() => undefined);
    },
  };
}

/**
 * The process's feed of record changes. Costs nothing while nobody subscribes: no connection, and
 * the database's trigger does nothing either (it finds no listener).
 */
export function createChangeFeed(source: { databaseUrl?: string; pglite?: PGlite }): ChangeFeed {
  const subscribers = new Set<(change: RecordChange) => void>();
  let listening: Promise<Listening | undefined> | undefined;
  let started: Listening | undefined;
  let idleTimer: NodeJS.Timeout | undefined;

  const tell = (change: RecordChange) => {
    for (const subscriber of subscribers) subscriber(change);
  };
  const heard = (text: string) => {
    const change = parse(text);
    if (change) tell(change);
  };
  const start = (): Promise<Listening | undefined> =>
    (source.databaseUrl
      ? listenOnServer(source.databaseUrl, heard, () => tell(CHANGES_MISSED))
      : source.pglite
        ? listenOnPglite(source.pglite, heard)
        : Promise.resolve(undefined)
    ).then(
      (listener) => (started = listener),
      (error: unknown) => {
        processLogger().warn({ err: error }, 'could not listen for record changes');
        listening = undefined;
        return undefined;
      },
    );
  const stop = async () => {
    const current = listening;
    listening = undefined;
    const listener = await current;
    if (started === listener) started = undefined;
    await listener?.stop();
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
    state: () => started?.state() ?? 'idle',
    close: async () => {
      clearTimeout(idleTimer);
      subscribers.clear();
      await stop();
    },
  };
}
