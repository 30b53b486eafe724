import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { institutionInScope } from '../../auth/institutionScope';
import type { Db } from '../../db/client';
import { institutionListPager } from '../../reference-kit/scope';
import { tableListSpec } from '../../db/paging';
import { departments } from '../../db/schema/departments';
import { institutions } from '../../db/schema/identity';
import { AppError } from '../../errors';
import { parseId } from '../../db/entityTable';
import { findInstitutionId } from '../../db/institutionRefs';
import { describeDepartments, describeOne, findDepartmentWhere } from './departments.store';
import { requiredText } from '../../validation/inputs';

const liveDepartmentsOf = (db: Db, where: SQL) =>
  db
    .select()
    .from(departments)
    .where(and(where, eq(departments.deleted, false)))
    .orderBy(asc(departments.name), asc(departments.id));

const departmentList = tableListSpec(departments, {
  sortable: ['name', 'code', 'createdAt'],
  defaultSort: 'name',
  filterable: { name: 'contains', code: 'equals', active: 'boolean' },
});

/**
 * One page of departments: of the named institution, or, when none is named, of every institution for
 * platform administrators and of one's own for everyone else.
 */
export const pageDepartments = institutionListPager({
  table: departments,
  spec: departmentList,
  scopeOf: (id) => eq(departments.institutionId, id),
  describe: describeDepartments,
});

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
    .object({ departmentCode: requiredText(30) })
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
