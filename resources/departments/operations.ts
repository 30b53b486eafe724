import { gql } from '@apollo/client';
import {
  institutionPageVariables,
  parseIdPage,
  parseIdRecord,
} from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const departmentFields =
  'id uuid name code isDefault active institutionId institutionUuid institutionName numberOfUsers headOfDepartment { id uuid fullName } createdAt createdBy updatedAt updatedBy';
const envelope = (data: string) => `code message status data { ${data} }`;

const departmentInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  department: {
    uuid: uuid ?? null,
    name: data.name,
    code: data.code,
    isDefault: data.isDefault ?? null,
    active: data.active ?? true,
    institutionUuid: uuid ? null : data.institutionUuid || null,
  },
});

const saveDepartment = {
  operation: 'addNewDepartment',
  document: gql`
    mutation addNewDepartment($department: DepartmentInput!) {
      addNewDepartment(department: $department) { ${envelope(departmentFields)} }
    }
  `,
  parse: parseIdRecord('addNewDepartment'),
};

/** Departments (uaa), named by their numeric id in the spec (departmentById(id)), kept as react-admin's id. */
export const departmentOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'allDepartmentsPageable',
    document: gql`
      query allDepartmentsPageable($pageParam: PageableParamInput, $institutionUuid: String) {
        allDepartmentsPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) {
          code message status data { content { ${departmentFields} } totalElements }
        }
      }
    `,
    variables: institutionPageVariables,
    parse: parseIdPage('allDepartmentsPageable'),
  },
  getOne: {
    operation: 'departmentById',
    document: gql`
      query departmentById($id: ID!) {
        departmentById(id: $id) { ${envelope(departmentFields)} }
      }
    `,
    variables: (params) => ({ id: String(params.id) }),
    parse: parseIdRecord('departmentById'),
  },
  create: { ...saveDepartment, variables: (params) => departmentInput(params.data) },
  update: {
    ...saveDepartment,
    variables: (params) => departmentInput(params.data, params.previousData?.uuid),
  },
  delete: {
    operation: 'deleteDepartment',
    document: gql`
      mutation deleteDepartment($id: ID, $uuid: String) {
        deleteDepartment(id: $id, uuid: $uuid) { ${envelope('id uuid name')} }
      }
    `,
    variables: (params) => ({
      id: String(params.id),
      uuid: (params.previousData as { uuid?: string } | undefined)?.uuid ?? null,
    }),
    parse: parseIdRecord('deleteDepartment'),
  },
};
