import { sql, type SQL } from 'drizzle-orm';
import type { Permission } from '../../../contract/permissions';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { readableLiveTables } from '../../graphql/liveAccess';
import { activity } from './store';

/** How many recent changes the home page shows. */
const RECENT_CHANGES = 10;
/** Pending requests are counted up to this many: a larger backlog reads as "1000". */
const PENDING_CAP = 1000;

/**
 * The lists the user may read, with their row_counts totals (decision "Dashboard counts from
 * row_counts"): row_counts keeps one count per table, not per institution, so someone who acts inside
 * one institution gets only the shared lists' counts. Only tables that row_counts keeps are answered
 * (a table without its triggers would read as an empty list); one query, no count(*).
 */
async function listCounts(db: Db, user: AuthUser) {
  const across = actsAcrossInstitutions(user);
  const readable = readableLiveTables(user);
  const names = readable.filter((table) => across || !table.scoped).map((table) => table.table);
  const scopedListsLeftOut = readable.some((table) => table.scoped) && !across;
  if (names.length === 0) return { counts: [], scopedListsLeftOut };
  const result = await db.execute<{ table: string; total: string; active: string }>(
    sql`SELECT c.relname AS table,
               coalesce(sum(r.n) FILTER (WHERE NOT r.is_deleted), 0) AS total,
               coalesce(sum(r.n) FILTER (WHERE NOT r.is_deleted AND r.is_active), 0) AS active
          FROM pg_class c
          JOIN pg_trigger t ON t.tgrelid = c.oid AND t.tgname = c.relname || '_row_counts_insert'
          LEFT JOIN row_counts r ON r.table_name = c.relname
         WHERE c.relname IN (${sql.join(
           names.map((name) => sql`${name}`),
           sql`, `,
         )})
           AND pg_table_is_visible(c.oid)
         GROUP BY c.relname
         ORDER BY c.relname`,
  );
  const counts = result.rows.map((row) => ({
    table: row.table,
    total: Number(row.total),
    active: Number(row.active),
  }));
  return { counts, scopedListsLeftOut };
}

/** Rows matching a condition, counted up to PENDING_CAP (a bounded read, even on a large table). */
async function cappedCount(db: Db, table: string, where: SQL): Promise<number> {
  const result = await db.execute<{ n: number }>(
    sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM ${sql.identifier(table)}
        WHERE ${where} LIMIT ${PENDING_CAP}) AS waiting`,
  );
  return result.rows[0]?.n ?? 0;
}

/** `column = the user's institution`, or nothing for those who act across institutions. */
const inScope = (user: AuthUser, column: string): SQL =>
  actsAcrossInstitutions(user)
    ? sql`true`
    : user.institutionId == null
      ? sql`false`
      : sql`${sql.identifier(column)} = ${user.institutionId}`;

/**
 * What waits for a decision in the user's scope, for the lists they may read: accounts whose
 * activation link was not used yet (users list), and clients of their institution's services who
 * wait for confirmation (service clients list). Kinds with nothing waiting are left out.
 */
async function pendingRequests(db: Db, user: AuthUser) {
  const kinds: { kind: string; permission: Permission; count: () => Promise<number> }[] = [
    {
      kind: 'usersAwaitingActivation',
      permission: 'uaa.user.read',
      count: () =>
        cappedCount(
          db,
          'users',
          sql`password_hash IS NULL AND NOT deleted AND ${inScope(user, 'institution_id')}`,
        ),
    },
    {
      kind: 'subscriptionsAwaitingConfirmation',
      permission: 'uaa.service.read',
      count: () =>
        // The provider confirms: its own clients are the ones waiting for this user's institution.
        cappedCount(
          db,
          'service_subscriptions',
          sql`NOT deleted AND NOT confirmed AND ${inScope(user, 'provider_institution_id')}`,
        ),
    },
  ];
  const pending = [];
  for (const { kind, permission, count } of kinds) {
    if (!user.permissions.has(permission)) continue;
    const n = await count();
    if (n > 0) pending.push({ kind, count: n });
  }
  return pending;
}

/** getMyDashboard: the caller's counts, recent changes (as the Activity list reads them) and pending requests. */
export async function myDashboard(db: Db, user: AuthUser) {
  const { counts, scopedListsLeftOut } = await listCounts(db, user);
  const recentChanges = user.permissions.has('uaa.history.read')
    ? (await activity(db, user, { first: RECENT_CHANGES })).entries
    : [];
  return { counts, scopedListsLeftOut, recentChanges, pending: await pendingRequests(db, user) };
}
