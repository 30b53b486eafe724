import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { SpringPage } from '../../contract/paging';
import { unwrap, type Envelope } from '../responses';
import type { ResourceOperations } from './types';
import { toPageParam } from './paging';

/**
 * Departments, their users and designations (uaa). Departments and designations are named by their
 * numeric id in the spec's operations (departmentById(id), deleteDesignation(id)), so the records keep
 * that id as react-admin's id.
 */
export const departmentFields =
  'id uuid name code isDefault active institutionId institutionUuid institutionName numberOfUsers headOfDepartment { id uuid fullName } createdAt createdBy updatedAt updatedBy';
const departmentUserFields = 'id uuid fullName email phone active isHeadOfDepartment';
const designationFields =
  'id uuid name institutionId institutionUuid institutionName createdAt createdBy';

const envelope = (data: string) => `code message status data { ${data} }`;

const parseIdPage = (operation: string) => (result: unknown) => {
  const page = unwrap(result as Envelope<SpringPage<{ id: string }>>, operation);
  return { data: page.content, total: page.totalElements };
};
const parseIdRecord = (operation: string) => (result: unknown) => ({
  data: unwrap(result as Envelope<{ id: string }>, operation),
});

/** A list's filters: q searches names; platform administrators may pick an institution. */
const pagedVariables = (params: GetListParams) => ({
  pageParam: toPageParam(params, { q: { fieldName: 'name', operation: 'LIKE' } }),
  institutionUuid: params.filter?.institutionUuid || null,
});

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

export const departmentOperations: Record<string, ResourceOperations> = {
  departments: {
    getList: {
      operation: 'allDepartmentsPageable',
      document: gql`
        query allDepartmentsPageable($pageParam: PageableParamInput, $institutionUuid: String) {
          allDepartmentsPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) {
            code message status data { content { ${departmentFields} } totalElements }
          }
        }
      `,
      variables: pagedVariables,
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
  },
  // A department's users: the list on the department screen (filter.departmentId is required).
  'department-users': {
    getList: {
      operation: 'getAllUsersByDepartment',
      document: gql`
        query getAllUsersByDepartment($departmentId: ID!, $pageParam: PageableParamInput) {
          getAllUsersByDepartment(departmentId: $departmentId, pageParam: $pageParam) {
            code message status data { content { ${departmentUserFields} } totalElements }
          }
        }
      `,
      variables: (params) => {
        const { departmentId, ...filter } = params.filter ?? {};
        return {
          departmentId: String(departmentId),
          pageParam: toPageParam(
            { ...params, filter },
            { q: { fieldName: 'fullName', operation: 'LIKE' } },
          ),
        };
      },
      parse: parseIdPage('getAllUsersByDepartment'),
    },
  },
  designations: {
    getList: {
      operation: 'allDesignationsPageable',
      document: gql`
        query allDesignationsPageable($pageParam: PageableParamInput, $institutionUuid: String) {
          allDesignationsPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) {
            code message status data { content { ${designationFields} } totalElements }
          }
        }
      `,
      variables: pagedVariables,
      parse: parseIdPage('allDesignationsPageable'),
    },
    create: {
      operation: 'createDesignation',
      document: gql`
        mutation createDesignation($designation: DesignationInput!) {
          createDesignation(designation: $designation) { ${envelope(designationFields)} }
        }
      `,
      variables: (params) => ({
        designation: {
          name: params.data.name,
          institutionUuid: params.data.institutionUuid || null,
        },
      }),
      parse: parseIdRecord('createDesignation'),
    },
    delete: {
      operation: 'deleteDesignation',
      document: gql`
        mutation deleteDesignation($id: ID!) {
          deleteDesignation(id: $id) { ${envelope('id uuid name')} }
        }
      `,
      variables: (params) => ({ id: String(params.id) }),
      parse: parseIdRecord('deleteDesignation'),
    },
  },
};
