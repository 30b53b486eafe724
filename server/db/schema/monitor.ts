import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { instant, keyColumns, trigramIndex } from './columns';

/**
 * What browsers report to the monitor service (saveErrorLog): failed response codes, GraphQL errors,
 * SQL text in a response, high latency and failed HTTP requests. Append-only; never soft-deleted.
 */
export const errorLogs = pgTable(
  'error_logs',
  {
    ...keyColumns(),
    kind: varchar('kind', { length: 30 }).notNull(),
    message: text('message').notNull(),
    operation: varchar('operation', { length: 120 }),
    service: varchar('service', { length: 30 }),
    code: integer('code'),
    httpStatus: integer('http_status'),
    latencyMs: integer('latency_ms'),
    url: varchar('url', { length: 500 }),
    userUuid: uuid('user_uuid'),
    userType: varchar('user_type', { length: 30 }),
    userRoles: varchar('user_roles', { length: 500 }),
    clientAddress: varchar('client_address', { length: 60 }),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  // The list sorts by each of createdAt, kind, operation, code and latencyMs (then by id, both ways):
  // one index per sort, so a page of a large log is read in order instead of sorting all of it.
  (t) => [
    index('error_logs_created_idx').on(t.createdAt, t.id),
    index('error_logs_kind_created_idx').on(t.kind, t.createdAt, t.id),
    index('error_logs_kind_idx').on(t.kind, t.id),
    index('error_logs_operation_idx').on(t.operation, t.id),
    index('error_logs_code_idx').on(t.code, t.id),
    index('error_logs_latency_idx').on(t.latencyMs, t.id),
    trigramIndex('error_logs_message_trgm_idx', t.message),
  ],
);
