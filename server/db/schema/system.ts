import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, descriptionsColumns } from './columns';
import { users } from './identity';

/** Global settings read by the cache service (ALLOW_MULTI_TAB, feature flags, system status). */
export const globalSettings = pgTable('global_settings', {
  key: varchar('key', { length: 120 }).primaryKey(),
  value: text('value').notNull(),
  ...descriptionsColumns(250),
  updatedAt: instant('updated_at').notNull().defaultNow(),
});

/** Secrets the server makes for itself on first start (the JWT signing key when none is configured). */
export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 60 }).primaryKey(),
  value: text('value').notNull(),
});

/**
 * Exact row counts per table and scope, kept by the maintain_row_counts() trigger, so that a list's
 * total is a lookup instead of a count(*) over a million rows (see server/db/paging.ts).
 */
export const rowCounts = pgTable(
  'row_counts',
  {
    tableName: varchar('table_name', { length: 63 }).notNull(),
    isDeleted: boolean('is_deleted').notNull(),
    isActive: boolean('is_active').notNull(),
    n: bigint('n', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.isDeleted, t.isActive] })],
);

/**
 * The first answer to a create sent with an Idempotency-Key header, per user and key, so that a
 * retried create answers it again instead of creating twice (server/http/idempotency.ts). Kept 24 h.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** SHA-256 of method, path and body: the same key with another request is refused. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    status: integer('status').notNull(),
    contentType: varchar('content_type', { length: 120 }),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);

/**
 * A user's own list views (column choice, saved queries) as react-admin's store keys them, so they
 * follow the person to another machine (server/modules/user-preferences).
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userUuid: uuid('user_uuid')
      .notNull()
      .references(() => users.uuid, { onDelete: 'cascade' }),
    key: varchar('key', { length: 120 }).notNull(),
    value: jsonb('value').notNull(),
    updatedAt: instant('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userUuid, t.key] })],
);
