import { asc, eq, inArray } from 'drizzle-orm';
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
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  const currentNames = new Set(current.map((row) => row.name));
  const added = [...wanted.keys()].filter((name) => !currentNames.has(name));
  const removed = [...currentNames].filter((name) => !wanted.has(name));
  assertHolds(user, [...added, ...removed]);
  await db.transaction(async (tx) => {
    await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
    if (wanted.size > 0) {
      await tx
        .insert(rolePermissions)
        .values([...wanted.values()].map((permissionId) => ({ roleId, permissionId })));
    }
  });
  // The role's holders act with the new permissions from their next request.
  forgetSessions();
}
