import { execute, type ApolloLink } from '@apollo/client/link/core';
import { operationDocument } from './graphqlDocuments';
import { ResponseCode } from '../contract/responseCodes';

/** A change of a record of a watched table, as the server announces it (decision 107). */
export interface RecordChange {
  resource: string;
  /** Null for a change of many records at once: the whole list may have changed. */
  uuid: string | null;
  /** create, update, delete, ...; 'many'; 'presence' or 'absence' (actor opened or left a form). */
  action: string;
  version: number | null;
  actorName: string | null;
  actorUuid: string | null;
}

export const RECORD_CHANGED = 'recordChanged';
/** The service that serves the stream (server/modules/live). */
export const RECORD_CHANGED_SERVICE = 'uaa';

const document = operationDocument(`
  subscription recordChanged($resource: String!) {
    recordChanged(resource: $resource) {
      resource
      uuid
      action
      version
      actorName
      actorUuid
    }
  }
`);

/** The server sends a null every 25 s: a stream silent for longer is dead and is opened again. */
const SILENCE_MS = 60_000;
const MAX_RETRY_MS = 30_000;

type Listener = (change: RecordChange) => void;

/**
 * The server's refusals of a stream (FORBIDDEN, UNAUTHENTICATED, TOO_MANY_ATTEMPTS): answers the
 * watcher expects and handles (it stops), so the monitor does not log them as errors.
 */
export const STREAM_REFUSALS: readonly number[] = [
  ResponseCode.FORBIDDEN,
  ResponseCode.UNAUTHENTICATED,
  ResponseCode.TOO_MANY_ATTEMPTS,
];

const isRefusal = (errors: readonly { extensions?: Record<string, unknown> }[]) =>
  errors.some((error) => STREAM_REFUSALS.includes(Number(error.extensions?.code)));

/**
 * The tables the signed-in user may watch (getWatchableTables), asked once per user and permissions;
 * an unanswered question counts as none and is asked again next time.
 */
export function watchableTablesOnce(
  ask: () => Promise<string[]>,
  whoAsks: () => string,
): () => Promise<ReadonlySet<string>> {
  let asked: { who: string; tables: Promise<ReadonlySet<string>> } | undefined;
  return () => {
    const who = whoAsks();
    if (!asked || asked.who !== who) {
      const tables = ask().then((names) => new Set(names));
      const current = { who, tables };
      asked = current;
      tables.catch(() => {
        if (asked === current) asked = undefined;
      });
    }
    return asked.tables.catch(() => new Set<string>());
  };
}

/** What a watcher is told when its stream opens again: changes may have been missed. */
const missedChanges = (resource: string): RecordChange => ({
  resource,
  uuid: null,
  action: 'many',
  version: null,
  actorName: null,
  actorUuid: null,
});

/**
 * One table's stream for `listeners`, opened again as createRecordWatcher says, for as long as the
 * person who opened it is the one signed in (`isStillTheirs`); answers how to close it for good.
 */
function openStream(
  link: ApolloLink,
  resource: string,
  listeners: Set<Listener>,
  isStillTheirs: () => boolean,
) {
  let closed = false;
  let failures = 0;
  let subscription: { unsubscribe(): void } | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  const emit = (change: RecordChange) => listeners.forEach((listener) => listener(change));
  const missed = () => emit(missedChanges(resource));

  const listenForSilence = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(() => reopen(false), SILENCE_MS);
  };
  const connect = (afterDrop: boolean) => {
    // Signed out, or someone else signed in, since: the stream is not theirs to reopen.
    if (!isStillTheirs()) return stop();
    subscription = execute(link, {
      query: document,
      variables: { resource },
      context: { expectedRefusals: STREAM_REFUSALS },
    }).subscribe({
      next: ({ data, errors }) => {
        // Refused (a list the user may not read, too many streams): asking again would not help.
        if (errors?.length) return isRefusal(errors) ? stop() : reopen(false);
        failures = 0;
        listenForSilence();
        if (data?.recordChanged) emit(data.recordChanged);
      },
      error: () => reopen(false),
      complete: () => reopen(true),
    });
    listenForSilence();
    if (afterDrop) missed();
  };
  function reopen(orderly: boolean) {
    subscription?.unsubscribe();
    subscription = undefined;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    if (closed) return;
    const wait = orderly ? 0 : Math.min(MAX_RETRY_MS, 1000 * 2 ** failures);
    if (!orderly) failures += 1;
    retryTimer = setTimeout(() => connect(true), wait);
  }
  function stop() {
    closed = true;
    reopen(true);
  }
  const online = () => {
    if (subscription && failures === 0) return;
    failures = 0;
    reopen(true);
  };
  window.addEventListener('online', online);
  connect(false);
  return () => {
    closed = true;
    window.removeEventListener('online', online);
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    subscription?.unsubscribe();
  };
}

/**
 * One stream per watched table for the whole page, shared by the list and record views that watch
 * it, sent through the app's Apollo links (its headers and fresh token on every opening). A
 * stream that ends (the token's lifetime), fails (a network drop, a server restart) or goes silent
 * is opened again, at once after an orderly end, else after 1, 2, 4 ... 30 s or when the browser is
 * back online; every reopening tells the watchers that they may have missed changes ('many').
 * Only a table the server says the user may watch (`watchable`) is asked for (issue 38 item 18): a
 * list whose table is not announced (error logs, feedback) opens no stream that would be refused.
 * A stream belongs to the person signed in when it opened (`owner`, their id): after a sign-out or
 * another person's sign-in it is neither reopened nor shared with the next person's views.
 */
export function createRecordWatcher(
  link: ApolloLink,
  watchable: () => Promise<ReadonlySet<string>>,
  owner: () => string,
) {
  const streams = new Map<string, { listeners: Set<Listener>; owner: string; close(): void }>();

  /** Calls `listener` with each change of the table until the answer is called. */
  return async function watchRecordChanges(
    resource: string,
    listener: Listener,
  ): Promise<() => void> {
    if (!(await watchable()).has(resource)) return () => {};
    const who = owner();
    let stream = streams.get(resource);
    if (stream && stream.owner !== who) {
      stream.close();
      stream = undefined;
    }
    if (!stream) {
      const listeners = new Set<Listener>();
      const close = openStream(link, resource, listeners, () => owner() === who);
      stream = { listeners, owner: who, close };
      streams.set(resource, stream);
    }
    stream.listeners.add(listener);
    const current = stream;
    return () => {
      current.listeners.delete(listener);
      // A page that swaps one view for another of the same table keeps the stream a moment.
      setTimeout(() => {
        if (current.listeners.size > 0 || streams.get(resource) !== current) return;
        current.close();
        streams.delete(resource);
      }, 1000);
    };
  };
}
