import { sql } from 'drizzle-orm';
import type { HistoryVersion } from '../../../resources/activity/methods';
import type { TestServer } from './testServer';

/** What a test reads of a version: the record then against now, field by field. */
const VERSION = `entryId currentVersion deleted restorable
  fields { field thenValue nowValue changed restorable }`;

/**
 * The calls and reads the restore tests share, bound to one server: a version of a record's
 * history as the screen reads it, its restore, and the rows behind them.
 */
export function recordVersions(server: TestServer) {
  return {
    versionOf: (entity: string, uuid: string, entryId: string, token: string) =>
      server.envelope<HistoryVersion>(
        'uaa',
        `query ($entity: String!, $uuid: String!, $entryId: ID!) {
          getRecordVersion(entity: $entity, uuid: $uuid, entryId: $entryId) { code message data { ${VERSION} } } }`,
        { entity, uuid, entryId },
        token,
      ),
    restore: (entity: string, uuid: string, entryId: string, version: number, token: string) =>
      server.envelope<HistoryVersion>(
        'uaa',
        `mutation ($entity: String!, $uuid: String!, $entryId: ID!, $version: Int!) {
          restoreRecordVersion(entity: $entity, uuid: $uuid, entryId: $entryId, version: $version) {
            code message data { ${VERSION} } } }`,
        { entity, uuid, entryId, version },
        token,
      ),
    /** The record's newest history entry. */
    latestEntry: async (entity: string, uuid: string) =>
      (
        await server.db.execute<{ id: string; action: string; restored_from: string | null }>(
          sql`SELECT id::text, action, restored_from::text FROM history_entries
            WHERE entity = ${entity} AND record_uuid = ${uuid} ORDER BY history_entries.id DESC LIMIT 1`,
        )
      ).rows[0],
    /** The record's row as stored. */
    rowOf: async (entity: string, uuid: string) =>
      (
        await server.db.execute<Record<string, unknown> & { version: number }>(
          sql`SELECT * FROM ${sql.identifier(entity)} WHERE uuid = ${uuid}`,
        )
      ).rows[0],
  };
}
