import { graphqlRequest } from './graphqlRequest';

/**
 * The organisation operations the screens call outside react-admin's verbs: activation toggles,
 * pickers' choices, confirming and unsubscribing clients, and service-user assignment.
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

export const toggleAdministrativeArea = (uuid: string) =>
  graphqlRequest<{ active: boolean }>(
    'activateDeactivateAdministrativeArea',
    'mutation ($uuid: String!) { activateDeactivateAdministrativeArea(uuid: $uuid) { code message status data { uuid active } } }',
    { uuid },
  );

export const loadAreasByType = (type: string) =>
  graphqlRequest<AreaChoice[]>(
    'administrativeAreaByType',
    'query ($type: String!) { administrativeAreaByType(type: $type) { code message status dataList { uuid name parent { name } } } }',
    { type },
  );

/** Every institution a platform administrator may choose (institutions domain's list). */
export const loadInstitutionChoices = () =>
  graphqlRequest<NamedRecord[]>(
    'allProcuringEntities',
    '{ allProcuringEntities(deleted: false) { code message status dataList { uuid name } } }',
  );

const clientFields = 'uuid confirmed';

export const confirmClient = (clientId: string) =>
  graphqlRequest(
    'confirmSubscription',
    `mutation ($clientId: ID!) { confirmSubscription(clientId: $clientId) { code message status data { ${clientFields} } } }`,
    { clientId },
  );

export const unsubscribeClient = (clientId: string) =>
  graphqlRequest(
    'deleteClientFromMyInstitution',
    `mutation ($clientId: ID!) { deleteClientFromMyInstitution(clientId: $clientId) { code message status data { ${clientFields} } } }`,
    { clientId },
  );

export const loadMyServices = () =>
  graphqlRequest<ProviderService[]>(
    'getMyInstitutionServices',
    '{ getMyInstitutionServices { code message status dataList { uuid name code active serviceGroup { name } } } }',
  );

const staffFields = 'uuid fullName email';

export const loadServiceUsers = (serviceUuid: string) =>
  graphqlRequest<StaffMember[]>(
    'getAllUsersAssignedToService',
    `query ($serviceUuid: String!) { getAllUsersAssignedToService(serviceUuid: $serviceUuid) { code message status dataList { ${staffFields} } } }`,
    { serviceUuid },
  );

export const changeServiceUsers = (
  operation: 'assignUsersToService' | 'removeUsersFromService',
  userUuidList: string[],
  serviceUuid: string,
) =>
  graphqlRequest<StaffMember[]>(
    operation,
    `mutation ($userUuidList: [String!]!, $serviceUuid: String!) { ${operation}(userUuidList: $userUuidList, serviceUuid: $serviceUuid) { code message status dataList { ${staffFields} } } }`,
    { userUuidList, serviceUuid },
  );

/** Staff of an institution (one's own when not named), from user administration's paged list. */
export const loadInstitutionStaff = async (institutionId?: string | null) => {
  const page = await graphqlRequest<{ content: StaffMember[] }>(
    'getAllUsersByInstitutionId',
    `query ($institutionId: ID, $pageable: PageableParamInput) {
      getAllUsersByInstitutionId(institutionId: $institutionId, pageable: $pageable) {
        code message status data { content { ${staffFields} } } } }`,
    { institutionId: institutionId ?? null, pageable: { page: 0, size: 500 } },
  );
  return page.content;
};
