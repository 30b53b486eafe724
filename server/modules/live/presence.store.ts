import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { RECORDS_CHANNEL } from '../../db/liveChanges';
import { mayHear, type LiveTable } from '../../graphql/liveAccess';
import { allowAttempt, type AttemptLimit } from '../../http/attempts';
import { FORBIDDEN_CHARACTER_TEXT, forbiddenCharacterAt } from '../../http/textInput';
import { AppError } from '../../errors';

/**
 * Edit-form presence (decision 108), kept in the database (record_presence, migration 0031) so every
 * process sees the same editors: a form holds its record every 20 s, a hold lapses after 45 s, so a
 * closed laptop or a stopped process drops out by itself. Nothing is locked: anyone may still save.
 */
const HOLD_SECONDS = 45;

/**
 * Holds and releases per user, counted in the database so that every process agrees: an open form
 * sends one every 20 s and one on opening and leaving, so a few a second is a runaway client (each
 * announced one reaches every watcher of the table).
 */
export const PRESENCE_LIMIT: AttemptLimit = { scope: 'presence', limit: 5, windowSeconds: 1 };

/** Lapsed holds removed by each hold: enough to outpace the holds that lapse, bounded per call. */
const PURGE_BATCH = 100;

const settingKey = z
  .string()
  .min(1)
  .max(120)
  .refine((key) => forbiddenCharacterAt(key) < 0, `holds ${FORBIDDEN_CHARACTER_TEXT}`);

/** A record's key as the table names its records: a uuid, or a setting's key (varchar(120)). */
export const recordKeySchema = (table: LiveTable) =>
  table.keyColumn === 'key' ? settingKey : z.uuid();

/**
 * The key a hold is stored under (record_uuid is a uuid column): the record's uuid, or for a table
 * keyed otherwise a uuid made from its table and key (md5), the same in every process.
 */
const storedKey = (table: LiveTable, key: string) =>
  table.keyColumn === 'key' ? sql`md5(${`${table.table}/${key}`})::uuid` : sql`${key}::uuid`;

/** The record's institution, as its history names it (null: a shared list's); NOT_FOUND if none. */
async function institutionOf(db: Db, table: LiveTable, key: string): Promise<number | null> {
  const column = sql.identifier(table.keyColumn ?? 'uuid');
  const result = await db.execute<{ institution_id: string | null }>(
    sql`SELECT history_institution(${table.table}, to_jsonb(t)) AS institution_id
        FROM ${sql.identifier(table.table)} t WHERE t.${column} = ${key}`,
  );
  const row = result.rows[0];
  if (!row) throw new AppError(ResponseCode.NOT_FOUND);
  return row.institution_id === null ? null : Number(row.institution_id);
}

/**
 * Tells the record's watchers who opened ('presence') or left ('absence') its edit form, so their
 * forms update the names they show without asking (asking on every event multiplied the load).
 */
async function announce(
  db: Db,
  change: { table: LiveTable; key: string; institutionId: number | null },
  action: 'presence' | 'absence',
  who: { uuid: string; name: string },
) {
  const payload = JSON.stringify({
    e: change.table.table,
    u: change.key,
    a: action,
    n: who.name,
    w: who.uuid,
    i: change.institutionId,
  });
  await db.execute(sql`SELECT pg_notify(${RECORDS_CHANNEL}, ${payload})`);
}

/** Counts the call; beyond the limit it is refused before anything is read or written. */
async function throttle(db: Db, user: AuthUser) {
  if (!(await allowAttempt(db, PRESENCE_LIMIT, user.uuid))) {
    throw new AppError(ResponseCode.TOO_MANY_ATTEMPTS);
  }
}

/** A record of the user's institution (or a shared one), else the refusal of a missing record. */
async function visibleRecord(db: Db, user: AuthUser, table: LiveTable, key: string) {
  const institutionId = await institutionOf(db, table, key);
  const visible = mayHear(user, table, {
    entity: table.table,
    uuid: key,
    action: 'presence',
    institutionId,
    version: null,
    actorName: null,
    actorUuid: null,
  });
  if (!visible) throw new AppError(ResponseCode.NOT_FOUND);
  return { table, key, institutionId };
}

/**
 * Removes this record's lapsed holds (a lapsed hold taken again is then announced as new) and a
 * bounded batch of any other lapsed holds, so holds of records nobody opens again do not pile up.
 */
async function purgeLapsed(db: Db, table: LiveTable, key: string) {
  await db.execute(
    sql`DELETE FROM record_presence WHERE (entity, record_uuid, user_id) IN (
          SELECT entity, record_uuid, user_id FROM record_presence
          WHERE entity = ${table.table} AND record_uuid = ${storedKey(table, key)}
            AND expires_at <= now()
          UNION ALL
          (SELECT entity, record_uuid, user_id FROM record_presence
           WHERE expires_at <= now() LIMIT ${PURGE_BATCH}))`,
  );
}

/** The names of the others whose hold on the record has not lapsed. */
async function othersHolding(db: Db, user: AuthUser, table: LiveTable, key: string) {
  const result = await db.execute<{ user_name: string }>(
    sql`SELECT user_name FROM record_presence
        WHERE entity = ${table.table} AND record_uuid = ${storedKey(table, key)}
          AND user_id <> ${user.id} AND expires_at > now()
        ORDER BY user_name LIMIT 20`,
  );
  return result.rows.map((row) => row.user_name);
}

/** Holds the record for the user: a new hold is announced, a renewal (no view changes) is not. */
export async function holdRecord(db: Db, user: AuthUser, table: LiveTable, key: string) {
  await throttle(db, user);
  const record = await visibleRecord(db, user, table, key);
  await purgeLapsed(db, table, key);
  const held = await db.execute<{ fresh: boolean; user_name: string }>(
    sql`INSERT INTO record_presence (entity, record_uuid, user_id, user_name, expires_at)
        SELECT ${table.table}, ${storedKey(table, key)}, u.id, u.full_name,
          now() + make_interval(secs => ${HOLD_SECONDS})
        FROM users u WHERE u.id = ${user.id}
        ON CONFLICT (entity, record_uuid, user_id) DO UPDATE SET expires_at = excluded.expires_at
        RETURNING (xmax = 0) AS fresh, user_name`,
  );
  const row = held.rows[0];
  if (row?.fresh) await announce(db, record, 'presence', { uuid: user.uuid, name: row.user_name });
  return othersHolding(db, user, table, key);
}

/** Drops the user's hold of the record; announced only when there was one. */
export async function releaseRecord(db: Db, user: AuthUser, table: LiveTable, key: string) {
  await throttle(db, user);
  const record = await visibleRecord(db, user, table, key);
  const released = await db.execute<{ user_name: string }>(
    sql`DELETE FROM record_presence
        WHERE entity = ${table.table} AND record_uuid = ${storedKey(table, key)}
          AND user_id = ${user.id}
        RETURNING user_name`,
  );
  const row = released.rows[0];
  if (row) await announce(db, record, 'absence', { uuid: user.uuid, name: row.user_name });
  return othersHolding(db, user, table, key);
}
