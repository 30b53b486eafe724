import { and, desc, eq, gte, ilike, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { historyActions } from '../../../contract/history';
import { DEFAULT_PAGE_SIZE } from '../../../contract/limits';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { csvImports, historyEntries } from '../../db/schema/history';
import { users } from '../../db/schema/identity';
import { idSchema } from '../../db/entityTable';
import { escapeLike } from '../../db/paging';
import { AppError } from '../../errors';
import { storableDate, isStorableDate } from '../../validation/inputs';

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
    from: storableDate().nullish(),
    to: storableDate().nullish(),
    batchUuid: uuid.nullish(),
  })
  .nullish();

export const pageArgsSchema = z.object({
  first: z.number().int().min(1).max(500).nullish(),
  after: z.string().max(200).nullish(),
});

type Filter = NonNullable<z.infer<typeof activityFilterSchema>>;

/** A page's position: the last entry's time (to the microsecond, as text) and id. */
const cursorSchema = z.tuple([
  z
    .string()
    .regex(/^\d{4}-\d\d-\d\dT[\d:.]+Z$/)
    // As PostgreSQL reads the text: no 30 February (which Date would read as 2 March).
    .refine((at) => {
      const date = new Date(at);
      return isStorableDate(date) && date.toISOString().slice(0, 10) === at.slice(0, 10);
    }),
  idSchema,
]);

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
export function scopeOf(user: AuthUser): SQL | undefined {
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

export type Changes = Record<
  string,
  { old?: unknown; new?: unknown; added?: string[]; removed?: string[] }
>;

/**
 * The stored {column: {old, new}} as the API's list of fields, in the column order of the change; a
 * column that links to another table (`links`: its foreign keys) shows the linked record's label.
 */
export function toChanges(changes: Changes, links: Map<string, Map<string, string>> | undefined) {
  return Object.entries(changes).map(([column, change]) => {
    const labels = links?.get(column);
    const value = (raw: unknown) => {
      const text = asText(raw);
      return text !== null && labels ? (labels.get(text) ?? text) : text;
    };
    return {
      field: camel(column),
      oldValue: value(change.old),
      newValue: value(change.new),
      added: change.added ?? null,
      removed: change.removed ?? null,
    };
  });
}

type ForeignKeys = Map<string, Map<string, string>>;

/** Per database: each table's single-column foreign keys, column -> the table it names (read once). */
const foreignKeysOf = new WeakMap<Db, Promise<ForeignKeys>>();

export function foreignKeys(db: Db): Promise<ForeignKeys> {
  let keys = foreignKeysOf.get(db);
  if (!keys) {
    keys = db
      .execute<{ tbl: string; col: string; ref: string }>(
        sql`SELECT cl.relname AS tbl, att.attname AS col, ref.relname AS ref
          FROM pg_constraint c
          JOIN pg_class cl ON cl.oid = c.conrelid
          JOIN pg_class ref ON ref.oid = c.confrelid
          JOIN pg_attribute att ON att.attrelid = c.conrelid AND att.attnum = c.conkey[1]
          WHERE c.contype = 'f' AND cardinality(c.conkey) = 1
            AND cl.relnamespace = 'public'::regnamespace`,
      )
      .then(({ rows }) => {
        const byTable: ForeignKeys = new Map();
        for (const { tbl, col, ref } of rows) {
          byTable.set(tbl, (byTable.get(tbl) ?? new Map()).set(col, ref));
        }
        return byTable;
      });
    foreignKeysOf.set(db, keys);
    // A failed read is tried again by the next page.
    keys.catch(() => foreignKeysOf.delete(db));
  }
  return keys;
}

/**
 * The labels of the records a page's changes link to (a sub-category's tender category): per
 * entity, column -> (id as text -> the linked record's label, as the history labels records). One
 * query per linked table; a linked record since deleted keeps its label, a purged one its id.
 */
export async function linkedLabels(
  db: Db,
  entries: { entity: string; changes: unknown }[],
): Promise<Map<string, Map<string, Map<string, string>>>> {
  const keys = await foreignKeys(db);
  const wanted = new Map<string, Set<number>>();
  for (const { entity, changes } of entries) {
    for (const [column, change] of Object.entries(changes as Changes)) {
      const ref = keys.get(entity)?.get(column);
      if (!ref) continue;
      const ids = wanted.get(ref) ?? new Set<number>();
      for (const id of [change.old, change.new])
        if (Number.isSafeInteger(Number(id)) && id !== null) ids.add(Number(id));
      wanted.set(ref, ids);
    }
  }
  const labelsOf = new Map<string, Map<string, string>>();
  for (const [ref, ids] of wanted) {
    if (ids.size === 0) continue;
    const { rows } = await db.execute<{ id: string; label: string | null }>(
      sql`SELECT t.id::text AS id, history_label(to_jsonb(t)) AS label FROM ${sql.identifier(ref)} t
        WHERE t.id = ANY(${`{${[...ids].join(',')}}`}::bigint[])`,
    );
    labelsOf.set(ref, new Map(rows.filter((row) => row.label).map((row) => [row.id, row.label!])));
  }
  const byEntity = new Map<string, Map<string, Map<string, string>>>();
  for (const [entity, columns] of keys) {
    const linked = new Map(
      [...columns].flatMap(([column, ref]) => {
        const labels = labelsOf.get(ref);
        return labels ? [[column, labels] as const] : [];
      }),
    );
    if (linked.size > 0) byEntity.set(entity, linked);
  }
  return byEntity;
}

async function readPage(db: Db, where: (SQL | undefined)[], args: unknown) {
  const { first, after } = pageArgsSchema.parse(args);
  const limit = first ?? DEFAULT_PAGE_SIZE;
  const cursor = parseCursor(after);
  const at = sql<string>`to_char(${historyEntries.recordedAt} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
  const rows = await db
    .select({
      entry: historyEntries,
      at,
      importFileName: csvImports.fileName,
      // A restore names the entry it brought back, and when that was (decision 140).
      restoredFromAt: sql<Date | null>`(SELECT r.recorded_at FROM history_entries r
        WHERE r.id = ${historyEntries.restoredFrom})`.mapWith(historyEntries.recordedAt),
    })
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
  const links = await linkedLabels(
    db,
    page.map(({ entry }) => entry),
  );
  return {
    entries: page.map(({ entry, importFileName, restoredFromAt }) => ({
      ...entry,
      importFileName,
      restoredFromId: entry.restoredFrom,
      restoredFromAt,
      changes: toChanges(entry.changes as Changes, links.get(entry.entity)),
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
