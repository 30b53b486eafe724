import { and, asc, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import {
  actsAcrossInstitutions,
  assertInScope,
  institutionInScope,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { findLiveByUuid, softDeleteById } from '../../db/entityTable';
import { institutions, users } from '../../db/schema/identity';
import {
  serviceGroups,
  services,
  serviceSubscriptions,
  serviceUsers,
} from '../../db/schema/services';
import { AppError } from '../../errors';
import {
  findInstitutionUsers,
  institutionRef,
  institutionsByIds,
  userRef,
} from '../../db/institutionRefs';
import { parseId } from '../../db/entityTable';

type ServiceRow = typeof services.$inferSelect;
type SubscriptionRow = typeof serviceSubscriptions.$inferSelect;

/** Services with their group and provider, as the GraphQL type ProviderService. */
async function describeServices(db: Db, rows: ServiceRow[]) {
  if (rows.length === 0) return [];
  const groups = await db
    .select()
    .from(serviceGroups)
    .where(inArray(serviceGroups.id, [...new Set(rows.map((s) => s.serviceGroupId))]));
  const providerById = await institutionsByIds(
    db,
    rows.map((s) => s.providerInstitutionId),
  );
  return rows.map((service) => ({
    ...service,
    serviceGroup: groups.find((g) => g.id === service.serviceGroupId)!,
    provider: providerById.get(service.providerInstitutionId)!,
  }));
}

const liveServices = (...conditions: SQL[]) => and(eq(services.deleted, false), ...conditions);

/**
 * Every institution that offers a live service, whether the institution or the service is active or
 * not ("irrespectively"): what an administrator reviews.
 */
export async function listServiceProviderInstitutions(db: Db) {
  return db
    .selectDistinct(institutionRef)
    .from(institutions)
    .innerJoin(services, eq(services.providerInstitutionId, institutions.id))
    .where(and(eq(institutions.deleted, false), liveServices()))
    .orderBy(asc(institutions.name), asc(institutions.id));
}

/** The active providers with their active services: what an institution can subscribe to. */
export async function listServiceProviders(db: Db) {
  const rows = await db
    .select({ service: services })
    .from(services)
    .innerJoin(institutions, eq(institutions.id, services.providerInstitutionId))
    .where(
      and(
        liveServices(eq(services.active, true)),
        eq(institutions.deleted, false),
        eq(institutions.active, true),
      ),
    )
    .orderBy(asc(institutions.name), asc(services.name));
  const described = await describeServices(
    db,
    rows.map((r) => r.service),
  );
  const providers = new Map<
    number,
    (typeof described)[number]['provider'] & { services: typeof described }
  >();
  for (const service of described) {
    const provider = providers.get(service.providerInstitutionId) ?? {
      ...service.provider,
      services: [],
    };
    provider.services.push(service);
    providers.set(service.providerInstitutionId, provider);
  }
  return [...providers.values()];
}

/** The live services of the caller's institution (the provider's own list, active or not). */
export async function listMyInstitutionServices(db: Db, user: AuthUser) {
  const rows = await db
    .select()
    .from(services)
    .where(liveServices(eq(services.providerInstitutionId, institutionInScope(user))))
    .orderBy(asc(services.name), asc(services.id));
  return describeServices(db, rows);
}

/** Subscriptions with their client institution and service, as the GraphQL type ServiceClient. */
async function describeClients(db: Db, rows: SubscriptionRow[]) {
  if (rows.length === 0) return [];
  const institutionById = await institutionsByIds(
    db,
    rows.flatMap((r) => [r.clientInstitutionId, r.providerInstitutionId]),
  );
  const serviceRows = await db
    .select()
    .from(services)
    .where(inArray(services.id, [...new Set(rows.map((r) => r.serviceId))]));
  return rows.map((row) => ({
    ...row,
    client: institutionById.get(row.clientInstitutionId)!,
    provider: institutionById.get(row.providerInstitutionId)!,
    service: serviceRows.find((s) => s.id === row.serviceId)!,
  }));
}

/** The clients of the caller's institution's services, newest first; confirmed filters them. */
export async function listMyClients(db: Db, user: AuthUser, confirmed?: boolean) {
  const conditions = [
    eq(serviceSubscriptions.providerInstitutionId, institutionInScope(user)),
    eq(serviceSubscriptions.deleted, false),
  ];
  if (confirmed !== undefined) conditions.push(eq(serviceSubscriptions.confirmed, confirmed));
  const rows = await db
    .select()
    .from(serviceSubscriptions)
    .where(and(...conditions))
    .orderBy(desc(serviceSubscriptions.createdAt), desc(serviceSubscriptions.id));
  return describeClients(db, rows);
}

/** A live service by id or uuid that the caller's institution provides (any, across institutions). */
async function findServiceInScope(
  db: Db,
  user: AuthUser,
  where: { id: number } | { uuid: string },
) {
  const service =
    'uuid' in where
      ? await findLiveByUuid<ServiceRow>(db, services, where.uuid)
      : (
          await db
            .select()
            .from(services)
            .where(liveServices(eq(services.id, where.id)))
        )[0];
  if (!service) throw new AppError(ResponseCode.NOT_FOUND, 'Service not found');
  assertInScope(user, service.providerInstitutionId);
  return service;
}

export async function listClientsOfService(db: Db, user: AuthUser, serviceId: unknown) {
  const service = await findServiceInScope(db, user, { id: parseId(serviceId, 'serviceId') });
  const rows = await db
    .select()
    .from(serviceSubscriptions)
    .where(
      and(eq(serviceSubscriptions.serviceId, service.id), eq(serviceSubscriptions.deleted, false)),
    )
    .orderBy(desc(serviceSubscriptions.createdAt), desc(serviceSubscriptions.id));
  return describeClients(db, rows);
}

/** A live client (subscription) of the caller's institution; another provider's is refused. */
async function findMyClient(db: Db, user: AuthUser, clientId: unknown, notFoundText?: string) {
  const [row] = await db
    .select()
    .from(serviceSubscriptions)
    .where(
      and(
        eq(serviceSubscriptions.id, parseId(clientId, 'clientId')),
        eq(serviceSubscriptions.deleted, false),
      ),
    );
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, notFoundText);
  assertInScope(user, row.providerInstitutionId);
  return row;
}

/** Confirms a pending client; confirming a confirmed one changes nothing. */
export async function confirmClient(db: Db, user: AuthUser, clientId: unknown) {
  const client = await findMyClient(db, user, clientId);
  if (client.confirmed) return (await describeClients(db, [client]))[0];
  const [row] = await db
    .update(serviceSubscriptions)
    .set({
      confirmed: true,
      confirmedAt: new Date(),
      confirmedBy: user.email,
      updatedAt: new Date(),
      updatedBy: user.email,
    })
    .where(eq(serviceSubscriptions.id, client.id))
    .returning();
  return (await describeClients(db, [row]))[0];
}

/** Unsubscribes a client (soft delete): it leaves the provider's lists and may subscribe again. */
export async function unsubscribeClient(db: Db, user: AuthUser, clientId: unknown) {
  const client = await findMyClient(db, user, clientId, 'Failed to unsubscribed Client details');
  const row = await softDeleteById(db, serviceSubscriptions, client.id, user.email);
  return (await describeClients(db, [row]))[0];
}

const serviceUserRows = (db: Db, where: SQL) =>
  db
    .selectDistinct(userRef)
    .from(serviceUsers)
    .innerJoin(users, eq(users.id, serviceUsers.userId))
    .innerJoin(services, eq(services.id, serviceUsers.serviceId))
    .where(and(eq(users.deleted, false), where))
    .orderBy(asc(users.fullName), asc(users.id));

export async function listServiceUsers(db: Db, user: AuthUser, serviceUuid: string) {
  const service = await findServiceInScope(db, user, { uuid: serviceUuid });
  return serviceUserRows(db, eq(serviceUsers.serviceId, service.id));
}

/**
 * The users assigned to any live service of the group: of the caller's institution's services only,
 * unless the caller acts across institutions.
 */
export async function listServiceGroupUsers(db: Db, user: AuthUser, groupUuid: string) {
  const group = await findLiveByUuid<typeof serviceGroups.$inferSelect>(
    db,
    serviceGroups,
    groupUuid,
  );
  const conditions = [eq(services.serviceGroupId, group.id), eq(services.deleted, false)];
  if (!actsAcrossInstitutions(user)) {
    conditions.push(eq(services.providerInstitutionId, institutionInScope(user)));
  }
  return serviceUserRows(db, and(...conditions)!);
}

const serviceUuidSchema = z.uuid({ error: 'serviceUuid: Not a valid uuid' });

/** The service named (in the caller's scope) and the users named, who must be its provider's staff. */
async function serviceAndStaff(
  db: Db,
  user: AuthUser,
  args: { userUuidList: unknown; serviceUuid: string },
) {
  const service = await findServiceInScope(db, user, {
    uuid: serviceUuidSchema.parse(args.serviceUuid),
  });
  const staff = await findInstitutionUsers(db, service.providerInstitutionId, args.userUuidList);
  return { service, staff };
}

/** Assigns the provider's own staff to its service (already assigned ones stay as they are). */
export async function assignServiceUsers(
  db: Db,
  user: AuthUser,
  args: { userUuidList: unknown; serviceUuid: string },
) {
  const { service, staff } = await serviceAndStaff(db, user, args);
  await db
    .insert(serviceUsers)
    .values(staff.map((s) => ({ serviceId: service.id, userId: s.id, assignedBy: user.email })))
    .onConflictDoNothing();
  return serviceUserRows(db, eq(serviceUsers.serviceId, service.id));
}

export async function removeServiceUsers(
  db: Db,
  user: AuthUser,
  args: { userUuidList: unknown; serviceUuid: string },
) {
  const { service, staff } = await serviceAndStaff(db, user, args);
  await db.delete(serviceUsers).where(
    and(
      eq(serviceUsers.serviceId, service.id),
      inArray(
        serviceUsers.userId,
        staff.map((s) => s.id),
      ),
    ),
  );
  return serviceUserRows(db, eq(serviceUsers.serviceId, service.id));
}
