import { and, count, eq, inArray, ne, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { findLiveInScope, institutionForCaller } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { atVersion, parseUuid, staleOrNotFound } from '../../db/entityTable';
import { recordVersion } from '../../../contract/validation';
import { departmentMembers, departments } from '../../db/schema/departments';
import { users } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { parseId } from '../../db/entityTable';
import { findInstitutionId, institutionsByIds } from '../../db/institutionRefs';
import { requiredText } from '../../validation/inputs';

export type DepartmentRow = typeof departments.$inferSelect;
type UserRow = typeof users.$inferSelect;

export const departmentInputSchema = z.object({
  uuid: z.uuid().nullish(),
  name: requiredText(150, 2),
  code: requiredText(30).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, 'Letters, digits and . _ / - only'),
  isDefault: z.boolean().nullish(),
  active: z.boolean().nullish(),
  /** Platform administrators name the institution; everyone else's departments go to their own. */
  institutionUuid: z.uuid().nullish(),
  version: recordVersion,
});

/** Why an update of a department changed nothing: it moved on from the version given (or is gone). */
const staleDepartment = (db: Db, id: number) =>
  staleOrNotFound(db, departments, eq(departments.id, id), 'Department not found', (row) =>
    describeOne(db, row),
  );

/** Adds institution, head and number of users to department rows (three queries for any number). */
export async function describeDepartments(db: Db, rows: DepartmentRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const institutionById = await institutionsByIds(
    db,
    rows.map((row) => row.institutionId),
  );
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
    const institution = institutionById.get(row.institutionId);
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
export const describeUser = (user: UserRow, headUserId: number | null) => ({
  id: user.id,
  uuid: user.uuid,
  fullName: user.fullName,
  email: user.email,
  phone: user.phone,
  active: user.active,
  institutionId: user.institutionId,
  isHeadOfDepartment: user.id === headUserId,
});

export const describeOne = async (db: Db, row: DepartmentRow) =>
  (await describeDepartments(db, [row]))[0];

/** A live department the caller may act on: NOT_FOUND when there is none, FORBIDDEN when not theirs. */
export const findDepartmentWhere = (db: Db, user: AuthUser, where: SQL): Promise<DepartmentRow> =>
  findLiveInScope(db, user, departments, where, 'Department not found');

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
        .where(and(eq(departments.id, existing.id), atVersion(departments, dto.version)))
        .returning();
      if (!row) throw await staleDepartment(tx, existing.id);
      return row;
    }
    const [row] = await tx
      .insert(departments)
      .values({ ...values, institutionId, createdBy: user.email })
      .returning();
    return row;
  });
  return { row: await describeOne(db, saved), created: !existing };
}

/** deleteDepartment(id, uuid): refused (IN_USE) while users are in it; soft delete otherwise. */
export async function deleteDepartment(
  db: Db,
  user: AuthUser,
  id: unknown,
  uuid: unknown,
  version?: number,
) {
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
    .where(
      and(
        eq(departments.id, department.id),
        eq(departments.deleted, false),
        atVersion(departments, version),
      ),
    )
    .returning();
  if (!deleted) throw await staleDepartment(db, department.id);
  return describeOne(db, deleted);
}

async function countMembers(db: Db, departmentId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(departmentMembers)
    .where(eq(departmentMembers.departmentId, departmentId));
  return Number(n);
}
