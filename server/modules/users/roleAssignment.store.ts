import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { actsAcrossInstitutions, assertInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { userRoles, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { atVersion, idSchema, parseUuid, staleOrNotFound } from '../../db/entityTable';
import { assertHolds, findAssignableRoles, permissionsOfRoles } from '../../auth/roleGrants';
import { describeUser, type UserRow } from './queries.store';
import { forgetSessions } from '../../auth/sessions';

/** Sets the user's roles to exactly `roleIds`; every role added or removed must be within the caller's permissions. */
export async function replaceRoles(db: Db, user: AuthUser, target: UserRow, roleIds: number[]) {
  const wanted = await findAssignableRoles(db, roleIds, target.institutionId);
  const current = await db
    .select({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(eq(userRoles.userId, target.id));
  const wantedIds = new Set(wanted.map((r) => r.id));
  const currentIds = new Set(current.map((r) => r.roleId));
  const added = [...wantedIds].filter((id) => !currentIds.has(id));
  const removed = [...currentIds].filter((id) => !wantedIds.has(id));
  assertHolds(user, await permissionsOfRoles(db, [...added, ...removed]));
  // Only what changes is written, so the user's history names exactly the roles given and taken.
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx
        .delete(userRoles)
        .where(and(eq(userRoles.userId, target.id), inArray(userRoles.roleId, removed)));
    }
    if (added.length > 0) {
      await tx.insert(userRoles).values(added.map((roleId) => ({ userId: target.id, roleId })));
    }
  });
  // The user acts with their new roles from their next request, not when their token ends.
  await forgetSessions(db);
}

/**
 * assignRoleToUser / assignRoleToExternalUser(roleIds, userUuid, version): the user's roles become
 * these, if the user is still at the version the caller read (none given: not checked, the spec's
 * clients); otherwise STALE_VERSION with the user as it is now, nothing written. External users
 * (tenderers, manufacturers: no institution) get only base roles, from platform administrators.
 */
export async function assignRoles(
  db: Db,
  user: AuthUser,
  roleIds: unknown,
  userUuid: unknown,
  kind: 'staff' | 'external',
  version?: number,
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
  // The user row is stamped at the version read, in the mutation's transaction, before the roles
  // change: of two replacements based on one version exactly one passes (the other waits, then
  // finds the version moved on), and the user's version tells readers their roles changed.
  const [stamped] = await db
    .update(users)
    .set({ updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(users.id, target.id), eq(users.deleted, false), atVersion(users, version)))
    .returning();
  if (!stamped) {
    throw await staleOrNotFound(
      db,
      users,
      eq(users.id, target.id),
      'User not found',
      (row: UserRow) => describeUser(db, row),
    );
  }
  await replaceRoles(db, user, stamped, ids);
  return describeUser(db, stamped);
}
