import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { historyActions } from '../../../contract/history';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { csvImports, historyEntries } from '../../db/schema/history';
import { users } from '../../db/schema/identity';
import { escapeLike } from '../../db/paging';
import { AppError } from '../../errors';

/** Reads of the history the database writes (migration *_record_history.sql, decision 101): it never writes here. */

const uuid = z.uuid({ error: 'Not a valid uuid' });

export const activityFilterSchema = z
  .object({
    actorUuid: uuid.nullish(),
    actorName: z.string().trim().max(200).nullish(),
    entity: z
      .string()
      .regex(/^[a-z][a-z0-9_]{0,62}$/, 'Not a record kind')
      .nullish(),
    action: z.enum(historyActions, { error: 'Not an action' }).nullish(),
    from: z.coerce.date({ error: 'Not a date' }).nullish(),
    to: z.coerce.date({ error: 'Not a date' }).nullish(),
    batchUuid: uuid.nullish(),
  })
  .nullish();

export const pageArgsSchema = z.object({
  first: z.number().int().min(1).max(500).nullish(),
  after: z.string().max(200).nullish(),
});

type Filter = NonNullable<z.infer<typeof activityFilterSchema>>;

/** A page's position: the last entry's time (to the microsecond, as text) and id. */
const cursorSchema = z.tuple([z.string().regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/), z.number().int()]);

function parseCursor(after: string | null | undefined): [string, number] | undefined {
  if (!after) return undefined;
  try {
    return cursorSchema.parse(JSON.parse(Buffer.from(after, 'base64url').toString('utf8')));
  } catch {
    throw new AppError(ResponseCode.INVALID_INPUT, 'after: Not a cursor of this list');
  }
}

const encodeCursor = (at: string, id: number) =>
  Buffer.from(JSON.stringify([at, id])).toString('base64url');

/** Entries the caller may read: their institution's records, or every one across institutions. */
function scopeOf(user: AuthUser): SQL | undefined {
  if (actsAcrossInstitutions(user)) return undefined;
  // An account of no institution sees no institution's history.
  return user.institutionId == null
    ? sql`false`
    : eq(historyEntries.institutionId, user.institutionId);
}

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const asText = (value: unknown) =>
  value === null || value === undefined
    ? null
    : typeof value === 'string'
      ? value
      : JSON.stringify(value);

type Changes = Record<
  string,
  { old?: unknown; new?: unknown; added?: string[]; removed?: string[] }
>;

/** The stored {column: {old, new}} as the API's list of fields, in the column order of the change. */
function toChanges(changes: Changes) {
  return Object.entries(changes).map(([column, change]) => ({
    field: camel(column),
    oldValue: asText(change.old),
    newValue: asText(change.new),
    added: change.added ?? null,
    removed: change.removed ?? null,
  }));
}

async function readPage(db: Db, where: (SQL | undefined)[], args: unknown) {
  const { first, after } = pageArgsSchema.parse(args);
  const limit = first ?? 25;
  const cursor = parseCursor(after);
  const at = sql<string>`to_char(${historyEntries.recordedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({ entry: historyEntries, at, importFileName: csvImports.fileName })
    .from(historyEntries)
    // An imported record's entries name the file they came from (decision 104).
    .leftJoin(csvImports, eq(csvImports.uuid, historyEntries.batchUuid))
    .where(
      and(
        ...where,
        cursor
          ? sql`(${historyEntries.recordedAt}, ${historyEntries.id}) < (${cursor[0]}::timestamptz, ${cursor[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(historyEntries.recordedAt), desc(historyEntries.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(({ entry, importFileName }) => ({
      ...entry,
      importFileName,
      changes: toChanges(entry.changes as Changes),
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.at, last.entry.id) : null,
  };
}

/** One record's history (getRecordHistory). */
export function recordHistory(
  db: Db,
  user: AuthUser,
  args: { entity: string; uuid: string; first?: number | null; after?: string | null },
) {
  const filter = activityFilterSchema.parse({ entity: args.entity });
  const recordUuid = uuid.safeParse(args.uuid);
  if (!recordUuid.success) throw new AppError(ResponseCode.INVALID_INPUT, 'uuid: Not a valid uuid');
  return readPage(
    db,
    [
      scopeOf(user),
      eq(historyEntries.entity, filter!.entity!),
      eq(historyEntries.recordUuid, recordUuid.data),
    ],
    args,
  );
}

/** The users whose name contains the text (the users' trigram index), as a condition on the actor. */
const actorNamed = (db: Db, name: string) =>
  inArray(
    historyEntries.actorUuid,
    db
      .select({ uuid: users.uuid })
      .from(users)
      .where(ilike(users.fullName, `%${escapeLike(name)}%`)),
  );

function filterConditions(db: Db, filter: Filter): (SQL | undefined)[] {
  return [
    filter.actorUuid ? eq(historyEntries.actorUuid, filter.actorUuid) : undefined,
    filter.actorName ? actorNamed(db, filter.actorName) : undefined,
    filter.entity ? eq(historyEntries.entity, filter.entity) : undefined,
    filter.action ? eq(historyEntries.action, filter.action) : undefined,
    filter.from ? gte(historyEntries.recordedAt, filter.from) : undefined,
    filter.to ? lt(historyEntries.recordedAt, filter.to) : undefined,
    filter.batchUuid ? eq(historyEntries.batchUuid, filter.batchUuid) : undefined,
  ];
}

/** Every record's changes the caller may see, filtered (getActivity). */
export function activity(
  db: Db,
  user: AuthUser,
  args: { filter?: unknown; first?: number | null; after?: string | null },
) {
  const filter = activityFilterSchema.parse(args.filter) ?? {};
  return readPage(db, [scopeOf(user), ...filterConditions(db, filter)], args);
}
