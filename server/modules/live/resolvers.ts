import { createGraphQLError, Repeater, SlidingBuffer } from 'graphql-yoga';
import { decodeJwt } from 'jose';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { watchSession, type AccessClaims } from '../../auth/sessions';
import { CHANGES_MISSED, type ChangeFeed, type RecordChange } from '../../db/liveChanges';
import type { RequestContext } from '../../requestContext';
import {
  editableLiveTable,
  mayHear,
  readableLiveTable,
  readableLiveTables,
  type LiveTable,
} from '../../graphql/liveAccess';
import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { leaveAdmission } from '../../http/admission';
import { AppError } from '../../errors';
import { holdRecord, recordKeySchema, releaseRecord } from './presence.store';

/** A stream carries a null this often, so proxies keep it open and the browser sees it is alive. */
const KEEP_ALIVE_MS = 25_000;
/** Streams one user may hold open in one process (a browser's tabs, each watching a list). */
export const MAX_STREAMS_PER_USER = 10;

const resourceSchema = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);

const refusal = (code: number, message: string) =>
  createGraphQLError(message, { extensions: { code } });

/** The table the user may watch, or the refusal a client reads from the stream's errors. */
function watchableTable(user: AuthUser | null, resource: string): LiveTable {
  if (!user) throw refusal(ResponseCode.UNAUTHENTICATED, 'Sign in to watch a list');
  const table = resourceSchema.safeParse(resource).success
    ? readableLiveTable(user, resource)
    : undefined;
  // Not declared and not permitted answer alike: a caller learns nothing of tables they cannot read.
  if (!table) throw refusal(ResponseCode.FORBIDDEN, 'You may not watch this list');
  return table;
}

/**
 * Streams open per user in this process (MAX_STREAMS_PER_USER). A stream is counted the moment it is
 * admitted, before anything is awaited, so a burst of openings cannot all pass the check before any
 * is counted; it is counted out exactly once however it ends: refused later, its client gone before
 * it started, the feed failing to start, or the stream ending.
 */
const streamsByFeed = new WeakMap<ChangeFeed, Map<string, number>>();

/** Counts a stream of the user in, or refuses it; the answer counts it out (once). */
function countStream(feed: ChangeFeed, userUuid: string): () => void {
  const streams = streamsByFeed.get(feed) ?? new Map<string, number>();
  streamsByFeed.set(feed, streams);
  const open = streams.get(userUuid) ?? 0;
  if (open >= MAX_STREAMS_PER_USER) {
    throw refusal(ResponseCode.TOO_MANY_ATTEMPTS, 'Too many lists watched at once');
  }
  streams.set(userUuid, open + 1);
  let counted = true;
  return () => {
    if (!counted) return;
    counted = false;
    const left = (streams.get(userUuid) ?? 1) - 1;
    if (left > 0) streams.set(userUuid, left);
    else streams.delete(userUuid);
  };
}

/** What Yoga adds to an operation's context: the HTTP request (its token, its client leaving). */
type StreamContext = RequestContext & { request?: Request };

interface TokenSession {
  claims: AccessClaims;
  /** When the token that opened the stream stops being valid (ms). */
  expiresAt: number;
}

/**
 * The sign-in and expiry of the token the request was authenticated with (verified already,
 * server/auth/tokens.ts): valid until the earlier of its exp and iat + the access token lifetime.
 */
function tokenSession(ctx: StreamContext): TokenSession {
  const token = /^Bearer (.+)$/i.exec(ctx.request?.headers.get('authorization') ?? '')?.[1];
  try {
    const { sub, sid, iat, exp } = decodeJwt(token ?? '');
    if (typeof sub === 'string' && typeof sid === 'string' && iat && exp) {
      const ttl = ctx.config.accessTokenTtlSeconds;
      return {
        claims: { userUuid: sub, sessionId: sid },
        expiresAt: Math.min(exp, iat + ttl) * 1000,
      };
    }
  } catch {
    // Not a token: refused below, as one that says nothing of its sign-in.
  }
  throw refusal(ResponseCode.UNAUTHENTICATED, 'Sign in to watch a list');
}

/**
 * Ends a stream (aborts the answer) when its client leaves, its token expires, or its session ends
 * or no longer reads the table (server/auth/sessions.ts re-checks on every session change, here or
 * in another process); `reading` gets the user as they are after each re-check. Ending counts the
 * stream out and stops every watch.
 */
function streamEnd(
  ctx: StreamContext,
  session: TokenSession,
  table: LiveTable,
  reading: (user: AuthUser) => void,
  countOut: () => void,
): AbortController {
  const end = new AbortController();
  const stop = () => end.abort();
  const unwatch = watchSession(ctx.db, session.claims, (user) => {
    if (user && readableLiveTable(user, table.table)) reading(user);
    else stop();
  });
  // Node fires a longer timer at once: a token living past that (not ours) ends its stream early.
  const expiry = setTimeout(stop, Math.min(2 ** 31 - 1, session.expiresAt - Date.now()));
  const client = ctx.request?.signal;
  client?.addEventListener('abort', stop);
  end.signal.addEventListener('abort', () => {
    unwatch();
    clearTimeout(expiry);
    client?.removeEventListener('abort', stop);
    countOut();
  });
  if (client?.aborted) stop();
  return end;
}

/** The table's changes the user may hear, while their session lasts and may read the table. */
async function watch(
  ctx: StreamContext,
  resource: string,
): Promise<AsyncIterable<RecordChange | null>> {
  const { user, liveChanges: feed } = ctx;
  const table = watchableTable(user, resource);
  if (!feed || !user) throw refusal(ResponseCode.OPERATION_FAILED, 'Live lists are not served');
  const session = tokenSession(ctx);
  let reader = user;
  const end = streamEnd(ctx, session, table, (now) => (reader = now), countStream(feed, user.uuid));
  try {
    await feed.ready();
  } catch (error) {
    end.abort();
    throw error;
  }
  // Open: the stream waits on the feed from now on and holds no place at work.
  leaveAdmission();
  return new Repeater<RecordChange | null>(async (push, stop) => {
    // Ended before it started (its client left, its session ended): nothing is sent.
    if (end.signal.aborted) return stop();
    end.signal.addEventListener('abort', () => stop());
    const unsubscribe = feed.subscribe((change) => {
      // After the listener was down: the list reads itself again, as after a change of many records.
      if (change === CHANGES_MISSED) void push({ ...change, entity: table.table });
      else if (change.entity === table.table && mayHear(reader, table, change)) void push(change);
    });
    const keepAlive = setInterval(() => void push(null), KEEP_ALIVE_MS);
    await stop;
    clearInterval(keepAlive);
    unsubscribe();
    end.abort();
    // A slow reader loses the oldest changes, never the process's memory.
  }, new SlidingBuffer(50));
}

type PresenceArgs = { resource: string; uuid: string };

/**
 * Presence operations: for those who may edit the table's records (who edits a record is no business
 * of those who only read it), keyed as the table keys its records (global settings by key).
 */
const presenceOperation = (run: typeof holdRecord) =>
  signedInOperation(async ({ resource, uuid }: PresenceArgs, ctx) => {
    const table = resourceSchema.safeParse(resource).success
      ? editableLiveTable(ctx.user, resource)
      : undefined;
    if (!table) throw new AppError(ResponseCode.FORBIDDEN);
    const key = recordKeySchema(table).safeParse(uuid);
    if (!key.success) {
      throw new AppError(ResponseCode.INVALID_INPUT, `uuid: ${key.error.issues[0]?.message}`);
    }
    return successList(await run(ctx.db, ctx.user, table, key.data));
  });

export const liveResolvers = {
  Query: {
    getWatchableTables: signedInOperation(async (_args: unknown, ctx) =>
      successList(readableLiveTables(ctx.user).map((table) => table.table)),
    ),
  },
  Subscription: {
    recordChanged: {
      subscribe: (_: unknown, { resource }: { resource: string }, ctx: RequestContext) =>
        watch(ctx, resource),
      resolve: (change: RecordChange | null) => change && { ...change, resource: change.entity },
    },
  },
  Mutation: {
    holdRecord: presenceOperation(holdRecord),
    releaseRecord: presenceOperation(releaseRecord),
  },
};
