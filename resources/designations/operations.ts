import { gql } from '@apollo/client';
import {
  institutionPageVariables,
  parseIdPage,
  parseIdRecord,
} from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const designationFields =
  'id uuid name institutionId institutionUuid institutionName createdAt createdBy';

const envelope = (data: string) => `code message status data { ${data} }`;

/** Designations (uaa), named by their numeric id (deleteDesignation(id)). */
export const designationOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'allDesignationsPageable',
    document: gql`
      query allDesignationsPageable($pageParam: PageableParamInput, $institutionUuid: String) {
        allDesignationsPageable(pageParam: $pageParam, institutionUuid: $institutionUuid) {
          code message status data { content { ${designationFields} } totalElements }
        }
      }
    `,
    variables: institutionPageVariables,
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
};
