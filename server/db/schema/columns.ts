import { bigserial, boolean, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * The columns every reference entity carries (the shell and reference data spec, section 3: active, createdAt,
 * createdBy, deleted, id, updatedAt, updatedBy, uuid). Soft delete: `deleted` is set, rows stay.
 */
export const entityColumns = () => ({
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom().unique(),
  active: boolean('active').notNull().default(true),
  deleted: boolean('deleted').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  createdBy: varchar('created_by', { length: 120 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
  updatedBy: varchar('updated_by', { length: 120 }),
});
