import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import { RoleName } from '../../../contract/users';
import type { AuthUser } from '../../auth/currentUser';
import type { RequestContext } from '../../requestContext';
import { institutionInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { institutions, roles, userRoles, users } from '../../db/schema/identity';
import { endUserSessions } from '../../auth/tokens';
import { AppError } from '../../errors';
import {
  assertHolds,
  findAssignableRoles,
  permissionsOfRoles,
  roleIdsByName,
  roleNameSchema,
} from '../../auth/roleGrants';
import { atVersion, idSchema, idWhere, staleOrNotFound } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { revokeStaffActivation, sendStaffActivation } from './staffActivation';
import { describeUser, findManagedUser, type UserRow } from './queries.store';
import { replaceRoles } from './roleAssignment.store';
import { forgetSessions } from '../../auth/sessions';
import { optionalPhone, requiredText } from '../../validation/inputs';

/** Staff accounts administrators create; tenderers, manufacturers and subscribers register themselves. */
const staffUserTypes = ['PROCURING_ENTITY', 'PPRA', 'EMBASSY'] as const;

export const userInputSchema = z.object({
  id: idSchema.nullish(),
  email: z.string().trim().toLowerCase().max(254).pipe(z.email()),
  fullName: requiredText(200, 2),
  salutation: z.string().trim().max(20).nullish(),
  phone: optionalPhone({ keepAbsent: true }),
  checkNumber: z.string().trim().max(30).nullish(),
  userTypeEnum: z.enum(staffUserTypes).nullish(),
  /** Platform administrators may name another institution; others create in their own. */
  institutionId: idSchema.nullish(),
  /** The user's roles after saving (absent: unchanged). */
  roleIds: z.array(idSchema).max(100).nullish(),
  version: recordVersion,
});
type UserInput = z.infer<typeof userInputSchema>;
type Ctx = RequestContext & { user: AuthUser };

async function institutionName(db: Db, institutionId: number): Promise<string> {
  const [row] = await db
    .select({ name: institutions.name })
    .from(institutions)
    .where(and(eq(institutions.id, institutionId), eq(institutions.deleted, false)));
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Institution not found');
  return row.name;
}

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
    phone: dto.phone,
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
      .where(and(eq(users.id, existing.id), atVersion(users, dto.version)))
      .returning();
    if (!updated) throw await staleUser(db, existing.id);
    if (options.roleIds) await replaceRoles(db, user, updated, options.roleIds);
    await forgetSessions(db);
    return { row: await describeUser(db, updated), created: false };
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
  return { row: await describeUser(db, created), created: true };
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
  const adminRoleId = await idWhere(
    ctx.db,
    roles,
    eq(roles.name, RoleName.institutionAdministrator),
    isNull(roles.institutionId),
    eq(roles.deleted, false),
  );
  return saveUser(ctx, dto, {
    institutionId: targetInstitution,
    roleIds: [adminRoleId!],
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
  await endUserSessions(db, userId);
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
  // An account that never activated has no password: it is inactive already, and a deactivation
  // could not outlast its owner's next activation link. Deleting it withdraws the invitation.
  if (target.passwordHash === null) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      active
        ? 'The user has not set a password yet: the account becomes active from the emailed link'
        : 'The user has not activated the account yet: delete it to withdraw the invitation',
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

/** Why an update of a user changed nothing: it moved on from the version given (or is gone). */
const staleUser = (db: Db, id: number) =>
  staleOrNotFound(db, users, eq(users.id, id), undefined, (row: UserRow) => describeUser(db, row));

/** deleteUser(id or userId, version): soft delete; sessions and pending links end. */
export async function deleteUser(ctx: Ctx, id: unknown, userId: unknown, version?: number) {
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
    .where(and(eq(users.id, target.id), atVersion(users, version)))
    .returning();
  if (!deleted) throw await staleUser(ctx.db, target.id);
  await endSessions(ctx.db, target.id);
  return describeUser(ctx.db, deleted);
}
