import type { PageArgs } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { deleteDepartment, saveDepartment } from './departments.store';
import { parseVersion } from '../../db/entityTable';
import {
  addUsersToDepartment,
  assignHeadOfDepartment,
  pageDepartmentUsers,
  removeUsersFromDepartment,
  type MembershipArgs,
} from './members.store';
import {
  findDefaultDepartment,
  findDepartmentByCode,
  findDepartmentById,
  listDepartmentsOfInstitution,
  listLowerLevelDepartments,
  listMyDepartments,
  pageDepartments,
} from './queries.store';
import { saveOperation, storeOperation } from '../../graphql/guards';
import type { InstitutionPageArgs } from '../../reference-kit/scope';

/** Departments and designations: thin resolvers over departments.store and designations.store. */
export const departmentResolvers = {
  Query: {
    getDepartmentsByProcuringEntity: operation(
      'uaa.department.read',
      async (args: { procuringEntityId?: unknown; procuringEntityUuid?: unknown }, { db, user }) =>
        successList(
          await listDepartmentsOfInstitution(db, user, {
            id: args.procuringEntityId,
            uuid: args.procuringEntityUuid,
          }),
        ),
    ),
    getAllLowerLevelDepartmentsByParentProcuringEntity: operation(
      'uaa.department.read',
      async (args: { parentProcuringEntityUuid: unknown }, { db, user }) =>
        successList(await listLowerLevelDepartments(db, user, args.parentProcuringEntityUuid)),
    ),
    getAllDepartments: operation('uaa.department.read', async (_args: unknown, { db, user }) =>
      successList(await listMyDepartments(db, user)),
    ),
    allDepartmentsPageable: storeOperation(
      'uaa.department.read',
      (args: InstitutionPageArgs, { db, user }) =>
        pageDepartments(db, user, args.pageParam, args.institutionUuid),
    ),
    departmentById: storeOperation('uaa.department.read', (args: { id: unknown }, { db, user }) =>
      findDepartmentById(db, user, args.id),
    ),
    getDepartmentByCode: storeOperation(
      'uaa.department.read',
      (args: { departmentCode: unknown }, { db, user }) =>
        findDepartmentByCode(db, user, args.departmentCode),
    ),
    getDefaultDepartment: storeOperation('uaa.department.read', (_args: unknown, { db, user }) =>
      findDefaultDepartment(db, user),
    ),
    getAllUsersByDepartment: storeOperation(
      'uaa.department.read',
      (args: PageArgs & { departmentId: unknown }, { db, user }) =>
        pageDepartmentUsers(db, user, args.departmentId, args.pageParam),
    ),
  },
  Mutation: {
    addNewDepartment: saveOperation(
      'uaa.department.write',
      (args: { department: unknown }, { db, user }) => saveDepartment(db, user, args.department),
    ),
    deleteDepartment: storeOperation(
      'uaa.department.delete',
      (args: { id?: unknown; uuid?: unknown; version?: unknown }, { db, user }) =>
        deleteDepartment(db, user, args.id, args.uuid, parseVersion(args.version)),
      'Deleted Successfully',
    ),
    addUsersToDepartment: storeOperation(
      'uaa.department.write',
      (args: MembershipArgs, { db, user }) => addUsersToDepartment(db, user, args),
      'Users added to department',
    ),
    removeUsersFromDepartment: storeOperation(
      'uaa.department.write',
      (args: MembershipArgs, { db, user }) => removeUsersFromDepartment(db, user, args),
      'Users removed from department successfully',
    ),
    assignHeadOfDepartment: storeOperation(
      'uaa.department.write',
      (args: { departmentId: unknown; userId: unknown }, { db, user }) =>
        assignHeadOfDepartment(db, user, args.departmentId, args.userId),
      'Head of department assigned successfully',
    ),
  },
};
