import { boolean, index, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import {
  instant,
  actor,
  entityColumns,
  requiredIdRef,
  liveUniqueIndex,
  nameColumn,
  codeColumn,
  liveCodeKey,
} from './columns';
import { institutions, users } from './identity';

/** Kinds of service providers offer (e.g. common-use items, vehicle maintenance). */
export const serviceGroups = pgTable(
  'service_groups',
  {
    ...entityColumns(),
    name: nameColumn(),
    code: codeColumn(40),
    description: text('description'),
  },
  (t) => [liveCodeKey('service_groups', t)],
);

/**
 * A service a provider institution offers (GPSA's common-use items, TEMESA's vehicle maintenance...);
 * an institution that offers at least one live service is a service provider.
 */
export const services = pgTable(
  'services',
  {
    ...entityColumns(),
    providerInstitutionId: requiredIdRef('provider_institution_id', () => institutions.id),
    serviceGroupId: requiredIdRef('service_group_id', () => serviceGroups.id),
    name: nameColumn(),
    code: codeColumn(40),
    description: text('description'),
  },
  (t) => [
    liveUniqueIndex('services_provider_code_live_key', t, t.providerInstitutionId, t.code),
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
    serviceId: requiredIdRef('service_id', () => services.id),
    providerInstitutionId: requiredIdRef('provider_institution_id', () => institutions.id),
    clientInstitutionId: requiredIdRef('client_institution_id', () => institutions.id),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: instant('confirmed_at'),
    confirmedBy: actor('confirmed_by'),
  },
  (t) => [
    liveUniqueIndex('service_subscriptions_live_key', t, t.serviceId, t.clientInstitutionId),
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
    serviceId: requiredIdRef('service_id', () => services.id),
    userId: requiredIdRef('user_id', () => users.id),
    assignedAt: instant('assigned_at').notNull().defaultNow(),
    assignedBy: actor('assigned_by'),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.userId] }),
    index('service_users_user_idx').on(t.userId),
  ],
);
