import { and, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { tableListSpec, fetchPage, type PageParam } from '../../db/paging';
import { departmentMembers, departments } from '../../db/schema/departments';
import { users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { parseId } from '../../db/entityTable';
import { describeOne, describeUser, findDepartmentWhere } from './departments.store';

/** The department a departmentId argument names, in the caller's scope. */
const departmentOfArgument = (db: Db, user: AuthUser, departmentId: unknown) =>
  findDepartmentWhere(db, user, eq(departments.id, parseId(departmentId, 'departmentId')));

type UserRow = typeof users.$inferSelect;

const userIdsSchema = z.object({
  userIds: z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(500),
});
const parseUserIds = (userIds: unknown) => [...new Set(userIdsSchema.parse({ userIds }).userIds)];

/** addUsersToDepartment and removeUsersFromDepartment's arguments, as GraphQL gives them. */
export type MembershipArgs = { departmentId: unknown; userIds: unknown };

/** What a membership change names: the department (in the caller's scope) and the distinct user ids. */
async function membershipChange(db: Db, user: AuthUser, args: MembershipArgs) {
  const department = await departmentOfArgument(db, user, args.departmentId);
  return { department, ids: parseUserIds(args.userIds) };
}

/** The live accounts with these ids; an unknown id is NOT_FOUND, another institution's FORBIDDEN. */
async function findUsersOfInstitution(db: Db, userIds: number[], institutionId: number) {
  const found = await db
    .select({ id: users.id, institutionId: users.institutionId })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.deleted, false)));
  const missing = userIds.filter((id) => !found.some((u) => u.id === id));
  if (missing.length > 0) {
    throw new AppError(ResponseCode.NOT_FOUND, `No such user: ${missing.join(', ')}`);
  }
  if (found.some((u) => u.institutionId !== institutionId)) {
    throw new AppError(
      ResponseCode.FORBIDDEN,
      "Only users of the department's institution can be added to it",
    );
  }
}

/**
 * addUsersToDepartment: a user is in one department at most, so adding one who is in another moves
 * them here (and they stop heading the other one).
 */
export async function addUsersToDepartment(db: Db, user: AuthUser, args: MembershipArgs) {
  const { department, ids } = await membershipChange(db, user, args);
  await findUsersOfInstitution(db, ids, department.institutionId);
  await db.transaction(async (tx) => {
    await tx
      .update(departments)
      .set({ headUserId: null, updatedAt: new Date(), updatedBy: user.email })
      .where(and(inArray(departments.headUserId, ids), ne(departments.id, department.id)));
    await tx
      .insert(departmentMembers)
      .values(ids.map((userId) => ({ departmentId: department.id, userId, createdBy: user.email })))
      .onConflictDoUpdate({
        target: departmentMembers.userId,
        set: {
          departmentId: department.id,
          createdAt: new Date(),
          createdBy: user.email,
        },
      });
  });
  return describeOne(db, department);
}

/** removeUsersFromDepartment: every user named must be in the department; a removed head is cleared. */
export async function removeUsersFromDepartment(db: Db, user: AuthUser, args: MembershipArgs) {
  const { department, ids } = await membershipChange(db, user, args);
  const members = await membersAmong(db, department.id, ids);
  const outsiders = ids.filter((id) => !members.includes(id));
  if (outsiders.length > 0) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      `Not in this department: user ${outsiders.join(', ')}`,
    );
  }
  const updated = await db.transaction(async (tx) => {
    await tx
      .delete(departmentMembers)
      .where(
        and(
          eq(departmentMembers.departmentId, department.id),
          inArray(departmentMembers.userId, ids),
        ),
      );
    if (department.headUserId === null || !ids.includes(department.headUserId)) return department;
    const [row] = await tx
      .update(departments)
      .set({ headUserId: null, updatedAt: new Date(), updatedBy: user.email })
      .where(eq(departments.id, department.id))
      .returning();
    return row;
  });
  return describeOne(db, updated);
}

async function membersAmong(db: Db, departmentId: number, userIds: number[]) {
  const rows = await db
    .select({ userId: departmentMembers.userId })
    .from(departmentMembers)
    .where(
      and(
        eq(departmentMembers.departmentId, departmentId),
        inArray(departmentMembers.userId, userIds),
      ),
    );
  return rows.map((row) => row.userId);
}

/** assignHeadOfDepartment: the head must be one of the department's users. */
export async function assignHeadOfDepartment(
  db: Db,
  user: AuthUser,
  departmentId: unknown,
  userId: unknown,
) {
  const department = await departmentOfArgument(db, user, departmentId);
  const headId = parseId(userId, 'userId');
  if ((await membersAmong(db, department.id, [headId])).length === 0) {
    throw new AppError(
      ResponseCode.INVALID_INPUT,
      'The head of department must be one of its users; add the user to the department first',
    );
  }
  const [row] = await db
    .update(departments)
    .set({ headUserId: headId, updatedAt: new Date(), updatedBy: user.email })
    .where(eq(departments.id, department.id))
    .returning();
  return describeOne(db, row);
}

const departmentUserList = tableListSpec(users, {
  sortable: ['fullName', 'email', 'active', 'createdAt'],
  defaultSort: 'fullName',
  filterable: { fullName: 'contains', email: 'contains', active: 'boolean' },
});

/** getAllUsersByDepartment: a page of the department's users (found through the members index). */
export async function pageDepartmentUsers(
  db: Db,
  user: AuthUser,
  departmentId: unknown,
  pageParam: PageParam | null | undefined,
) {
  const department = await departmentOfArgument(db, user, departmentId);
  const memberIds = db
    .select({ id: departmentMembers.userId })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, department.id));
  const page = await fetchPage<UserRow>(db, users, departmentUserList, {
    pageParam,
    scope: inArray(users.id, memberIds),
  });
  return {
    ...page,
    content: page.content.map((member) => describeUser(member, department.headUserId)),
  };
}
