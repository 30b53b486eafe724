import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import {
  actsAcrossInstitutions,
  assertInScope,
  institutionForCaller,
  institutionInScope,
} from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { fetchPage, type ListSpec, type PageParam } from '../../db/paging';
import { departmentMembers, departments } from '../../db/schema/departments';
import { institutions, users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { parseId } from '../../db/entityTable';
import { findInstitutionId } from '../../db/institutionRefs';

type DepartmentRow = typeof departments.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const departmentInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: z.string().trim().min(2).max(150),
  code: z
    .string()
    .trim()
    .min(1)
    .max(30)
    .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Letters, digits and . _ / - only'),
  isDefault: z.boolean().nullish(),
  active: z.boolean().nullish(),
  /** Platform administrators name the institution; everyone else's departments go to their own. */
  institutionUuid: z.uuid().nullish(),
});

const userIdsSchema = z.object({
  userIds: z.array(z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER)).min(1).max(500),
});
const parseUserIds = (userIds: unknown) => [...new Set(userIdsSchema.parse({ userIds }).userIds)];

/** Adds institution, head and number of users to department rows (three queries for any number). */
async function describeDepartments(db: Db, rows: DepartmentRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const institutionRows = await db
    .select({ id: institutions.id, uuid: institutions.uuid, name: institutions.name })
    .from(institutions)
    .where(inArray(institutions.id, [...new Set(rows.map((row) => row.institutionId))]));
  const headIds = rows.flatMap((row) => (row.headUserId ? [row.headUserId] : []));
  const heads = headIds.length
    ? await db.select().from(users).where(inArray(users.id, headIds))
    : [];
  const counts = await db
    .select({ departmentId: departmentMembers.departmentId, n: count() })
    .from(departmentMembers)
    .where(inArray(departmentMembers.departmentId, ids))
    .groupBy(departmentMembers.departmentId);
  return rows.map((row) => {
    const institution = institutionRows.find((i) => i.id === row.institutionId);
    const head = heads.find((u) => u.id === row.headUserId);
    return {
      ...row,
      institutionUuid: institution?.uuid ?? '',
      institutionName: institution?.name ?? '',
      headOfDepartment: head ? describeUser(head, head.id) : null,
      numberOfUsers: Number(counts.find((c) => c.departmentId === row.id)?.n ?? 0),
    };
  });
}
export type Department = Awaited<ReturnType<typeof describeDepartments>>[number];

/** What a department's user list shows of an account (never its password or sign-in state). */
const describeUser = (user: UserRow, headUserId: number | null) => ({
  id: user.id,
  uuid: user.uuid,
  fullName: user.fullName,
  email: user.email,
  phone: user.phone,
  active: user.active,
  institutionId: user.institutionId,
  isHeadOfDepartment: user.id === headUserId,
});

const describeOne = async (db: Db, row: DepartmentRow) => (await describeDepartments(db, [row]))[0];

/** A live department the caller may act on: NOT_FOUND when there is none, FORBIDDEN when not theirs. */
async function findDepartmentWhere(db: Db, user: AuthUser, where: SQL): Promise<DepartmentRow> {
  const [row] = await db
    .select()
    .from(departments)
    .where(and(where, eq(departments.deleted, false)))
    .limit(1);
  if (!row) throw new AppError(ResponseCode.NOT_FOUND, 'Department not found');
  assertInScope(user, row.institutionId);
  return row;
}

const liveDepartmentsOf = (db: Db, where: SQL) =>
  db
    .select()
    .from(departments)
    .where(and(where, eq(departments.deleted, false)))
    .orderBy(asc(departments.name), asc(departments.id));

const departmentList: ListSpec = {
  sortable: {
    name: departments.name,
    code: departments.code,
    createdAt: departments.createdAt,
  },
  defaultSort: 'name',
  filterable: {
    name: { column: departments.name, match: 'contains' },
    code: { column: departments.code, match: 'equals' },
    active: { column: departments.active, match: 'boolean' },
  },
};

/**
 * One page of departments: of the named institution, or, when none is named, of every institution for
 * platform administrators and of one's own for everyone else.
 */
export async function pageDepartments(
  db: Db,
  user: AuthUser,
  pageParam: PageParam | null | undefined,
  institutionUuid: string | null | undefined,
) {
  const scope =
    institutionUuid || !actsAcrossInstitutions(user)
      ? eq(departments.institutionId, await institutionForCaller(db, user, institutionUuid))
      : undefined;
  const page = await fetchPage<DepartmentRow>(db, departments, departmentList, {
    pageParam,
    scope,
  });
  return { ...page, content: await describeDepartments(db, page.content) };
}

/** getDepartmentsByProcuringEntity: one institution's live departments, by name. */
export async function listDepartmentsOfInstitution(
  db: Db,
  user: AuthUser,
  ref: { id?: unknown; uuid?: unknown },
) {
  const institutionId = institutionInScope(user, await findInstitutionId(db, ref));
  return describeDepartments(
    db,
    await liveDepartmentsOf(db, eq(departments.institutionId, institutionId)),
  );
}

/** getAllDepartments: the caller's own institution's live departments (a whole list, for pickers). */
export const listMyDepartments = async (db: Db, user: AuthUser) =>
  describeDepartments(
    db,
    await liveDepartmentsOf(db, eq(departments.institutionId, institutionInScope(user))),
  );

/** The departments of the lower-level institutions under a parent institution, by institution. */
export async function listLowerLevelDepartments(db: Db, user: AuthUser, parentUuid: unknown) {
  const parentId = institutionInScope(user, await findInstitutionId(db, { uuid: parentUuid }));
  const rows = await db
    .select({ department: departments })
    .from(departments)
    .innerJoin(institutions, eq(institutions.id, departments.institutionId))
    .where(
      and(
        eq(institutions.parentId, parentId),
        eq(institutions.deleted, false),
        eq(departments.deleted, false),
      ),
    )
    .orderBy(asc(institutions.name), asc(departments.name), asc(departments.id));
  return describeDepartments(
    db,
    rows.map((row) => row.department),
  );
}

export const findDepartmentById = async (db: Db, user: AuthUser, id: unknown) =>
  describeOne(db, await findDepartmentWhere(db, user, eq(departments.id, parseId(id, 'id'))));

/** A department of the caller's institution by its code (codes are unique per institution). */
export async function findDepartmentByCode(db: Db, user: AuthUser, code: unknown) {
  const parsedCode = z
    .object({ departmentCode: z.string().trim().min(1).max(30) })
    .parse({ departmentCode: code }).departmentCode;
  const institutionId = institutionInScope(user);
  return describeOne(
    db,
    await findDepartmentWhere(
      db,
      user,
      and(
        eq(departments.institutionId, institutionId),
        sql`lower(${departments.code}) = ${parsedCode.toLowerCase()}`,
      ) as SQL,
    ),
  );
}

/** The caller's institution's default department. */
export async function findDefaultDepartment(db: Db, user: AuthUser) {
  const institutionId = institutionInScope(user);
  const [row] = await liveDepartmentsOf(
    db,
    and(eq(departments.institutionId, institutionId), eq(departments.isDefault, true)) as SQL,
  );
  if (!row) {
    throw new AppError(ResponseCode.NOT_FOUND, 'Your institution has no default department');
  }
  return describeOne(db, row);
}

/**
 * addNewDepartment: creates a department, or edits the live one with input.uuid. The first department
 * of an institution becomes its default; marking another one default moves the flag to it.
 */
export async function saveDepartment(db: Db, user: AuthUser, input: unknown) {
  const dto = departmentInputSchema.parse(input);
  const existing = dto.uuid
    ? await findDepartmentWhere(db, user, eq(departments.uuid, dto.uuid))
    : undefined;
  const institutionId = existing
    ? existing.institutionId
    : await institutionForCaller(db, user, dto.institutionUuid);
  if (existing && dto.institutionUuid) {
    const named = await findInstitutionId(db, { uuid: dto.institutionUuid });
    if (named !== existing.institutionId) {
      throw new AppError(
        ResponseCode.INVALID_INPUT,
        'A department cannot move to another institution',
      );
    }
  }
  const saved = await db.transaction(async (tx) => {
    const [{ n: departmentsSoFar }] = await tx
      .select({ n: count() })
      .from(departments)
      .where(and(eq(departments.institutionId, institutionId), eq(departments.deleted, false)));
    const isDefault = dto.isDefault ?? (existing ? existing.isDefault : departmentsSoFar === 0);
    if (isDefault) {
      await tx
        .update(departments)
        .set({ isDefault: false, updatedAt: new Date(), updatedBy: user.email })
        .where(
          and(
            eq(departments.institutionId, institutionId),
            eq(departments.isDefault, true),
            eq(departments.deleted, false),
            ...(existing ? [ne(departments.id, existing.id)] : []),
          ),
        );
    }
    const values = {
      name: dto.name,
      code: dto.code,
      isDefault,
      active: dto.active ?? existing?.active ?? true,
    };
    if (existing) {
      const [row] = await tx
        .update(departments)
        .set({ ...values, updatedAt: new Date(), updatedBy: user.email })
        .where(eq(departments.id, existing.id))
        .returning();
      return row;
    }
    const [row] = await tx
      .insert(departments)
      .values({ ...values, institutionId, createdBy: user.email })
      .returning();
    return row;
  });
  return { department: await describeOne(db, saved), isNew: !existing };
}

/** deleteDepartment(id, uuid): refused (IN_USE) while users are in it; soft delete otherwise. */
export async function deleteDepartment(db: Db, user: AuthUser, id: unknown, uuid: unknown) {
  const conditions: SQL[] = [];
  if (id != null && id !== '') conditions.push(eq(departments.id, parseId(id, 'id')));
  if (uuid != null && uuid !== '') conditions.push(eq(departments.uuid, parseUuid(uuid)));
  if (conditions.length === 0) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'Name the department by its id or uuid');
  }
  const department = await findDepartmentWhere(db, user, and(...conditions) as SQL);
  const members = await countMembers(db, department.id);
  if (members > 0) {
    throw new AppError(
      ResponseCode.IN_USE,
      `The department has ${members} user${members === 1 ? '' : 's'}; remove them before deleting it`,
    );
  }
  const [deleted] = await db
    .update(departments)
    .set({ deleted: true, updatedAt: new Date(), updatedBy: user.email })
    .where(and(eq(departments.id, department.id), eq(departments.deleted, false)))
    .returning();
  if (!deleted) throw new AppError(ResponseCode.NOT_FOUND, 'Department not found');
  return describeOne(db, deleted);
}

async function countMembers(db: Db, departmentId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, departmentId));
  return Number(n);
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
export async function addUsersToDepartment(
  db: Db,
  user: AuthUser,
  departmentId: unknown,
  userIds: unknown,
) {
  const department = await findDepartmentWhere(
    db,
    user,
    eq(departments.id, parseId(departmentId, 'departmentId')),
  );
  const ids = parseUserIds(userIds);
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
export async function removeUsersFromDepartment(
  db: Db,
  user: AuthUser,
  departmentId: unknown,
  userIds: unknown,
) {
  const department = await findDepartmentWhere(
    db,
    user,
    eq(departments.id, parseId(departmentId, 'departmentId')),
  );
  const ids = parseUserIds(userIds);
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
  const department = await findDepartmentWhere(
    db,
    user,
    eq(departments.id, parseId(departmentId, 'departmentId')),
  );
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

const departmentUserList: ListSpec = {
  sortable: { fullName: users.fullName, email: users.email, createdAt: users.createdAt },
  defaultSort: 'fullName',
  filterable: {
    fullName: { column: users.fullName, match: 'contains' },
    email: { column: users.email, match: 'contains' },
    active: { column: users.active, match: 'boolean' },
  },
};

/** getAllUsersByDepartment: a page of the department's users (found through the members index). */
export async function pageDepartmentUsers(
  db: Db,
  user: AuthUser,
  departmentId: unknown,
  pageParam: PageParam | null | undefined,
) {
  const department = await findDepartmentWhere(
    db,
    user,
    eq(departments.id, parseId(departmentId, 'departmentId')),
  );
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
