import { gql } from '@apollo/client';
import { parsePage, parseRecord, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const chargeTypeFields = 'uuid name unitOfMeasure active createdAt createdBy updatedAt updatedBy';

const chargeTypeDto = (data: Record<string, unknown>, uuid?: unknown) => ({
  chargeTypeDto: {
    uuid: uuid ?? null,
    name: data.name,
    unitOfMeasure: data.unitOfMeasure || null,
    active: data.active ?? true,
  },
});

const saveChargeType = {
  operation: 'createUpdateChargeType',
  document: gql`
    mutation createUpdateChargeType($chargeTypeDto: ChargeTypeDtoInput!) {
      createUpdateChargeType(chargeTypeDto: $chargeTypeDto) {
        code
        message
        status
        data {
          ${chargeTypeFields}
        }
      }
    }
  `,
  parse: parseRecord('createUpdateChargeType'),
};

/** Billing charge types: which named operation answers each react-admin verb. */
export const chargeTypeOperations: ResourceOperations = {
  service: 'billing',
  getList: {
    operation: 'getAllChargeTypes',
    document: gql`
      query getAllChargeTypes($deleted: Boolean, $pageParam: PageableParamInput) {
        getAllChargeTypes(deleted: $deleted, pageParam: $pageParam) {
          code
          message
          status
          data {
            content {
              ${chargeTypeFields}
            }
            totalElements
          }
        }
      }
    `,
    variables: (params) => ({
      deleted: false,
      pageParam: toPageParam(params, {
        q: { fieldName: 'name', operation: 'LIKE' },
        active: { fieldName: 'active', operation: 'EQ' },
      }),
    }),
    parse: parsePage('getAllChargeTypes'),
  },
  getOne: {
    operation: 'findChargeTypeByUuid',
    document: gql`
      query findChargeTypeByUuid($uuid: String!) {
        findChargeTypeByUuid(uuid: $uuid) {
          code
          message
          status
          data {
            ${chargeTypeFields}
          }
        }
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('findChargeTypeByUuid'),
  },
  create: { ...saveChargeType, variables: (params) => chargeTypeDto(params.data) },
  update: { ...saveChargeType, variables: (params) => chargeTypeDto(params.data, params.id) },
  delete: {
    operation: 'deleteChargeTypeByUuid',
    document: gql`
      mutation deleteChargeTypeByUuid($uuid: String!) {
        deleteChargeTypeByUuid(uuid: $uuid) {
          code
          message
          status
          data {
            ${chargeTypeFields}
          }
        }
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('deleteChargeTypeByUuid'),
  },
};
