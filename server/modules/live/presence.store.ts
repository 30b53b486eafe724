import { sql } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { RECORDS_CHANNEL } from '../../db/liveChanges';
import { mayHear, type LiveTable } from '../../graphql/liveAccess';
import { AppError } from '../../errors';

/**
 * Edit-form presence (decision 108), kept in the database (record_presence, migration 0031) so every
 * process sees the same editors: a form holds its record every 20 s, a hold lapses after 45 s, so a
 * closed laptop or a stopped process drops out by itself. Nothing is locked: anyone may still save.
 */
const HOLD_SECONDS = 45;

/** The record's institution, as its history names it (null: a shared list's); NOT_FOUND if none. */
async function institutionOf(db: Db, table: LiveTable, uuid: string): Promise<number | null> {
  const result = await db.execute<{ institution_id: string | null }>(
    sql`SELECT history_institution(${table.table}, to_jsonb(t)) AS institution_id
        FROM ${sql.identifier(table.table)} t WHERE t.uuid = ${uuid}`,
  );
  const row = result.rows[0];
  if (!row) throw new AppError(ResponseCode.NOT_FOUND);
  return row.institution_id === null ? null : Number(row.institution_id);
}

/** Tells the record's watchers that its editors changed (their forms ask again at once). */
async function announce(db: Db, table: LiveTable, uuid: string, institutionId: number | null) {
  const payload = JSON.stringify({ e: table.table, u: uuid, a: 'presence', i: institutionId });
  await db.execute(sql`SELECT pg_notify(${RECORDS_CHANNEL}, ${payload})`);
}

/** A record the user may read, else the same refusal as a record that does not exist. */
async function readableRecord(db: Db, user: AuthUser, table: LiveTable, uuid: string) {
  const institutionId = await institutionOf(db, table, uuid);
  const asChange = { entity: table.table, uuid, action: 'presence', institutionId };
  const visible = mayHear(user, table, {
    ...asChange,
    version: null,
    actorName: null,
    actorUuid: null,
  });
  if (!visible) throw new AppError(ResponseCode.NOT_FOUND);
  return institutionId;
}

/** The names of the others whose hold on the record has not lapsed. */
async function othersHolding(db: Db, user: AuthUser, table: LiveTable, uuid: string) {
  const result = await db.execute<{ user_name: string }>(
    sql`SELECT user_name FROM record_presence
        WHERE entity = ${table.table} AND record_uuid = ${uuid} AND user_id <> ${user.id}
          AND expires_at > now()
        ORDER BY user_name LIMIT 20`,
  );
  return result.rows.map((row) => row.user_name);
}

export async function holdRecord(db: Db, user: AuthUser, table: LiveTable, uuid: string) {
  const institutionId = await readableRecord(db, user, table, uuid);
  // Lapsed holds of this record go; `fresh` says whether this user was not holding it yet.
  await db.execute(
    sql`DELETE FROM record_presence
        WHERE entity = ${table.table} AND record_uuid = ${uuid} AND expires_at <= now()`,
  );
  const held = await db.execute<{ fresh: boolean }>(
    sql`INSERT INTO record_presence (entity, record_uuid, user_id, user_name, expires_at)
        SELECT ${table.table}, ${uuid}, u.id, u.full_name, now() + make_interval(secs => ${HOLD_SECONDS})
        FROM users u WHERE u.id = ${user.id}
        ON CONFLICT (entity, record_uuid, user_id) DO UPDATE SET expires_at = excluded.expires_at
        RETURNING (xmax = 0) AS fresh`,
  );
  if (held.rows[0]?.fresh) await announce(db, table, uuid, institutionId);
  return othersHolding(db, user, table, uuid);
}

export async function releaseRecord(db: Db, user: AuthUser, table: LiveTable, uuid: string) {
  const institutionId = await readableRecord(db, user, table, uuid);
  const released = await db.execute(
    sql`DELETE FROM record_presence
        WHERE entity = ${table.table} AND record_uuid = ${uuid} AND user_id = ${user.id}
        RETURNING 1`,
  );
  if (released.rows.length > 0) await announce(db, table, uuid, institutionId);
  return othersHolding(db, user, table, uuid);
}
