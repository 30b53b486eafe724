import { envelopeDocument, select } from '../../providers/operations/documents';
import type { SpringPage } from '../../contract/paging';
import { customMethod } from '../../providers/operations/types';
import { MAX_PAGE_SIZE } from '../../contract/limits';

/**
 * The organisation operations the screens call outside react-admin's verbs (uaa): activation
 * toggles, pickers' choices, confirming and unsubscribing clients, and service-user assignment.
 */
export interface AreaChoice {
  uuid: string;
  name: string;
  parent: { name: string } | null;
}
export interface NamedRecord {
  uuid: string;
  name: string;
}
export interface ProviderService {
  uuid: string;
  name: string;
  code: string;
  active: boolean;
  serviceGroup: { name: string };
}
export interface StaffMember {
  uuid: string;
  fullName: string;
  email: string;
}

const clientFields = 'code message status data { uuid confirmed }';
const staffFields = 'code message status dataList { uuid fullName email }';

/** confirmSubscription and deleteClientFromMyInstitution take the client's numeric id. */
const clientAction = (operation: string) =>
  customMethod<{ clientId: string }>({
    service: 'uaa',
    document: `mutation ${operation}($clientId: ID!) {
      ${operation}(clientId: $clientId) { ${clientFields} }
    }`,
  });

/** assignUsersToService and removeUsersFromService answer the service's users after the change. */
const serviceUsersChange = (operation: string) =>
  customMethod<{ userUuidList: string[]; serviceUuid: string }, StaffMember[]>({
    service: 'uaa',
    document: `mutation ${operation}($userUuidList: [String!]!, $serviceUuid: String!) {
      ${operation}(userUuidList: $userUuidList, serviceUuid: $serviceUuid) { ${staffFields} }
    }`,
  });

export const organisationMethods = {
  activateDeactivateAdministrativeArea: customMethod<
    { uuid: string; version?: number | null },
    { active: boolean }
  >({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'activateDeactivateAdministrativeArea',
      { uuid: 'String!', version: 'Int' },
      select.record('uuid active'),
    ),
  }),
  administrativeAreaByType: customMethod<{ type: string }, AreaChoice[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'administrativeAreaByType',
      { type: 'String!' },
      select.list('uuid name parent { name }'),
    ),
  }),
  /** Every institution a platform administrator may choose (institutions domain's list). */
  allProcuringEntities: customMethod<void, NamedRecord[]>({
    service: 'uaa',
    document: `
      query allProcuringEntities {
        allProcuringEntities(deleted: false) {
          code
          message
          status
          dataList {
            uuid
            name
          }
        }
      }
    `,
  }),
  confirmSubscription: clientAction('confirmSubscription'),
  deleteClientFromMyInstitution: clientAction('deleteClientFromMyInstitution'),
  getMyInstitutionServices: customMethod<void, ProviderService[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getMyInstitutionServices',
      {},
      select.list('uuid name code active serviceGroup { name }'),
    ),
  }),
  getAllUsersAssignedToService: customMethod<{ serviceUuid: string }, StaffMember[]>({
    service: 'uaa',
    document: `query getAllUsersAssignedToService($serviceUuid: String!) {
      getAllUsersAssignedToService(serviceUuid: $serviceUuid) { ${staffFields} }
    }`,
  }),
  assignUsersToService: serviceUsersChange('assignUsersToService'),
  removeUsersFromService: serviceUsersChange('removeUsersFromService'),
  /** Staff of an institution (one's own when not named), from user administration's paged list. */
  getInstitutionStaff: customMethod<{ institutionId?: string | null }, StaffMember[]>({
    service: 'uaa',
    document: envelopeDocument(
      'query',
      'getAllUsersByInstitutionId',
      { institutionId: 'ID', pageable: 'PageableParamInput' },
      select.record('content { uuid fullName email }'),
    ),
    variables: ({ institutionId }) => ({
      institutionId: institutionId ?? null,
      pageable: { page: 0, size: MAX_PAGE_SIZE },
    }),
    parse: (page: SpringPage<StaffMember>) => page.content,
  }),
};

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    organisation: typeof organisationMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default organisationMethods;
