import { gql } from '@apollo/client';
import {
  parsePage,
  parseRecord,
  toPageParam,
  type FilterMapping,
} from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const tendererFields =
  'uuid name registrationNumber email phone tin tendererCategoryName countryName physicalAddress postalAddress certificateNumber certificateIssuedOn certificateExpiresOn active createdAt';

const tendererDtoFields = [
  'name',
  'email',
  'phone',
  'tin',
  'registrationNumber',
  'tendererCategoryUuid',
  'countryUuid',
  'physicalAddress',
  'postalAddress',
  'tenderCategoryUuids',
  'certificateIssuedOn',
] as const;

/** The create form's values as TendererCustomDTOInput: empty texts are absent (null). */
export function toTendererDto(data: Record<string, unknown>) {
  return Object.fromEntries(
    tendererDtoFields.map((field) => {
      const value = data[field];
      return [field, value === '' || value === undefined ? null : value];
    }),
  );
}

const tendererFilters: FilterMapping = { q: { fieldName: 'name', operation: 'LIKE' } };
const tendererEnvelope = `code message status data { ${tendererFields} }`;

/**
 * Tenderers: the list by active state (getTenderersByActive when the filter is set, else allTenderers),
 * the certificate as the record (findTendererCertificateByUuid), createTenderer, activation as the
 * update verb (activateDeactivateTenderer) and deleteTenderer.
 */
export const tendererOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'getTenderersByActive',
    document: gql`
      query getTenderersByActive($isActive: Boolean!, $pageParam: PageableParamInput) {
        getTenderersByActive(isActive: $isActive, pageParam: $pageParam) {
          code message status data { content { ${tendererFields} } totalElements }
        }
      }
    `,
    // Lists show active tenderers unless the filter asks for inactive ones.
    variables: (params) => ({
      isActive: params.filter?.active !== false && params.filter?.active !== 'false',
      pageParam: toPageParam(params, tendererFilters),
    }),
    parse: parsePage('getTenderersByActive'),
  },
  getOne: {
    operation: 'findTendererCertificateByUuid',
    document: gql`
      query findTendererCertificateByUuid($uuid: String!) {
        findTendererCertificateByUuid(uuid: $uuid) {
          code
          message
          status
          data {
            uuid
            tendererUuid
            tendererName
            registrationNumber
            tin
            tendererCategoryName
            countryName
            certificateNumber
            issuedOn
            expiresOn
            isValid
            tenderCategories {
              uuid
              name
              code
            }
          }
        }
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('findTendererCertificateByUuid'),
  },
  create: {
    operation: 'createTenderer',
    document: gql`
      mutation createTenderer($tendererCustomDTO: TendererCustomDTOInput!) {
        createTenderer(tendererCustomDTO: $tendererCustomDTO) { ${tendererEnvelope} }
      }
    `,
    variables: (params) => ({ tendererCustomDTO: toTendererDto(params.data) }),
    parse: parseRecord('createTenderer'),
  },
  update: {
    operation: 'activateDeactivateTenderer',
    document: gql`
      mutation activateDeactivateTenderer($tenderer: TendererActivationInput!) {
        activateDeactivateTenderer(tenderer: $tenderer) { ${tendererEnvelope} }
      }
    `,
    variables: (params) => ({
      tenderer: { uuid: String(params.id), active: Boolean(params.data.active) },
    }),
    parse: parseRecord('activateDeactivateTenderer'),
  },
  delete: {
    operation: 'deleteTenderer',
    document: gql`
      mutation deleteTenderer($uuid: String!) { deleteTenderer(uuid: $uuid) { ${tendererEnvelope} } }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('deleteTenderer'),
  },
};
