import type { PageParam } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { deleteDepartment, saveDepartment } from './departments.store';
import {
  addUsersToDepartment,
  assignHeadOfDepartment,
  pageDepartmentUsers,
  removeUsersFromDepartment,
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

type PagedArgs = { pageParam?: PageParam | null; institutionUuid?: string | null };
type MembersArgs = { departmentId: unknown; userIds: unknown };

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
    allDepartmentsPageable: operation(
      'uaa.department.read',
      async (args: PagedArgs, { db, user }) =>
        success(await pageDepartments(db, user, args.pageParam, args.institutionUuid)),
    ),
    departmentById: operation('uaa.department.read', async (args: { id: unknown }, { db, user }) =>
      success(await findDepartmentById(db, user, args.id)),
    ),
    getDepartmentByCode: operation(
      'uaa.department.read',
      async (args: { departmentCode: unknown }, { db, user }) =>
        success(await findDepartmentByCode(db, user, args.departmentCode)),
    ),
    getDefaultDepartment: operation('uaa.department.read', async (_args: unknown, { db, user }) =>
      success(await findDefaultDepartment(db, user)),
    ),
    getAllUsersByDepartment: operation(
      'uaa.department.read',
      async (args: { departmentId: unknown; pageParam?: PageParam | null }, { db, user }) =>
        success(await pageDepartmentUsers(db, user, args.departmentId, args.pageParam)),
    ),
  },
  Mutation: {
    addNewDepartment: operation(
      'uaa.department.write',
      async (args: { department: unknown }, { db, user }) => {
        const { department, isNew } = await saveDepartment(db, user, args.department);
        return success(department, isNew ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    deleteDepartment: operation(
      'uaa.department.delete',
      async (args: { id?: unknown; uuid?: unknown }, { db, user }) =>
        success(await deleteDepartment(db, user, args.id, args.uuid), 'Deleted Successfully'),
    ),
    addUsersToDepartment: operation(
      'uaa.department.write',
      async (args: MembersArgs, { db, user }) =>
        success(
          await addUsersToDepartment(db, user, args.departmentId, args.userIds),
          'Users added to department',
        ),
    ),
    removeUsersFromDepartment: operation(
      'uaa.department.write',
      async (args: MembersArgs, { db, user }) =>
        success(
          await removeUsersFromDepartment(db, user, args.departmentId, args.userIds),
          'Users removed from department successfully',
        ),
    ),
    assignHeadOfDepartment: operation(
      'uaa.department.write',
      async (args: { departmentId: unknown; userId: unknown }, { db, user }) =>
        success(
          await assignHeadOfDepartment(db, user, args.departmentId, args.userId),
          'Head of department assigned successfully',
        ),
    ),
  },
};
