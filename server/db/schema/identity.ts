import { sql } from 'drizzle-orm';
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
} from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';

export const institutions = pgTable('institutions', {
  ...entityColumns(),
  name: varchar('name', { length: 250 }).notNull(),
  isLowerLevel: boolean('is_lower_level').notNull().default(false),
  registrationComplete: boolean('registration_complete').notNull().default(false),
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
    institutionId: bigint('institution_id', { mode: 'number' }).references(() => institutions.id),
    isInstitutionAdministrator: boolean('is_institution_administrator').notNull().default(false),
    firstLogin: boolean('first_login').notNull().default(true),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    /** The signed documents of the first-login wizard (attachments), and when the key was requested. */
    signatureRequestedAt: timestamp('signature_requested_at', { withTimezone: true }),
    wpAttachmentUuid: uuid('wp_attachment_uuid'),
    cocAttachmentUuid: uuid('coc_attachment_uuid'),
    tocAttachmentUuid: uuid('toc_attachment_uuid'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_live_key')
      .on(sql`lower(${t.email})`)
      .where(sql`NOT ${t.deleted}`),
  ],
);

export const permissions = pgTable('permissions', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  name: varchar('name', { length: 120 }).notNull().unique(),
  groupName: varchar('group_name', { length: 60 }).notNull(),
  description: varchar('description', { length: 250 }).notNull(),
});

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
    uniqueIndex('roles_name_live_key')
      .on(sql`coalesce(${t.institutionId}, 0)`, t.name)
      .where(sql`NOT ${t.deleted}`),
  ],
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
