import { and, asc, eq, exists, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { isValidPhoneNumber, parsePhoneNumberWithError } from 'libphonenumber-js';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { RoleName } from '../../../contract/users';
import type { AuthUser } from '../../auth/currentUser';
import {
  actsAcrossInstitutions,
  assertInScope,
  institutionInScope,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { fetchPage, pageParamSchema, type ListSpec, type PageParam } from '../../db/paging';
import {
  approvalStages,
  institutions,
  refreshTokens,
  roles,
  userRoles,
  users,
} from '../../db/schema/identity';
import type { RequestContext } from '../../graphql/context';
import { AppError } from '../../errors';
import { parseUuid } from '../../db/entityTable';
import {
  assertHolds,
  findAssignableRoles,
  idSchema,
  permissionsOfRoles,
  roleIdsByName,
  roleNameSchema,
} from '../roles/store';
import { revokeStaffActivation, sendStaffActivation } from './staffActivation';
import { findInstitutionId } from '../../db/institutionRefs';

type UserRow = typeof users.$inferSelect;
type Ctx = RequestContext & { user: AuthUser };

/** Staff accounts administrators create; tenderers, manufacturers and subscribers register themselves. */
const staffUserTypes = ['PROCURING_ENTITY', 'PPRA', 'EMBASSY'] as const;

export const userInputSchema = z.object({
  id: idSchema.nullish(),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  fullName: z.string().trim().min(2).max(200),
  salutation: z.string().trim().max(20).nullish(),
  phone: z
    .string()
    .trim()
    .max(20)
    .refine(
      (phone) => phone === '' || isValidPhoneNumber(phone),
      'Not a valid phone number (+255...)',
    )
    .nullish(),
  checkNumber: z.string().trim().max(30).nullish(),
  userTypeEnum: z.enum(staffUserTypes).nullish(),
  /** Platform administrators may name another institution; others create in their own. */
  institutionId: idSchema.nullish(),
  /** The user's roles after saving (absent: unchanged). */
  roleIds: z.array(idSchema).max(100).nullish(),
});
type UserInput = z.infer<typeof userInputSchema>;

const userList: ListSpec = {
  sortable: {
    fullName: users.fullName,
    email: users.email,
    active: users.active,
    createdAt: users.createdAt,
  },
  defaultSort: 'fullName',
  filterable: {
    fullName: { column: users.fullName, match: 'contains' },
    email: { column: users.email, match: 'contains' },
    active: { column: users.active, match: 'boolean' },
    institutionId: { column: users.institutionId, match: 'equals' },
  },
};

/** What clients see of an account: never the password hash or login counters. */
export async function describeUsers(db: Db, rows: UserRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const institutionIds = [...new Set(rows.flatMap((row) => row.institutionId ?? []))];
  const [held, names] = await Promise.all([
    db
      .select({ userId: userRoles.userId, id: roles.id, uuid: roles.uuid, name: roles.name })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.deleted, false)))
      .where(inArray(userRoles.userId, ids))
      .orderBy(asc(roles.name)),
    institutionIds.length
      ? db
          .select({ id: institutions.id, uuid: institutions.uuid, name: institutions.name })
          .from(institutions)
          .where(inArray(institutions.id, institutionIds))
      : [],
  ]);
  return rows.map((row) => {
    const institution = names.find((i) => i.id === row.institutionId);
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
      createdAt: row.createdAt,
      createdBy: row.createdBy,
      updatedAt: row.updatedAt,
      updatedBy: row.updatedBy,
    };
  });
}

const describeUser = async (db: Db, row: UserRow) => (await describeUsers(db, [row]))[0];

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
export async function findManagedUser(db: Db, user: AuthUser, id: unknown): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, idSchema.parse(id)), eq(users.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'User not found');
  assertInScope(user, row.institutionId);
  return row;
}

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

/** Sets the user's roles to exactly `roleIds`; every role added or removed must be within the caller's permissions. */
async function replaceRoles(db: Db, user: AuthUser, target: UserRow, roleIds: number[]) {
  const wanted = await findAssignableRoles(db, roleIds, target.institutionId);
  const current = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, target.id));
  const wantedIds = new Set(wanted.map((r) => r.id));
  const currentIds = new Set(current.map((r) => r.roleId));
  const changed = [
    ...[...wantedIds].filter((id) => !currentIds.has(id)),
    ...[...currentIds].filter((id) => !wantedIds.has(id)),
  ];
  assertHolds(user, await permissionsOfRoles(db, changed));
  await db.transaction(async (tx) => {
    await tx.delete(userRoles).where(eq(userRoles.userId, target.id));
    if (wantedIds.size > 0) {
      await tx
        .insert(userRoles)
        .values([...wantedIds].map((roleId) => ({ userId: target.id, roleId })));
    }
  });
}

/**
 * assignRoleToUser / assignRoleToExternalUser(roleIds, userUuid): the user's roles become these.
 * External users (tenderers, manufacturers: no institution) get only base roles, from platform
 * administrators.
 */
export async function assignRoles(
  db: Db,
  user: AuthUser,
  roleIds: unknown,
  userUuid: unknown,
  kind: 'staff' | 'external',
) {
  const ids = z.array(idSchema).max(100).parse(roleIds);
  const [target] = await db
    .select()
    .from(users)
    .where(and(eq(users.uuid, parseUuid(userUuid)), eq(users.deleted, false)));
  if (!target) throw new AppError(ResponseCode.NOT_FOUND, 'User not found');
  if (kind === 'external') {
    if (target.institutionId !== null) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'The user belongs to an institution: use assignRoleToUser',
      );
    }
    if (!actsAcrossInstitutions(user)) throw new AppError(ResponseCode.FORBIDDEN);
  } else {
    if (target.institutionId === null) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'The user belongs to no institution: use assignRoleToExternalUser',
      );
    }
    assertInScope(user, target.institutionId);
  }
  await replaceRoles(db, user, target, ids);
  return describeUser(db, target);
}

async function institutionName(db: Db, institutionId: number): Promise<string> {
  const [row] = await db
    .select({ name: institutions.name })
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), eq(institutions.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  return row.name;
}

const normalisePhone = (phone: string | null | undefined) =>
  phone ? parsePhoneNumberWithError(phone).number : phone === '' ? null : phone;

/**
 * Creates a staff account (inactive, no password, a create-password link emailed) or edits one.
 * `institutionId` is where a new account goes (already scope-checked); `roleIds` its roles.
 */
async function saveUser(
  ctx: Ctx,
  dto: UserInput,
  options: {
    institutionId: number;
    roleIds?: number[] | null;
    isInstitutionAdministrator?: boolean;
  },
) {
  const { db, user } = ctx;
  const fields = {
    email: dto.email,
    fullName: dto.fullName,
    salutation: dto.salutation === undefined ? undefined : dto.salutation || null,
    phone: normalisePhone(dto.phone),
    checkNumber: dto.checkNumber === undefined ? undefined : dto.checkNumber || null,
  };
  if (dto.id) {
    const existing = await findManagedUser(db, user, dto.id);
    await assertOutranksNot(db, user, existing);
    const [updated] = await db
      .update(users)
      .set({
        ...fields,
        userType: dto.userTypeEnum ?? undefined,
        isInstitutionAdministrator: options.isInstitutionAdministrator,
        updatedAt: new Date(),
        updatedBy: user.email,
      })
      .where(eq(users.id, existing.id))
      .returning();
    if (options.roleIds) await replaceRoles(db, user, updated, options.roleIds);
    return { user: await describeUser(db, updated), created: false };
  }
  const name = await institutionName(db, options.institutionId);
  // Check what the roles would grant before anything is written.
  if (options.roleIds) {
    await findAssignableRoles(db, options.roleIds, options.institutionId);
    assertHolds(user, await permissionsOfRoles(db, options.roleIds));
  }
  const created = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        ...fields,
        userType: dto.userTypeEnum ?? 'PROCURING_ENTITY',
        institutionId: options.institutionId,
        isInstitutionAdministrator: options.isInstitutionAdministrator ?? false,
        active: false,
        createdBy: user.email,
      })
      .returning();
    if (options.roleIds?.length) {
      await tx
        .insert(userRoles)
        .values([...new Set(options.roleIds)].map((roleId) => ({ userId: row.id, roleId })));
    }
    return row;
  });
  await sendStaffActivation(db, ctx.config, ctx.language, {
    id: created.id,
    email: created.email,
    fullName: created.fullName,
    institutionName: name,
  });
  return { user: await describeUser(db, created), created: true };
}

/** createUpdateUserAccount(user): in the named institution (platform administrators) or one's own. */
export async function saveUserAccount(ctx: Ctx, input: unknown) {
  const dto = userInputSchema.parse(input);
  const institutionId = institutionInScope(ctx.user, dto.institutionId ?? null);
  return saveUser(ctx, dto, { institutionId, roleIds: dto.roleIds });
}

/** createUpdateMyInstUserAccount(user): always in the caller's own institution. */
export async function saveMyInstitutionUser(ctx: Ctx, input: unknown) {
  const dto = userInputSchema.parse(input);
  if (dto.institutionId != null && dto.institutionId !== ctx.user.institutionId) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      'This call creates users of your own institution only',
    );
  }
  return saveUser(ctx, dto, { institutionId: institutionInScope(ctx.user), roleIds: dto.roleIds });
}

/** createUpdateUserAccountWithRole(roleNames, userDto): roles by name, as the institution resolves them. */
export async function saveUserWithRoleNames(ctx: Ctx, roleNames: unknown, input: unknown) {
  const names = z.array(roleNameSchema).min(1).max(50).parse(roleNames);
  const dto = userInputSchema.parse(input);
  const institutionId = dto.id
    ? (await findManagedUser(ctx.db, ctx.user, dto.id)).institutionId
    : institutionInScope(ctx.user, dto.institutionId ?? null);
  const roleIds = await roleIdsByName(ctx.db, names, institutionId);
  return saveUser(ctx, dto, {
    institutionId: institutionId ?? institutionInScope(ctx.user),
    roleIds,
  });
}

/** createInstitutionalAdmin(institutionId, user): a new administrator of that institution. */
export async function createInstitutionAdministrator(
  ctx: Ctx,
  institutionId: unknown,
  input: unknown,
) {
  const dto = userInputSchema.parse(input);
  if (dto.id)
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'createInstitutionalAdmin creates a new account',
    );
  const targetInstitution = institutionInScope(ctx.user, idSchema.parse(institutionId));
  const [adminRole] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.name, RoleName.institutionAdministrator),
        isNull(roles.institutionId),
        eq(roles.deleted, false),
      ),
    );
  return saveUser(ctx, dto, {
    institutionId: targetInstitution,
    roleIds: [adminRole.id],
    isInstitutionAdministrator: true,
  });
}

/** updateUserAccount(id, user): edits an existing account (the id argument names it). */
export async function updateUserAccount(ctx: Ctx, id: unknown, input: unknown) {
  const dto = userInputSchema.parse({ ...(input as object), id: idSchema.parse(id) });
  const existing = await findManagedUser(ctx.db, ctx.user, dto.id);
  return saveUser(ctx, dto, { institutionId: existing.institutionId ?? 0, roleIds: dto.roleIds });
}

/**
 * No one edits, deactivates or deletes an account that holds permissions they lack themselves (an
 * institution administrator cannot lock out a platform administrator of the same institution).
 */
async function assertOutranksNot(db: Db, user: AuthUser, target: UserRow) {
  const held = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, target.id));
  const missing = (
    await permissionsOfRoles(
      db,
      held.map((r) => r.roleId),
    )
  ).filter((name) => !user.permissions.has(name));
  if (missing.length > 0) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      'The account holds permissions you do not hold: only an administrator holding them can change it',
    );
  }
}

async function endSessions(db: Db, userId: number) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await revokeStaffActivation(db, userId);
}

const assertNotSelf = (user: AuthUser, target: UserRow, action: string) => {
  if (target.id === user.id) {
    throw new AppError(ResponseCode.INVALID_INPUT, `You cannot ${action} your own account`);
  }
};

/** activateUser / deactivateUser(id). Deactivating ends the user's sessions and pending link. */
export async function setUserActive(ctx: Ctx, id: unknown, active: boolean) {
  const target = await findManagedUser(ctx.db, ctx.user, id);
  await assertOutranksNot(ctx.db, ctx.user, target);
  assertNotSelf(ctx.user, target, active ? 'activate' : 'deactivate');
  if (active && target.passwordHash === null) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'The user has not set a password yet: the account becomes active from the emailed link',
    );
  }
  const [updated] = await ctx.db
    .update(users)
    .set({ active, updatedAt: new Date(), updatedBy: ctx.user.email })
    .where(eq(users.id, target.id))
    .returning();
  if (!active) await endSessions(ctx.db, target.id);
  return describeUser(ctx.db, updated);
}

/** deleteUser(id or userId): soft delete; sessions and pending links end. */
export async function deleteUser(ctx: Ctx, id: unknown, userId: unknown) {
  if (id != null && userId != null && String(id) !== String(userId)) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'id and userId name different users');
  }
  if (id == null && userId == null)
    throw new AppError(ResponseCode.INVALID_INPUT, 'Give id or userId');
  const target = await findManagedUser(ctx.db, ctx.user, id ?? userId);
  await assertOutranksNot(ctx.db, ctx.user, target);
  assertNotSelf(ctx.user, target, 'delete');
  const [deleted] = await ctx.db
    .update(users)
    .set({ deleted: true, active: false, updatedAt: new Date(), updatedBy: ctx.user.email })
    .where(eq(users.id, target.id))
    .returning();
  await endSessions(ctx.db, target.id);
  return describeUser(ctx.db, deleted);
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
  const [stage] = await db
    .select()
    .from(approvalStages)
    .where(and(eq(approvalStages.uuid, parseUuid(stageUuid)), eq(approvalStages.deleted, false)));
  if (!stage) throw new AppError(ResponseCode.NOT_FOUND, 'Approval stage not found');
  assertInScope(user, stage.institutionId);
  return usersHoldingRole(db, stage.institutionId, stage.roleName);
}

/** getAllUsersByProcuringEntityUuid(procuringEntityId): the institution's live accounts, by name. */
export async function findInstitutionUsers(db: Db, user: AuthUser, procuringEntityId: unknown) {
  const value = String(procuringEntityId ?? '');
  // The spec's variable is named ...Id while the operation says ...Uuid: both are accepted.
  const institutionId = /^\d+$/.test(value)
    ? Number(value)
    : await findInstitutionId(db, { uuid: parseUuid(value) });
  const scoped = institutionInScope(user, institutionId);
  const rows = await db
    .select()
    .from(users)
    .where(and(eq(users.institutionId, scoped), eq(users.deleted, false)))
    .orderBy(asc(users.fullName), asc(users.id));
  return describeUsers(db, rows);
}
