import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './columns';

/**
 * Who changed which record, how and when (issue 19, decision 101): one entry per affected row, written
 * by the database's own triggers in the transaction of the change (migration *_record_history.sql), so no write path
 * can forget it and a change rolled back leaves no entry. Append-only: a trigger refuses UPDATE and
 * DELETE but for the retention purge (server/db/history.ts).
 */
export const historyEntries = pgTable(
  'history_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The change's transaction time. */
    recordedAt: instant('recorded_at').notNull().defaultNow(),
    /** The table of the record ('tender_categories'). */
    entity: varchar('entity', { length: 63 }).notNull(),
    recordId: bigint('record_id', { mode: 'number' }).notNull(),
    recordUuid: uuid('record_uuid'),
    /** The record's name when it changed, so the list reads without joins to forty tables. */
    recordLabel: varchar('record_label', { length: 250 }),
    /** create | update | delete | restore | activate | deactivate | assign | unassign | remove */
    action: varchar('action', { length: 20 }).notNull(),
    /** By column: {old, new} (update), {new} (create), {added: [...]} / {removed: [...]} (assign). */
    changes: jsonb('changes')
      .notNull()
      .default(sql`'{}'::jsonb`),
    /** The acting user as they were at the time (null: the system, e.g. seeding). */
    actorId: bigint('actor_id', { mode: 'number' }),
    actorUuid: uuid('actor_uuid'),
    actorName: varchar('actor_name', { length: 200 }),
    actorInstitutionId: bigint('actor_institution_id', { mode: 'number' }),
    actorInstitutionName: varchar('actor_institution_name', { length: 250 }),
    /** The record's institution (institution scope); null for the platform's shared lists. */
    institutionId: bigint('institution_id', { mode: 'number' }),
    /** The import (or other batch) the change was part of. */
    batchUuid: uuid('batch_uuid'),
    /**
     * A restore's source (issue 39): the entry whose version the change brought back. The server names
     * it for the transaction (set_config('zabuni.history_restored_from', ...)); the triggers' insert
     * leaves the column to this default, so they stay as they are.
     */
    restoredFrom: bigint('restored_from', { mode: 'number' }).default(
      sql`nullif(current_setting('zabuni.history_restored_from', true), '')::bigint`,
    ),
  },
  (t) => [
    // Every list is newest first, keyset-paged on (recorded_at, id): one index per filter.
    index('history_entries_recent_idx').on(t.recordedAt, t.id),
    index('history_entries_record_idx').on(t.entity, t.recordUuid, t.recordedAt, t.id),
    index('history_entries_entity_idx').on(t.entity, t.recordedAt, t.id),
    index('history_entries_institution_idx').on(t.institutionId, t.recordedAt, t.id),
    index('history_entries_actor_idx').on(t.actorUuid, t.recordedAt, t.id),
    index('history_entries_action_idx').on(t.action, t.recordedAt, t.id),
    index('history_entries_batch_idx')
      .on(t.batchUuid)
      .where(sql`${t.batchUuid} IS NOT NULL`),
  ],
);

/**
 * One committed CSV import of a reference list (decision 104): its file and counts. Its uuid is the
 * batch of the history entries its rows wrote, so the Activity list names the file they came from.
 */
export const csvImports = pgTable('csv_imports', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uuid: uuid('uuid').notNull().unique(),
  /** The list's table ('tender_categories'), as history entries name it. */
  entity: varchar('entity', { length: 63 }).notNull(),
  fileName: varchar('file_name', { length: 250 }).notNull(),
  created: integer('created').notNull(),
  updated: integer('updated').notNull(),
  refused: integer('refused').notNull(),
  actorId: bigint('actor_id', { mode: 'number' }),
  importedAt: instant('imported_at').notNull().defaultNow(),
});
