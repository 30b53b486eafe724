import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';
import { institutions, users } from './identity';

/**
 * Regions, districts, wards and villages (contract/administrativeAreas.ts): each names its parent one
 * level up. Tanzania's regions and districts are seeded (server/modules/administrative-areas/seed.ts).
 */
export const administrativeAreas = pgTable(
  'administrative_areas',
  {
    ...entityColumns(),
    type: varchar('type', { length: 20 }).notNull(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 60 }).notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => administrativeAreas.id,
    ),
  },
  (t) => [
    uniqueIndex('administrative_areas_code_live_key')
      .on(t.code)
      .where(sql`NOT ${t.deleted}`),
    // Paging indexes: scope first, then the sort column with id as tie-breaker.
    index('administrative_areas_scope_name_idx').on(t.deleted, t.name, t.id),
    index('administrative_areas_scope_type_name_idx').on(t.deleted, t.type, t.name, t.id),
    index('administrative_areas_scope_code_idx').on(t.deleted, t.code, t.id),
    index('administrative_areas_scope_created_idx').on(t.deleted, t.createdAt, t.id),
    index('administrative_areas_parent_idx').on(t.parentId),
    index('administrative_areas_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** An institution's branch (regional or zonal office), placed in an administrative area. */
export const branches = pgTable(
  'branches',
  {
    ...entityColumns(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    administrativeAreaId: bigint('administrative_area_id', { mode: 'number' }).references(
      () => administrativeAreas.id,
    ),
    branchCode: varchar('branch_code', { length: 30 }).notNull(),
    branchName: varchar('branch_name', { length: 150 }).notNull(),
    /** The code another system (e.g. the payment gateway) tracks the branch by. */
    trackingBranchCode: varchar('tracking_branch_code', { length: 30 }),
    location: varchar('location', { length: 250 }),
  },
  (t) => [
    uniqueIndex('branches_institution_code_live_key')
      .on(t.institutionId, sql`lower(${t.branchCode})`)
      .where(sql`NOT ${t.deleted}`),
    index('branches_institution_name_idx').on(t.institutionId, t.deleted, t.branchName, t.id),
    index('branches_area_idx').on(t.administrativeAreaId),
  ],
);

/** The staff who work at a branch (the branch's `users`); a user works at one branch at most. */
export const branchUsers = pgTable(
  'branch_users',
  {
    branchId: bigint('branch_id', { mode: 'number' })
      .notNull()
      .references(() => branches.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: varchar('assigned_by', { length: 120 }),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.userId] }),
    uniqueIndex('branch_users_user_key').on(t.userId),
  ],
);
