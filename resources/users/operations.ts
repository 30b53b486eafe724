import { envelopeOperation, select } from '../../providers/operations/documents';
import {
  listFilters,
  parseIdPage,
  parseIdRecord,
  toPageParam,
} from '../../providers/operations/paging';
import { byId, versionOf } from '../../providers/operations/reference';
import { reshapingRecords, type Row } from '../../providers/operations/reshapingRecords';

const userFields =
  'id uuid email fullName salutation phone checkNumber userTypeEnum institutionId institutionUuid institutionName isInstitutionAdministrator active activationPending rolesListStrings roles { id uuid name } department { uuid name } createdAt createdBy updatedAt updatedBy version';

/** The form edits a user's roles as a list of role ids. */
const withRoleIds = (user: Row) => ({
  ...user,
  roleIds: ((user.roles ?? []) as { id: string }[]).map((role) => role.id),
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
  ...(id ? { version: versionOf({ data }) } : {}),
});

/** A user operation answering the user (every one names the user by numeric id). */
const userMutation = (operation: string, variables: Record<string, string>) => ({
  operation,
  mutation: true,
  variables,
  selection: select.record(userFields),
  parse: parseIdRecord(operation),
});

/** User accounts (uaa), named by their numeric id in every operation (userDetails(id), ...). */
export const userOperations = reshapingRecords(
  {
    service: 'uaa',
    getList: envelopeOperation({
      operation: 'getAllUsersByInstitutionId',
      variables: { institutionId: 'ID', pageable: 'PageableParamInput' },
      selection: select.page(userFields),
      send: (params) => ({
        institutionId: params.filter?.institutionId || null,
        pageable: toPageParam(params, {
          ...listFilters('active', 'roleId'),
          email: { fieldName: 'email', operation: 'LIKE' },
        }),
      }),
      parse: parseIdPage('getAllUsersByInstitutionId'),
    }),
    getOne: byId('query', 'userDetails', userFields),
    create: envelopeOperation({
      ...userMutation('createUpdateUserAccount', { user: 'UserAccountInput!' }),
      send: (params) => ({ user: userInput(params.data) }),
    }),
    update: envelopeOperation({
      ...userMutation('updateUserAccount', { id: 'ID!', user: 'UserAccountInput!' }),
      send: (params) => ({ id: String(params.id), user: userInput(params.data, params.id) }),
    }),
    delete: envelopeOperation({
      ...userMutation('deleteUser', { id: 'ID', userId: 'ID', version: 'Int' }),
      send: (params) => ({ id: String(params.id), version: versionOf(params) }),
    }),
  },
  withRoleIds,
);
