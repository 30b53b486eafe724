import { gql } from '@apollo/client';
import { parsePage, parseRecord, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

/**
 * Institutions (procuring entities) of the uaa service. Records are identified by uuid
 * (react-admin's id); the numeric id that getInstitutionById, activateInstitution and
 * deactivateInstitution take is kept as `institutionId`.
 */
const institutionFields = `uuid institutionId: id name code isLowerLevel registrationComplete
  categoryUuid categoryName parentUuid parentName email phone postalAddress physicalAddress website
  externalId incidentHandlingMode lastSyncedAt active createdAt createdBy updatedAt updatedBy`;

/** What the institution form edits; the server takes '' as "not given". */
const institutionInputFields = [
  'name',
  'code',
  'categoryUuid',
  'isLowerLevel',
  'parentUuid',
  'email',
  'phone',
  'postalAddress',
  'physicalAddress',
  'website',
  'active',
] as const;

const toInstitutionInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  uuid: uuid == null ? null : String(uuid),
  ...Object.fromEntries(
    institutionInputFields.map((field) => [
      field,
      data[field] === '' ? null : (data[field] ?? null),
    ]),
  ),
  // A main institution has no parent, whatever the form still holds.
  parentUuid: data.isLowerLevel ? (data.parentUuid ?? null) : null,
  isLowerLevel: Boolean(data.isLowerLevel),
});

const envelope = (operation: string, argument: string) => `
  ${operation}(${argument}) {
    code
    message
    status
    data {
      ${institutionFields}
    }
  }`;

const saveInstitution = {
  operation: 'createUpdateInstitutions',
  document: gql`
    mutation createUpdateInstitutions($institution: InstitutionInput!) {
      ${envelope('createUpdateInstitutions', 'institution: $institution')}
    }
  `,
  parse: parseRecord('createUpdateInstitutions'),
};

/** Institutions (procuring entities) of the uaa service. */
export const institutionOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'listOfInstitutions',
    document: gql`
      query listOfInstitutions($pageParam: PageableParamInput) {
        listOfInstitutions(pageParam: $pageParam) {
          code
          message
          status
          data {
            content {
              ${institutionFields}
            }
            totalElements
          }
        }
      }
    `,
    variables: (params) => ({
      pageParam: toPageParam(params, {
        q: { fieldName: 'name', operation: 'LIKE' },
        active: { fieldName: 'active', operation: 'EQ' },
        isLowerLevel: { fieldName: 'isLowerLevel', operation: 'EQ' },
        registrationComplete: { fieldName: 'registrationComplete', operation: 'EQ' },
        categoryUuid: { fieldName: 'categoryUuid', operation: 'EQ' },
        parentUuid: { fieldName: 'parentUuid', operation: 'EQ' },
      }),
    }),
    parse: parsePage('listOfInstitutions'),
  },
  getOne: {
    operation: 'findProcuringEntityByUuid',
    document: gql`
      query findProcuringEntityByUuid($uuid: String!) {
        ${envelope('findProcuringEntityByUuid', 'uuid: $uuid')}
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('findProcuringEntityByUuid'),
  },
  create: {
    ...saveInstitution,
    variables: (params) => ({ institution: toInstitutionInput(params.data) }),
  },
  update: {
    ...saveInstitution,
    variables: (params) => ({ institution: toInstitutionInput(params.data, params.id) }),
  },
  delete: {
    operation: 'deleteProcuringEntityByUuid',
    document: gql`
      mutation deleteProcuringEntityByUuid($uuid: String!) {
        ${envelope('deleteProcuringEntityByUuid', 'uuid: $uuid')}
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('deleteProcuringEntityByUuid'),
  },
};
