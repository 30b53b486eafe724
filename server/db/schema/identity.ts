import { sql, type SQLWrapper } from 'drizzle-orm';
import { baseRoleTitles } from '../../../contract/users';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  instant,
  entityColumns,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  prefixIndex,
  searchKeys,
  scopeIndex,
  trigramIndex,
  nameColumn,
  pagingIndexes,
  descriptionsColumns,
} from './columns';
import { institutionCategories } from './institutions';

/**
 * Institutions (procuring entities). A lower-level one (a council's sub-unit, a regional office) has a
 * parent institution; one synchronised from the government registry (GISP) carries its registry id.
 */
export const institutions = pgTable(
  'institutions',
  {
    ...entityColumns(),
    name: nameColumn(250),
    isLowerLevel: boolean('is_lower_level').notNull().default(false),
    registrationComplete: boolean('registration_complete').notNull().default(false),
    /** Short name or code (MOH, TANROADS). */
    code: varchar('code', { length: 30 }),
    categoryId: idRef('category_id', () => institutionCategories.id),
    parentId: idRef('parent_id', (): AnyPgColumn => institutions.id),
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
    lastSyncedAt: instant('last_synced_at'),
  },
  (t) => [
    // One live institution per name and per code; a deleted one frees them.
    liveUniqueIndex('institutions_name_live_key', t, sql`lower(${t.name})`),
    uniqueIndex('institutions_code_live_key')
      .on(sql`lower(${t.code})`)
      .where(sql`NOT ${t.deleted} AND ${t.code} IS NOT NULL`),
    uniqueIndex('institutions_external_id_key')
      .on(t.externalId)
      .where(sql`${t.externalId} IS NOT NULL`),
    // Paging indexes (see charge types): scope, then each filter and sort column, id as tie-breaker.
    ...pagingIndexes('institutions', t, {
      name: [t.name],
      active_name: [t.active, t.name],
      category_name: [t.categoryId, t.name],
      lower_level_name: [t.isLowerLevel, t.name],
      created: [t.createdAt],
    }),
    index('institutions_parent_idx').on(t.parentId),
    trigramIndex('institutions_name_trgm_idx', t.name),
    // Search everything finds identifiers from their start (decision 167).
    prefixIndex('institutions_code_prefix_idx', searchKeys.identifier(t.code)),
    prefixIndex('institutions_email_prefix_idx', searchKeys.identifier(t.email)),
    prefixIndex('institutions_email_domain_idx', searchKeys.emailDomain(t.email)),
    prefixIndex('institutions_phone_digits_idx', searchKeys.phoneDigits(t.phone)),
  ],
);

/** The columns of an entity that belongs to one institution: its lists and finds are scoped by it. */
export const institutionEntityColumns = () => ({
  ...entityColumns(),
  institutionId: requiredIdRef('institution_id', () => institutions.id),
});

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
    institutionId: idRef('institution_id', () => institutions.id),
    isInstitutionAdministrator: boolean('is_institution_administrator').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    /** The signed documents of the first-login wizard (attachments), and when the key was requested. */
    signatureRequestedAt: instant('signature_requested_at'),
    wpAttachmentUuid: uuid('wp_attachment_uuid'),
    cocAttachmentUuid: uuid('coc_attachment_uuid'),
    tocAttachmentUuid: uuid('toc_attachment_uuid'),
    emailVerifiedAt: instant('email_verified_at'),
    /** The staff (payroll) check number an institution knows its people by; optional. */
    checkNumber: varchar('check_number', { length: 30 }),
  },
  (t) => [
    liveUniqueIndex('users_email_live_key', t, sql`lower(${t.email})`),
    // The user list: per institution or across all, sorted by name or email, searched by either.
    ...pagingIndexes('users', t, {
      institution_name: [t.institutionId, t.fullName],
      name: [t.fullName],
      email: [t.email],
    }),
    trigramIndex('users_full_name_trgm_idx', t.fullName),
    trigramIndex('users_email_trgm_idx', t.email),
    // Search everything finds identifiers from their start (decision 167).
    prefixIndex('users_email_prefix_idx', searchKeys.identifier(t.email)),
    prefixIndex('users_email_domain_idx', searchKeys.emailDomain(t.email)),
    prefixIndex('users_phone_digits_idx', searchKeys.phoneDigits(t.phone)),
    prefixIndex('users_check_number_prefix_idx', searchKeys.identifier(t.checkNumber)),
  ],
);

export const permissions = pgTable('permissions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: nameColumn(120).unique(),
  groupName: varchar('group_name', { length: 60 }).notNull(),
  description: varchar('description', { length: 250 }).notNull(),
});

/**
 * A role name as people read it: lower case, without spaces, underscores or hyphens. Two roles whose
 * names read the same are one name (the unique index and the reserved base-role names use it).
 */
export const normalisedRoleName = (name: SQLWrapper) =>
  sql`lower(regexp_replace(${name}, '[[:space:]_-]+', '', 'g'))`;

/** A text as an SQL literal, for the generated columns' expressions (which take no parameters). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * What a role is called on screen, in one language (decision 133): a base role's title
 * (contract/users.ts), else its name written as words (STORES_OFFICER is "Stores officer"), as the
 * browser's identifierLabel writes it. Kept by PostgreSQL beside the name, so lists sort and search
 * the words they show.
 */
const roleTitleSql = (language: 'en' | 'sw') => {
  const words = `replace(lower(name), '_', ' ')`;
  const otherwise = language === 'en' ? `upper(left(${words}, 1)) || substr(${words}, 2)` : 'NULL';
  const cases = Object.entries(baseRoleTitles)
    .map(([name, title]) => `WHEN ${literal(name)} THEN ${literal(title[language])}`)
    .join(' ');
  return sql.raw(`CASE name ${cases} ELSE ${otherwise} END`);
};

export const roles = pgTable(
  'roles',
  {
    ...entityColumns(),
    name: nameColumn(120),
    /** The name as shown, searched and sorted (roleTitleSql); NULL in Kiswahili: the English one. */
    title: varchar('title', { length: 160 }).generatedAlwaysAs(roleTitleSql('en')),
    titleSw: varchar('title_sw', { length: 160 }).generatedAlwaysAs(roleTitleSql('sw')),
    ...descriptionsColumns(250),
    /** Null for the platform's base roles; set for an institution's own roles. */
    institutionId: idRef('institution_id', () => institutions.id),
    /** Its holders must have a second factor (issue 40): enrolled at sign-in, stepped up for power. */
    requiresSecondFactor: boolean('requires_second_factor').notNull().default(false),
  },
  (t) => [
    // One live role per name in an institution, whatever its case, spaces or underscores
    // (normalisedRoleName): "Super Administrator" is SUPER_ADMINISTRATOR.
    uniqueIndex('roles_name_live_key')
      .on(sql`coalesce(${t.institutionId}, 0)`, normalisedRoleName(t.name))
      .where(sql`NOT ${t.deleted}`),
    scopeIndex('roles_scope_institution_name_idx', t, t.institutionId, t.name),
    scopeIndex('roles_scope_institution_title_idx', t, t.institutionId, t.title),
  ],
);

/**
 * The stages an institution's approvals pass through, each answered by the holders of one role
 * (getApprovalStageUsers). The approval flows that walk them come with their own modules.
 */
export const approvalStages = pgTable(
  'approval_stages',
  {
    ...institutionEntityColumns(),
    name: nameColumn(120),
    /** Users of the institution holding a live role of this name approve at this stage. */
    roleName: varchar('role_name', { length: 120 }).notNull(),
    position: integer('position').notNull().default(1),
  },
  (t) => [index('approval_stages_institution_idx').on(t.institutionId, t.position)],
);

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: requiredIdRef('role_id', () => roles.id),
    permissionId: requiredIdRef('permission_id', () => permissions.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: requiredIdRef('user_id', () => users.id),
    roleId: requiredIdRef('role_id', () => roles.id),
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
    userId: requiredIdRef('user_id', () => users.id),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    revokedAt: instant('revoked_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    // A user's live sign-ins (account security's list, ending them all at a password change).
    index('refresh_tokens_user_live_idx')
      .on(t.userId)
      .where(sql`revoked_at IS NULL`),
  ],
);
