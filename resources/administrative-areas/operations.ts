import { gql } from '@apollo/client';
import { unwrap, withUuidAsId, type Envelope } from '../../providers/responses';
import { parsePage, parseRecord, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const areaFields = `uuid numericId: id type name code active createdAt createdBy updatedAt
  parent { uuid name type code }`;

const areaFilters = {
  q: { fieldName: 'name', operation: 'LIKE' },
  type: { fieldName: 'type', operation: 'EQ' },
  active: { fieldName: 'active', operation: 'EQ' },
  uuid: { fieldName: 'uuid', operation: 'EQ' },
} as const;

const administrativeAreaAll = gql`
  query administrativeAreaAll($pageableParam: PageableParamInput) {
    administrativeAreaAll(pageableParam: $pageableParam) {
      code
      message
      status
      data {
        content {
          ${areaFields}
        }
        totalElements
      }
    }
  }
`;

const saveArea = {
  operation: 'createUpdateAdministrativeArea',
  document: gql`
    mutation createUpdateAdministrativeArea($administrativeAreaInput: AdministrativeAreaInput!) {
      createUpdateAdministrativeArea(administrativeAreaInput: $administrativeAreaInput) {
        code
        message
        status
        data {
          ${areaFields}
        }
      }
    }
  `,
  parse: parseRecord('createUpdateAdministrativeArea'),
};

/** The form's values as AdministrativeAreaInput; a region has no parent. */
const areaInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  administrativeAreaInput: {
    uuid: uuid ?? null,
    name: data.name,
    code: data.code,
    type: data.type,
    parentUuid: data.type === 'REGION' ? null : data.parentUuid || null,
    active: data.active ?? true,
  },
});

/** An area with its parent's uuid where the form edits it. */
const withParentUuid = (area: { uuid: string; parent?: { uuid: string } | null }) => ({
  ...withUuidAsId(area),
  parentUuid: area.parent?.uuid ?? null,
});

/** Administrative areas (uaa); the numeric id deleteAdministrativeArea takes is kept as numericId. */
export const administrativeAreaOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'administrativeAreaAll',
    document: administrativeAreaAll,
    variables: (params) => ({ pageableParam: toPageParam(params, areaFilters) }),
    parse: parsePage('administrativeAreaAll'),
  },
  // The spec has no read of one area: the paged list filtered by uuid answers it.
  getOne: {
    operation: 'administrativeAreaAll',
    document: administrativeAreaAll,
    variables: (params) => ({
      pageableParam: {
        page: 0,
        size: 1,
        filters: [{ fieldName: 'uuid', operation: 'EQ', value1: String(params.id) }],
      },
    }),
    parse: (result) => {
      const page = unwrap(
        result as Envelope<{ content: { uuid: string; parent?: { uuid: string } | null }[] }>,
        'administrativeAreaAll',
      );
      if (page.content.length === 0) throw new Error('ra.notification.item_doesnt_exist');
      return { data: withParentUuid(page.content[0]) };
    },
  },
  create: { ...saveArea, variables: (params) => areaInput(params.data) },
  update: { ...saveArea, variables: (params) => areaInput(params.data, params.id) },
  delete: {
    operation: 'deleteAdministrativeArea',
    document: gql`
      mutation deleteAdministrativeArea($uuid: String, $id: ID) {
        deleteAdministrativeArea(uuid: $uuid, id: $id) {
          code
          message
          status
          data {
            ${areaFields}
          }
        }
      }
    `,
    variables: (params) => ({
      uuid: String(params.id),
      id: params.previousData?.numericId ?? null,
    }),
    parse: parseRecord('deleteAdministrativeArea'),
  },
};
