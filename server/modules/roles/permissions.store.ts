import { and, asc, eq, inArray } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { permissions, rolePermissions } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { assertHolds } from '../../auth/roleGrants';
import { forgetSessions } from '../../auth/sessions';

export async function listPermissions(db: Db) {
  return db.select().from(permissions).orderBy(asc(permissions.groupName), asc(permissions.name));
}

/** The catalogue by group, as the role screen shows it (one block of checkboxes per group). */
export async function listPermissionsGrouped(db: Db) {
  const groups = new Map<string, Awaited<ReturnType<typeof listPermissions>>>();
  for (const permission of await listPermissions(db)) {
    groups.set(permission.groupName, [...(groups.get(permission.groupName) ?? []), permission]);
  }
  return [...groups].map(([groupName, members]) => ({ groupName, permissions: members }));
}

async function permissionIdsByName(db: Db, names: string[]): Promise<Map<string, number>> {
  const unique = [...new Set(names)];
  const found = unique.length
    ? await db
        .select({ id: permissions.id, name: permissions.name })
        .from(permissions)
        .where(inArray(permissions.name, unique))
    : [];
  const unknown = unique.filter((name) => !found.some((p) => p.name === name));
  if (unknown.length > 0) {
    throw new AppError(ResponseCode.INVALID_INPUT, `Unknown permissions: ${unknown.join(', ')}`);
  }
  return new Map(found.map((p) => [p.name, p.id]));
}

/** Sets a role's permissions to exactly `names`; what changes must be held by the caller. */
export async function replacePermissions(db: Db, user: AuthUser, roleId: number, names: string[]) {
  const wanted = await permissionIdsByName(db, names);
  const current = await db
    .select({ id: permissions.id, name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  const currentIds = new Map(current.map((row) => [row.name, row.id]));
  const currentNames = new Set(currentIds.keys());
  const added = [...wanted.keys()].filter((name) => !currentNames.has(name));
  const removed = [...currentNames].filter((name) => !wanted.has(name));
  assertHolds(user, [...added, ...removed]);
  // Only what changes is written, so the role's history names exactly the permissions given and taken.
  await db.transaction(async (tx) => {
    if (removed.length > 0) {
      await tx.delete(rolePermissions).where(
        and(
          eq(rolePermissions.roleId, roleId),
          inArray(
            rolePermissions.permissionId,
            removed.map((name) => currentIds.get(name)!),
          ),
        ),
      );
    }
    if (added.length > 0) {
      await tx
        .insert(rolePermissions)
        .values(added.map((name) => ({ roleId, permissionId: wanted.get(name)! })));
    }
  });
  // The role's holders act with the new permissions from their next request.
  await forgetSessions(db);
}
