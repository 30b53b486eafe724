import { and, desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { idSchema, parseVersion } from '../../db/entityTable';
import { historyEntries } from '../../db/schema/history';
import { AppError } from '../../errors';
import type { SignedInContext } from '../../graphql/operation';
import { restoreInput, restoredColumns, saveOf, saveThrough } from './restoreSaves';
import { linkedLabels, scopeOf, toChanges, type Changes } from './store';

/**
 * A record as it was after one change of its history, against today's (issue 39 item 3, decision
 * 160): today's row, walked back through the changes made since that entry (each puts back its `old`
 * values). "Restore this version" saves those values with the record's own save (restoreSaves.ts),
 * in the mutation's transaction, naming the entry it restores (history_entries.restored_from).
 */

/** A record whose history since the version is longer than this is not walked back. */
const MAX_ENTRIES_BACK = 5_000;

const argsSchema = z.object({
  entity: z.string().regex(/^[a-z][a-z0-9_]{0,62}$/, 'Not a record kind'),
  uuid: z.uuid({ error: 'Not a valid uuid' }),
  entryId: idSchema,
});

/** Columns history never shows (history_tracks in migration *_record_history.sql). */
const untracked = new Set([
  'id',
  'uuid',
  'created_at',
  'created_by',
  'updated_at',
  'updated_by',
  'version',
]);
const tracked = (column: string) => !untracked.has(column) && !/(_hash|secret|token)/.test(column);

const notFound = () => new AppError(ResponseCode.NOT_FOUND, 'No such version of this record');

type Row = Record<string, unknown>;

/** The entry (visible to the caller), the record as it is now, and as it was after the entry. */
async function versionOf(db: Db, user: AuthUser, rawArgs: unknown) {
  const args = argsSchema.safeParse(rawArgs);
  if (!args.success) {
    const issue = args.error.issues[0];
    throw new AppError(ResponseCode.INVALID_INPUT, `${issue.path.join('.')}: ${issue.message}`);
  }
  const { entity, uuid, entryId } = args.data;
  const [entry] = await db
    .select()
    .from(historyEntries)
    .where(
      and(
        scopeOf(user),
        eq(historyEntries.id, entryId),
        eq(historyEntries.entity, entity),
        eq(historyEntries.recordUuid, uuid),
      ),
    );
  if (
    !entry ||
    entry.action === 'remove' ||
    entry.action === 'assign' ||
    entry.action === 'unassign'
  ) {
    throw notFound();
  }
  // The entity is a table that keeps history: the entry names it, and the entry exists.
  const current = await db.execute<{ row: Row }>(
    sql`SELECT to_jsonb(t) AS row FROM ${sql.identifier(entity)} t WHERE t.uuid = ${uuid}`,
  );
  const now = current.rows[0]?.row;
  if (!now) throw notFound();
  const later = await db
    .select({ changes: historyEntries.changes })
    .from(historyEntries)
    .where(
      and(
        eq(historyEntries.entity, entity),
        eq(historyEntries.recordUuid, uuid),
        // Compared in the database: its times have microseconds, a JavaScript Date only milliseconds.
        sql`(${historyEntries.recordedAt}, ${historyEntries.id}) >
          (SELECT e.recorded_at, e.id FROM history_entries e WHERE e.id = ${entry.id})`,
      ),
    )
    .orderBy(desc(historyEntries.recordedAt), desc(historyEntries.id))
    .limit(MAX_ENTRIES_BACK + 1);
  if (later.length > MAX_ENTRIES_BACK) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'This version is too far back to show');
  }
  const then: Row = { ...now };
  for (const { changes } of later) {
    for (const [column, change] of Object.entries(changes as Changes)) {
      if (column in then && 'old' in change) then[column] = change.old ?? null;
    }
  }
  return { entry, now, then };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The version as the API answers it: each field then and now, and what a restore would write. */
async function described(db: Db, user: AuthUser, version: Awaited<ReturnType<typeof versionOf>>) {
  const { entry, now, then } = version;
  const save = await saveOf(entry.entity);
  const restorable = save ? await restoredColumns(save, now) : new Set<string>();
  const columns = Object.keys(now).filter(tracked);
  const changes: Changes = Object.fromEntries(
    columns.map((column) => [column, { old: then[column], new: now[column] }]),
  );
  const links = await linkedLabels(db, [{ entity: entry.entity, changes }]);
  const fields = toChanges(changes, links.get(entry.entity)).map((field, i) => ({
    field: field.field,
    thenValue: field.oldValue,
    nowValue: field.newValue,
    changed: !same(then[columns[i]], now[columns[i]]),
    restorable: restorable.has(columns[i]),
  }));
  const mayWrite = !!save && user.permissions.has(save.permission);
  return {
    entryId: entry.id,
    recordedAt: entry.recordedAt,
    entity: entry.entity,
    recordUuid: entry.recordUuid,
    recordLabel: entry.recordLabel,
    currentVersion: typeof now.version === 'number' ? now.version : null,
    deleted: now.deleted === true,
    restorable: mayWrite && !now.deleted && fields.some((f) => f.changed && f.restorable),
    fields,
  };
}

/** getRecordVersion: the record after that entry, field by field against today's. */
export async function recordVersion(db: Db, user: AuthUser, args: unknown) {
  return described(db, user, await versionOf(db, user, args));
}

/**
 * restoreRecordVersion: the version's values of the fields the record's save writes, saved by that
 * save as the record's edit screen sends it (its permission, scope, rules, and the version the
 * caller read: STALE_VERSION when the record changed meanwhile), in this mutation's transaction,
 * its history entry naming the entry restored. Any refusal of the save rolls the whole back.
 */
export async function restoreVersion(ctx: SignedInContext, args: { version?: unknown }) {
  const { db, user } = ctx;
  const version = await versionOf(db, user, args);
  const save = await saveOf(version.entry.entity);
  if (!save) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'Records of this kind are not restored from their history',
    );
  }
  if (!user.permissions.has(save.permission)) throw new AppError(ResponseCode.FORBIDDEN);
  const expected = parseVersion(args.version);
  if (expected === undefined) throw new AppError(ResponseCode.INVALID_INPUT, 'version: Required');
  if (version.now.deleted === true) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'A deleted record is not restored from here');
  }
  const restored = await restoredColumns(save, version.now);
  if (![...restored].some((column) => !same(version.then[column], version.now[column]))) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'This version is the record as it is now');
  }
  const input = await restoreInput(db, save, version.then, version.now, expected);
  await db.execute(
    sql`SELECT set_config('zabuni.history_restored_from', ${String(version.entry.id)}, true)`,
  );
  // A refusal throws: the transaction rolls back, and the setting with it.
  await saveThrough(ctx, save, input);
  // Later changes of the same transaction are no restore.
  await db.execute(sql`SELECT set_config('zabuni.history_restored_from', '', true)`);
  return recordVersion(db, user, args);
}
