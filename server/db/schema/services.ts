import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { entityColumns } from './columns';
import { institutions, users } from './identity';

/** Kinds of service providers offer (e.g. common-use items, vehicle maintenance). */
export const serviceGroups = pgTable(
  'service_groups',
  {
    ...entityColumns(),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('service_groups_code_live_key')
      .on(t.code)
      .where(sql`NOT ${t.deleted}`),
  ],
);

/**
 * A service a provider institution offers (GPSA's common-use items, TEMESA's vehicle maintenance...);
 * an institution that offers at least one live service is a service provider.
 */
export const services = pgTable(
  'services',
  {
    ...entityColumns(),
    providerInstitutionId: bigint('provider_institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    serviceGroupId: bigint('service_group_id', { mode: 'number' })
      .notNull()
      .references(() => serviceGroups.id),
    name: varchar('name', { length: 150 }).notNull(),
    code: varchar('code', { length: 40 }).notNull(),
    description: text('description'),
  },
  (t) => [
    uniqueIndex('services_provider_code_live_key')
      .on(t.providerInstitutionId, t.code)
      .where(sql`NOT ${t.deleted}`),
    index('services_provider_idx').on(t.providerInstitutionId, t.deleted, t.name),
    index('services_group_idx').on(t.serviceGroupId),
  ],
);

/**
 * A client: an institution subscribed to a provider's service, pending until the provider confirms.
 * The provider is kept on the row so that a provider's clients are read through one index.
 */
export const serviceSubscriptions = pgTable(
  'service_subscriptions',
  {
    ...entityColumns(),
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id),
    providerInstitutionId: bigint('provider_institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    clientInstitutionId: bigint('client_institution_id', { mode: 'number' })
      .notNull()
      .references(() => institutions.id),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedBy: varchar('confirmed_by', { length: 120 }),
  },
  (t) => [
    uniqueIndex('service_subscriptions_live_key')
      .on(t.serviceId, t.clientInstitutionId)
      .where(sql`NOT ${t.deleted}`),
    index('service_subscriptions_provider_idx').on(
      t.providerInstitutionId,
      t.deleted,
      t.confirmed,
      t.createdAt,
    ),
    index('service_subscriptions_service_idx').on(t.serviceId, t.deleted),
    index('service_subscriptions_client_idx').on(t.clientInstitutionId),
  ],
);

/** The provider's staff who serve a service (assignUsersToService); a link, removed when unassigned. */
export const serviceUsers = pgTable(
  'service_users',
  {
    serviceId: bigint('service_id', { mode: 'number' })
      .notNull()
      .references(() => services.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedBy: varchar('assigned_by', { length: 120 }),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.userId] }),
    index('service_users_user_idx').on(t.userId),
  ],
);
