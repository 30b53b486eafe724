import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  instant,
  actor,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  trigramIndex,
  nameColumn,
  codeColumn,
  pagingIndexes,
} from './columns';
import { institutionEntityColumns, users } from './identity';

/**
 * An institution's departments, which users are assigned to. The code is unique inside the institution;
 * at most one live department per institution is its default one. The head is one of the department's
 * members.
 */
export const departments = pgTable(
  'departments',
  {
    ...institutionEntityColumns(),
    name: nameColumn(),
    code: codeColumn(30),
    isDefault: boolean('is_default').notNull().default(false),
    headUserId: idRef('head_user_id', () => users.id),
  },
  (t) => [
    liveUniqueIndex('departments_code_live_key', t, t.institutionId, sql`lower(${t.code})`),
    liveUniqueIndex('departments_name_live_key', t, t.institutionId, sql`lower(${t.name})`),
    uniqueIndex('departments_one_default_key')
      .on(t.institutionId)
      .where(sql`${t.isDefault} AND NOT ${t.deleted}`),
    // The lists: one institution's departments by name, or every institution's (platform admins).
    index('departments_institution_name_idx').on(t.institutionId, t.deleted, t.name, t.id),
    ...pagingIndexes('departments', t, {
      name: [t.name],
      code: [t.code],
      created: [t.createdAt],
    }),
    trigramIndex('departments_name_trgm_idx', t.name),
  ],
);

/** Who is in which department: a user is in at most one (user_id is unique). */
export const departmentMembers = pgTable(
  'department_members',
  {
    departmentId: requiredIdRef('department_id', () => departments.id),
    userId: requiredIdRef('user_id', () => users.id),
    createdAt: instant('created_at').notNull().defaultNow(),
    createdBy: actor('created_by'),
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
    ...institutionEntityColumns(),
    name: nameColumn(),
  },
  (t) => [
    liveUniqueIndex('designations_name_live_key', t, t.institutionId, sql`lower(${t.name})`),
    index('designations_institution_name_idx').on(t.institutionId, t.deleted, t.name, t.id),
    ...pagingIndexes('designations', t, {
      name: [t.name],
      created: [t.createdAt],
    }),
    trigramIndex('designations_name_trgm_idx', t.name),
  ],
);
