import { createGraphQLError, Repeater, SlidingBuffer } from 'graphql-yoga';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { ChangeFeed, RecordChange } from '../../db/liveChanges';
import type { RequestContext } from '../../graphql/context';
import { mayHear, readableLiveTable, type LiveTable } from '../../graphql/liveAccess';
import { signedInOperation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { AppError } from '../../errors';
import { holdRecord, releaseRecord } from './presence.store';

/** A stream carries a null this often, so proxies keep it open and the browser sees it is alive. */
const KEEP_ALIVE_MS = 25_000;
/** Streams one user may hold open in one process (a browser's tabs, each watching a list). */
export const MAX_STREAMS_PER_USER = 10;

const resourceSchema = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);
const uuidSchema = z.uuid();

const streamsByFeed = new WeakMap<ChangeFeed, Map<string, number>>();

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

/** The table's changes the user may hear, until the client leaves or their token would expire. */
async function watch(
  ctx: RequestContext,
  resource: string,
): Promise<AsyncIterable<RecordChange | null>> {
  const { user, liveChanges: feed } = ctx;
  const table = watchableTable(user, resource);
  if (!feed || !user) throw refusal(ResponseCode.OPERATION_FAILED, 'Live lists are not served');
  const streams = streamsByFeed.get(feed) ?? new Map<string, number>();
  streamsByFeed.set(feed, streams);
  if ((streams.get(user.uuid) ?? 0) >= MAX_STREAMS_PER_USER) {
    throw refusal(ResponseCode.TOO_MANY_ATTEMPTS, 'Too many lists watched at once');
  }
  await feed.ready();
  // Counted while it runs: a stream whose client left before it started never counts.
  return new Repeater<RecordChange | null>(async (push, stop) => {
    streams.set(user.uuid, (streams.get(user.uuid) ?? 0) + 1);
    const unsubscribe = feed.subscribe((change) => {
      if (change.entity === table.table && mayHear(user, table, change)) void push(change);
    });
    const keepAlive = setInterval(() => void push(null), KEEP_ALIVE_MS);
    const expiry = setTimeout(() => stop(), ctx.config.accessTokenTtlSeconds * 1000);
    await stop;
    clearInterval(keepAlive);
    clearTimeout(expiry);
    unsubscribe();
    const left = (streams.get(user.uuid) ?? 1) - 1;
    if (left > 0) streams.set(user.uuid, left);
    else streams.delete(user.uuid);
    // A slow reader loses the oldest changes, never the process's memory.
  }, new SlidingBuffer(50));
}

type PresenceArgs = { resource: string; uuid: string };

/** Presence operations: the same table and record checks as the stream. */
const presenceOperation = (run: typeof holdRecord) =>
  signedInOperation(async ({ resource, uuid }: PresenceArgs, ctx) => {
    if (!uuidSchema.safeParse(uuid).success) {
      throw new AppError(ResponseCode.INVALID_INPUT, 'uuid: Not a valid uuid');
    }
    const table = resourceSchema.safeParse(resource).success
      ? readableLiveTable(ctx.user, resource)
      : undefined;
    if (!table) throw new AppError(ResponseCode.FORBIDDEN);
    return successList(await run(ctx.db, ctx.user, table, uuid));
  });

export const liveResolvers = {
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
