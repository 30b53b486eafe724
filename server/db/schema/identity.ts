import { sql, type SQLWrapper } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';
import { institutionCategories } from './institutions';

/**
 * Institutions (procuring entities). A lower-level one (a council's sub-unit, a regional office) has a
 * parent institution; one synchronised from the government registry (GISP) carries its registry id.
 */
export const institutions = pgTable(
  'institutions',
  {
    ...entityColumns(),
    name: varchar('name', { length: 250 }).notNull(),
    isLowerLevel: boolean('is_lower_level').notNull().default(false),
    registrationComplete: boolean('registration_complete').notNull().default(false),
    /** Short name or code (MOH, TANROADS). */
    code: varchar('code', { length: 30 }),
    categoryId: bigint('category_id', { mode: 'number' }).references(
      () => institutionCategories.id,
    ),
    parentId: bigint('parent_id', { mode: 'number' }).references(
      (): AnyPgColumn => institutions.id,
    ),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    postalAddress: varchar('postal_address', { length: 250 }),
    physicalAddress: varchar('physical_address', { length: 250 }),
    website: varchar('website', { length: 250 }),
    /** The institution's id in the government registry (GISP), when it came from there. */
    externalId: varchar('external_id', { length: 60 }),
    /** Who handles incidents its users raise: INSTITUTION (its own administrators) or PLATFORM. */
    incidentHandlingMode: varchar('incident_handling_mode', { length: 20 })
      .notNull()
      .default('PLATFORM'),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  },
  (t) => [
    // One live institution per name and per code; a deleted one frees them.
    uniqueIndex('institutions_name_live_key')
      .on(sql`lower(${t.name})`)
      .where(sql`NOT ${t.deleted}`),
    uniqueIndex('institutions_code_live_key')
      .on(sql`lower(${t.code})`)
      .where(sql`NOT ${t.deleted} AND ${t.code} IS NOT NULL`),
    uniqueIndex('institutions_external_id_key')
      .on(t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
    // Paging indexes (see charge types): scope, then each filter and sort column, id as tie-breaker.
    index('institutions_scope_name_idx').on(t.deleted, t.name, t.id),
    index('institutions_scope_active_name_idx').on(t.deleted, t.active, t.name, t.id),
    index('institutions_scope_category_name_idx').on(t.deleted, t.categoryId, t.name, t.id),
    index('institutions_scope_lower_level_name_idx').on(t.deleted, t.isLowerLevel, t.name, t.id),
    index('institutions_scope_created_idx').on(t.deleted, t.createdAt, t.id),
    index('institutions_parent_idx').on(t.parentId),
    index('institutions_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const users = pgTable(
  'users',
  {
    ...entityColumns(),
    email: varchar('email', { length: 254 }).notNull(),
    passwordHash: text('password_hash'),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    salutation: varchar('salutation', { length: 20 }),
    phone: varchar('phone', { length: 20 }),
    userType: varchar('user_type', { length: 30 }).notNull(),
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id),
    isInstitutionAdministrator: boolean('is_institution_administrator').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    /** The signed documents of the first-login wizard (attachments), and when the key was requested. */
    signatureRequestedAt: timestamp('signature_requested_at', { withTimezone: true }),
    wpAttachmentUuid: uuid('wp_attachment_uuid'),
    cocAttachmentUuid: uuid('coc_attachment_uuid'),
    tocAttachmentUuid: uuid('toc_attachment_uuid'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** The staff (payroll) check number an institution knows its people by; optional. */
    checkNumber: varchar('check_number', { length: 30 }),
  },
  (t) => [
    uniqueIndex('users_email_live_key')
      .on(sql`lower(${t.email})`)
      .where(sql`NOT ${t.deleted}`),
    // The user list: per institution or across all, sorted by name or email, searched by either.
    index('users_scope_institution_name_idx').on(t.deleted, t.institutionId, t.fullName, t.id),
    index('users_scope_name_idx').on(t.deleted, t.fullName, t.id),
    index('users_scope_email_idx').on(t.deleted, t.email, t.id),
    index('users_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('users_email_trgm_idx').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

export const permissions = pgTable('permissions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  groupName: varchar('group_name', { length: 60 }).notNull(),
  description: varchar('description', { length: 250 }).notNull(),
});

/**
 * A role name as people read it: lower case, without spaces, underscores or hyphens. Two roles whose
 * names read the same are one name (the unique index and the reserved base-role names use it).
 */
export const normalisedRoleName = (name: SQLWrapper) =>
  sql`lower(regexp_replace(${name}, '[[:space:]_-]+', '', 'g'))`;

export const roles = pgTable(
  'roles',
  {
    ...entityColumns(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 250 }),
    /** Null for the platform's base roles; set for an institution's own roles. */
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id),
  },
  (t) => [
    // One live role per name in an institution, whatever its case, spaces or underscores
    // (normalisedRoleName): "Super Administrator" is SUPER_ADMINISTRATOR.
    uniqueIndex('roles_name_live_key')
      .on(sql`coalesce(${t.institutionId}, 0)`, normalisedRoleName(t.name))
      .where(sql`NOT ${t.deleted}`),
    index('roles_scope_institution_name_idx').on(t.deleted, t.institutionId, t.name, t.id),
  ],
);

/**
 * The stages an institution's approvals pass through, each answered by the holders of one role
 * (getApprovalStageUsers). The approval flows that walk them come with their own modules.
 */
export const approvalStages = pgTable(
  'approval_stages',
  {
    ...entityColumns(),
    institutionId: bigint('institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    name: varchar('name', { length: 120 }).notNull(),
    /** Users of the institution holding a live role of this name approve at this stage. */
    roleName: varchar('role_name', { length: 120 }).notNull(),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('approval_stages_institution_idx').on(t.institutionId, t.position)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id),
    permissionId: bigint('permission_id', { mode: 'number' })
      .notNull()
      .references(() => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    roleId: bigint('role_id', { mode: 'number' })
      .notNull()
      .references(() => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('user_roles_role_idx').on(t.roleId)],
);

/** Rotating refresh tokens, stored as SHA-256 hashes; a family is one sign-in's chain of tokens. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    familyId: uuid('family_id').notNull(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);
