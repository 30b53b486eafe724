import { and, asc, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import { departmentsOfUsers, type AuthUser } from '../../auth/currentUser';
import {
  actsAcrossInstitutions,
  assertInScope,
  findLiveInScope,
  institutionInScope,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { tableListSpec, fetchPage, pageParamSchema, type PageParam } from '../../db/paging';
import { approvalStages, institutions, roles, userRoles, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { idSchema, parseId, parseUuid } from '../../db/entityTable';
import { roleNameSchema } from '../../auth/roleGrants';
import {
  findInstitutionId,
  institutionsByIds,
  liveRowsOfInstitution,
} from '../../db/institutionRefs';

export type UserRow = typeof users.$inferSelect;

const userList = tableListSpec(users, {
  sortable: ['fullName', 'email', 'active', 'createdAt'],
  defaultSort: 'fullName',
  filterable: {
    fullName: 'contains',
    email: 'contains',
    active: 'boolean',
    institutionId: 'equals',
  },
});

/** What clients see of an account: never the password hash or login counters. */
export async function describeUsers(db: Db, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [held, institutionById, departmentOf] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, uuid: roles.uuid, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.name)),
    institutionsByIds(
      db,
      rows.flatMap((row) => row.institutionId ?? []),
    ),
    departmentsOfUsers(db, ids),
  ]);
  return rows.map((row) => {
    const institution = row.institutionId ? institutionById.get(row.institutionId) : undefined;
    const userRolesHeld = held.filter((r) => r.userId === row.id);
    return {
      id: row.id,
      uuid: row.uuid,
      email: row.email,
      fullName: row.fullName,
      salutation: row.salutation,
      phone: row.phone,
      checkNumber: row.checkNumber,
      userTypeEnum: row.userType,
      institutionId: row.institutionId,
      institutionUuid: institution?.uuid ?? null,
      institutionName: institution?.name ?? null,
      isInstitutionAdministrator: row.isInstitutionAdministrator,
      active: row.active,
      activationPending: row.passwordHash === null,
      roles: userRolesHeld.map(({ id, uuid, name }) => ({ id, uuid, name })),
      rolesListStrings: userRolesHeld.map((r) => r.name),
      department: departmentOf.get(row.id) ?? null,
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
      version: row.version,
    };
  });
}

export const describeUser = async (db: Db, row: UserRow) => (await describeUsers(db, [row]))[0];

/**
 * getAllUsersByInstitutionId(institutionId, pageable): one institution's accounts, paged, sorted and
 * filtered (fullName, email LIKE; active, institutionId, roleId EQ). Without institutionId platform
 * administrators page every account, others their own institution's.
 */
export async function pageUsers(
  db: Db,
  user: AuthUser,
  institutionId: unknown,
  pageable: PageParam | null | undefined,
) {
  const requested = institutionId == null ? null : idSchema.parse(institutionId);
  const conditions: SQL[] = [];
  if (requested !== null || !actsAcrossInstitutions(user)) {
    conditions.push(eq(users.institutionId, institutionInScope(user, requested)));
  }
  const param = pageParamSchema.parse(pageable ?? undefined);
  // The role filter is a join the generic page cannot express: it becomes part of the scope.
  for (const filter of param.filters?.filter((f) => f.fieldName === 'roleId') ?? []) {
    const roleId = idSchema.parse(filter.value1);
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(userRoles)
          .where(and(eq(userRoles.userId, users.id), eq(userRoles.roleId, roleId))),
      ),
    );
  }
  const page = await fetchPage<UserRow>(db, users, userList, {
    pageParam: { ...param, filters: param.filters?.filter((f) => f.fieldName !== 'roleId') },
    scope: conditions.length ? and(...conditions) : undefined,
  });
  return { ...page, content: await describeUsers(db, page.content) };
}

/** A live account the caller may manage: inside their institution unless they act across all. */
export const findManagedUser = (db: Db, user: AuthUser, id: unknown): Promise<UserRow> =>
  findLiveInScope(db, user, users, eq(users.id, idSchema.parse(id)), 'User not found');

export async function findUserDetails(db: Db, user: AuthUser, id: unknown) {
  return describeUser(db, await findManagedUser(db, user, id));
}

/** userInfoById: who someone is (name, email, institution), for colleagues and oneself. */
export async function findUserInfo(db: Db, user: AuthUser, id: unknown) {
  const [row] = await db
    .select({ user: users, institutionName: institutions.name })
    .from(users)
    .leftJoin(institutions, eq(institutions.id, users.institutionId))
    .where(and(eq(users.id, idSchema.parse(id)), eq(users.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'User not found');
  if (row.user.id !== user.id) assertInScope(user, row.user.institutionId);
  const { id: userId, uuid, fullName, email, salutation, phone, active } = row.user;
  return {
    id: userId,
    uuid,
    fullName,
    email,
    salutation,
    phone,
    active,
    institutionName: row.institutionName,
  };
}

/** Live, active users of one institution holding a live role of this name (base or the institution's). */
async function usersHoldingRole(db: Db, institutionId: number, roleName: string) {
  const rows = await db
    .selectDistinct({ user: users })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(
      roles,
      and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false), eq(roles.active, true)),
    )
    .where(
      and(
        eq(users.institutionId, institutionId),
        eq(users.deleted, false),
        eq(users.active, true),
        eq(roles.name, roleName),
      ),
    )
    .orderBy(asc(users.fullName));
  return describeUsers(
    db,
    rows.map((row) => row.user),
  );
}

/** getProcuringEntityUsersByUuidAndRoleName(roleName, procuringEntityUuid). */
export async function findInstitutionUsersByRole(
  db: Db,
  user: AuthUser,
  roleName: unknown,
  institutionUuid: unknown,
) {
  const name = roleNameSchema.parse(roleName);
  const institutionId = institutionInScope(
    user,
    await findInstitutionId(db, { uuid: parseUuid(String(institutionUuid ?? '')) }),
  );
  return usersHoldingRole(db, institutionId, name);
}

/** getApprovalStageUsers(stageUuid): who may approve at a stage of the caller's institution. */
export async function findApprovalStageUsers(db: Db, user: AuthUser, stageUuid: unknown) {
  const stage = await findLiveInScope(
    db,
    user,
    approvalStages,
    eq(approvalStages.uuid, parseUuid(stageUuid)),
    'Approval stage not found',
  );
  return usersHoldingRole(db, stage.institutionId, stage.roleName);
}

/** getAllUsersByProcuringEntityUuid(procuringEntityId): the institution's live accounts, by name. */
export async function findInstitutionUsers(db: Db, user: AuthUser, procuringEntityId: unknown) {
  const value = String(procuringEntityId ?? '');
  // The spec's variable is named ...Id while the operation says ...Uuid: both are accepted.
  const institutionId = /^\d+$/.test(value)
    ? parseId(value, 'procuringEntityId')
    : await findInstitutionId(db, { uuid: parseUuid(value) });
  const scoped = institutionInScope(user, institutionId);
  const rows = await liveRowsOfInstitution(db, users, scoped, users.fullName);
  return describeUsers(db, rows);
}
