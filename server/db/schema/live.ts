import { bigint, index, pgTable, primaryKey, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Who has which record open in an edit form (issue 23 item 2, decision 108): one row per user and
 * record, kept alive by the form's heartbeat and ignored once `expiresAt` has passed, so every process
 * on the database sees the same editors and a closed tab or a dead process drops out by itself.
 */
export const recordPresence = pgTable(
  'record_presence',
  {
    /** The record's table ('charge_types'). */
    entity: varchar('entity', { length: 63 }).notNull(),
    recordUuid: uuid('record_uuid').notNull(),
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    /** The user's name as it was when they opened the form (shown to the others). */
    userName: varchar('user_name', { length: 200 }).notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.recordUuid, t.userId] }),
    index('record_presence_expires_idx').on(t.expiresAt),
  ],
);
