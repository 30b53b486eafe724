import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import { unwrap, withUuidAsId, type Envelope } from '../responses';
import { getCurrentUser } from '../session';
import { parsePage, parseRecord, toPageParam } from './paging';
import type { ResourceOperations } from './types';

/**
 * The organisation resources of the uaa service: administrative areas, branches and service clients.
 * Records are identified by uuid (react-admin's id); the numeric id the spec's deleteBranch,
 * deleteAdministrativeArea and confirmSubscription take is kept as `numericId`.
 */
const areaFields = `uuid numericId: id type name code active createdAt createdBy updatedAt
  parent { uuid name type code }`;

const branchFields = `uuid numericId: id branchCode branchName trackingBranchCode location active
  createdAt createdBy updatedAt updatedBy
  administrativeArea { uuid name type code } institution { uuid name numericId: id } users { uuid fullName email }`;

export const serviceClientFields = `uuid numericId: id confirmed confirmedAt confirmedBy createdAt
  client { uuid name } service { uuid name code }`;

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

/**
 * A branch's react-admin id is "institutionUuid/branchUuid": the spec reads branches per institution
 * (findBranchesByInstitution) and has no read of one branch, so the edit screen reads its institution's.
 */
type BranchRecord = {
  uuid: string;
  institution: { uuid: string };
  administrativeArea?: { uuid: string } | null;
  users?: { uuid: string }[];
};
const branchRecord = (branch: BranchRecord) => ({
  ...branch,
  id: `${branch.institution.uuid}/${branch.uuid}`,
  administrativeAreaUuid: branch.administrativeArea?.uuid ?? null,
  userUuids: (branch.users ?? []).map((user) => user.uuid),
});

/**
 * The spec's branch lists are whole lists of one institution (tens of rows): sorted by the server by
 * name, shown a page at a time here.
 */
const pageOfList = <T>(rows: T[], params: GetListParams) => {
  const { page, perPage } = params.pagination ?? { page: 1, perPage: 25 };
  return { data: rows.slice((page - 1) * perPage, page * perPage), total: rows.length };
};

const branchList = (operation: string) => (result: unknown, params: GetListParams) =>
  pageOfList(unwrap(result as Envelope<BranchRecord[]>, operation).map(branchRecord), params);

const branchesOfInstitution = gql`
  query findBranchesByInstitution($institutionUuid: String!) {
    findBranchesByInstitution(institutionUuid: $institutionUuid) {
      code
      message
      status
      dataList {
        ${branchFields}
      }
    }
  }
`;

const saveBranch = {
  operation: 'createUpdateBranch',
  document: gql`
    mutation createUpdateBranch($branch: BranchInput!) {
      createUpdateBranch(branch: $branch) {
        code
        message
        status
        data {
          ${branchFields}
        }
      }
    }
  `,
  parse: (result: unknown) => ({
    data: branchRecord(unwrap(result as Envelope<BranchRecord>, 'createUpdateBranch')),
  }),
};

const branchInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  branch: {
    uuid: uuid ?? null,
    branchName: data.branchName,
    branchCode: data.branchCode,
    trackingBranchCode: data.trackingBranchCode || null,
    location: data.location || null,
    administrativeAreaUuid: data.administrativeAreaUuid || null,
    institutionUuid: data.institutionUuid || null,
    userUuids: Array.isArray(data.userUuids) ? data.userUuids : null,
    active: data.active ?? true,
  },
});

export const organisationOperations: Record<string, ResourceOperations> = {
  'administrative-areas': {
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
  },
  branches: {
    // Platform administrators choose an institution (filter institutionUuid); others see their own.
    getList: {
      operation: 'findBranchesByInstitution',
      document: branchesOfInstitution,
      variables: (params) => ({
        institutionUuid:
          params.filter?.institutionUuid || getCurrentUser()?.procuringEntity?.uuid || '',
      }),
      parse: branchList('findBranchesByInstitution'),
    },
    getOne: {
      operation: 'findBranchesByInstitution',
      document: branchesOfInstitution,
      variables: (params) => ({ institutionUuid: String(params.id).split('/')[0] }),
      parse: (result, params) => {
        const branches = unwrap(result as Envelope<BranchRecord[]>, 'findBranchesByInstitution');
        const branch = branches.find((b) => b.uuid === String(params.id).split('/')[1]);
        if (!branch) throw new Error('ra.notification.item_doesnt_exist');
        return { data: branchRecord(branch) };
      },
    },
    create: { ...saveBranch, variables: (params) => branchInput(params.data) },
    update: {
      ...saveBranch,
      variables: (params) => branchInput(params.data, String(params.id).split('/')[1]),
    },
    delete: {
      operation: 'deleteBranch',
      document: gql`
        mutation deleteBranch($id: ID!) {
          deleteBranch(id: $id) {
            code
            message
            status
            data {
              ${branchFields}
            }
          }
        }
      `,
      variables: (params) => ({ id: String(params.previousData?.numericId ?? '') }),
      parse: (result) => ({
        data: branchRecord(unwrap(result as Envelope<BranchRecord>, 'deleteBranch')),
      }),
    },
  },
  'service-subscriptions': {
    // The spec lists a provider's clients whole, by confirmation (pending ones by default).
    getList: {
      operation: 'getMyServiceSubscribersByConfirmedStatus',
      document: gql`
        query getMyServiceSubscribersByConfirmedStatus($confirmed: Boolean!) {
          getMyServiceSubscribersByConfirmedStatus(confirmed: $confirmed) {
            code
            message
            status
            dataList {
              ${serviceClientFields}
            }
          }
        }
      `,
      variables: (params) => ({ confirmed: String(params.filter?.confirmed) === 'true' }),
      parse: (result, params) =>
        pageOfList(
          unwrap(
            result as Envelope<{ uuid: string }[]>,
            'getMyServiceSubscribersByConfirmedStatus',
          ).map(withUuidAsId),
          params,
        ),
    },
  },
};
