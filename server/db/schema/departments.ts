import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';
import { institutions, users } from './identity';

/**
 * An institution's departments (the shell and reference data spec, section 6: "Users can be assigned to a
 * department (with a head of department)"). The code is unique inside the institution; at most one live
 * department per institution is its default one. The head is one of the department's members.
 */
export const departments = pgTable(
  'departments',
  {
    ...entityColumns(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 30 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    headUserId: bigint('head_user_id', { mode: 'number' }).references(() => users.id),
  },
  (t) => [
    uniqueIndex('departments_code_live_key')
      .on(t.institutionId, sql`lower(${t.code})`)
      .where(sql`NOT ${t.deleted}`),
    uniqueIndex('departments_name_live_key')
      .on(t.institutionId, sql`lower(${t.name})`)
      .where(sql`NOT ${t.deleted}`),
    uniqueIndex('departments_one_default_key')
      .on(t.institutionId)
      .where(sql`${t.isDefault} AND NOT ${t.deleted}`),
    // The lists: one institution's departments by name, or every institution's (platform admins).
    index('departments_institution_name_idx').on(t.institutionId, t.deleted, t.name, t.id),
    index('departments_scope_name_idx').on(t.deleted, t.name, t.id),
    index('departments_scope_code_idx').on(t.deleted, t.code, t.id),
    index('departments_scope_created_idx').on(t.deleted, t.createdAt, t.id),
    index('departments_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Who is in which department: a user is in at most one (user_id is unique). */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: bigint('department_id', { mode: 'number' })
      .notNull()
      .references(() => departments.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: varchar('created_by', { length: 120 }),
  },
  (t) => [
    uniqueIndex('department_members_user_key').on(t.userId),
    index('department_members_department_idx').on(t.departmentId, t.userId),
  ],
);

/** Job titles an institution gives its staff; the name is unique inside the institution. */
export const designations = pgTable(
  'designations',
  {
    ...entityColumns(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 150 }).notNull(),
  },
  (t) => [
    uniqueIndex('designations_name_live_key')
      .on(t.institutionId, sql`lower(${t.name})`)
      .where(sql`NOT ${t.deleted}`),
    index('designations_institution_name_idx').on(t.institutionId, t.deleted, t.name, t.id),
    index('designations_scope_name_idx').on(t.deleted, t.name, t.id),
    index('designations_scope_created_idx').on(t.deleted, t.createdAt, t.id),
    index('designations_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);
