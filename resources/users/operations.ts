import { gql } from '@apollo/client';
import type { SpringPage } from '../../contract/paging';
import { unwrap, type Envelope } from '../../providers/responses';
import { toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const userFields =
  'id uuid email fullName salutation phone checkNumber userTypeEnum institutionId institutionUuid institutionName isInstitutionAdministrator active activationPending rolesListStrings roles { id uuid name } department { uuid name } createdAt createdBy updatedAt';

const envelope = (data: string) => `code message status data { ${data} }`;

/** Users are named by their numeric id in every operation (userDetails(id), activateUser(id), ...). */
type UserRecord = { id: string; roles?: { id: string }[] };
const withRoleIds = (user: UserRecord) => ({
  ...user,
  roleIds: (user.roles ?? []).map((r) => r.id),
});

const parseUserPage = (operation: string) => (result: unknown) => {
  const page = unwrap(result as Envelope<SpringPage<UserRecord>>, operation);
  return { data: page.content.map(withRoleIds), total: page.totalElements };
};
const parseUser = (operation: string) => (result: unknown) => ({
  data: withRoleIds(unwrap(result as Envelope<UserRecord>, operation)),
});

const userInput = (data: Record<string, unknown>, id?: unknown) => ({
  id: id ?? null,
  email: data.email,
  fullName: data.fullName,
  salutation: data.salutation || null,
  phone: data.phone || null,
  checkNumber: data.checkNumber || null,
  institutionId: id ? null : data.institutionId || null,
  // An edit leaves the roles to assignRoleToUser (UserEdit), as the spec has it; a new account gets them here.
  roleIds: id ? null : Array.isArray(data.roleIds) ? data.roleIds : [],
});

/** User accounts (uaa): which named operation answers each react-admin verb. */
export const userOperations: ResourceOperations = {
  service: 'uaa',
  getList: {
    operation: 'getAllUsersByInstitutionId',
    document: gql`
      query getAllUsersByInstitutionId($institutionId: ID, $pageable: PageableParamInput) {
        getAllUsersByInstitutionId(institutionId: $institutionId, pageable: $pageable) {
          code message status data { content { ${userFields} } totalElements }
        }
      }
    `,
    variables: (params) => ({
      institutionId: params.filter?.institutionId || null,
      pageable: toPageParam(params, {
        q: { fieldName: 'fullName', operation: 'LIKE' },
        email: { fieldName: 'email', operation: 'LIKE' },
        active: { fieldName: 'active', operation: 'EQ' },
        roleId: { fieldName: 'roleId', operation: 'EQ' },
      }),
    }),
    parse: parseUserPage('getAllUsersByInstitutionId'),
  },
  getOne: {
    operation: 'userDetails',
    document: gql`
      query userDetails($id: ID!) {
        userDetails(id: $id) { ${envelope(userFields)} }
      }
    `,
    variables: (params) => ({ id: String(params.id) }),
    parse: parseUser('userDetails'),
  },
  create: {
    operation: 'createUpdateUserAccount',
    document: gql`
      mutation createUpdateUserAccount($user: UserAccountInput!) {
        createUpdateUserAccount(user: $user) { ${envelope(userFields)} }
      }
    `,
    variables: (params) => ({ user: userInput(params.data) }),
    parse: parseUser('createUpdateUserAccount'),
  },
  update: {
    operation: 'updateUserAccount',
    document: gql`
      mutation updateUserAccount($id: ID!, $user: UserAccountInput!) {
        updateUserAccount(id: $id, user: $user) { ${envelope(userFields)} }
      }
    `,
    variables: (params) => ({ id: String(params.id), user: userInput(params.data, params.id) }),
    parse: parseUser('updateUserAccount'),
  },
  delete: {
    operation: 'deleteUser',
    document: gql`
      mutation deleteUser($id: ID, $userId: ID) {
        deleteUser(id: $id, userId: $userId) { ${envelope(userFields)} }
      }
    `,
    variables: (params) => ({ id: String(params.id) }),
    parse: parseUser('deleteUser'),
  },
};
