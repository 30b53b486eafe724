import { sql } from 'drizzle-orm';
import {
  index,
  pgTable,
  primaryKey,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  instant,
  actor,
  entityColumns,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  trigramIndex,
  nameColumn,
  codeColumn,
  pagingIndexes,
  prefixIndex,
  searchKeys,
  liveCodeKey,
} from './columns';
import { institutionEntityColumns, users } from './identity';

/**
 * Regions, districts, wards and villages (contract/administrativeAreas.ts): each names its parent one
 * level up. Tanzania's regions and districts are seeded (server/modules/administrative-areas/seed.ts).
 */
export const administrativeAreas = pgTable(
  'administrative_areas',
  {
    ...entityColumns(),
    type: varchar('type', { length: 20 }).notNull(),
    name: nameColumn(),
    code: codeColumn(60),
    parentId: idRef('parent_id', (): AnyPgColumn => administrativeAreas.id),
  },
  (t) => [
    liveCodeKey('administrative_areas', t),
    // Paging indexes: scope first, then the sort column with id as tie-breaker.
    ...pagingIndexes('administrative_areas', t, {
      name: [t.name],
      type_name: [t.type, t.name],
      code: [t.code],
      created: [t.createdAt],
    }),
    index('administrative_areas_parent_idx').on(t.parentId),
    trigramIndex('administrative_areas_name_trgm_idx', t.name),
    // Search everything finds codes from their start (decision 167).
    prefixIndex('administrative_areas_code_prefix_idx', searchKeys.identifier(t.code)),
  ],
);

/** An institution's branch (regional or zonal office), placed in an administrative area. */
export const branches = pgTable(
  'branches',
  {
    ...institutionEntityColumns(),
    administrativeAreaId: idRef('administrative_area_id', () => administrativeAreas.id),
    branchCode: varchar('branch_code', { length: 30 }).notNull(),
    branchName: varchar('branch_name', { length: 150 }).notNull(),
    /** The code another system (e.g. the payment gateway) tracks the branch by. */
    trackingBranchCode: varchar('tracking_branch_code', { length: 30 }),
    location: varchar('location', { length: 250 }),
  },
  (t) => [
    liveUniqueIndex(
      'branches_institution_code_live_key',
      t,
      t.institutionId,
      sql`lower(${t.branchCode})`,
    ),
    index('branches_institution_name_idx').on(t.institutionId, t.deleted, t.branchName, t.id),
    index('branches_area_idx').on(t.administrativeAreaId),
  ],
);

/** The staff who work at a branch (the branch's `users`); a user works at one branch at most. */
export const branchUsers = pgTable(
  'branch_users',
  {
    branchId: requiredIdRef('branch_id', () => branches.id),
    userId: requiredIdRef('user_id', () => users.id),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
    assignedBy: actor('assigned_by'),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.userId] }),
    uniqueIndex('branch_users_user_key').on(t.userId),
  ],
);
