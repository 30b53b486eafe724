import { envelopeOperation, select } from '../../providers/operations/documents';
import { parseRecord } from '../../providers/operations/paging';
import { referenceOperations, versionOf } from '../../providers/operations/reference';
import { reshapingRecords, type Row } from '../../providers/operations/reshapingRecords';

const roleFields =
  'numericId: id uuid name title titleSw description descriptionSw institutionUuid institutionName isBaseRole permissions userCount requiresSecondFactor active createdAt createdBy updatedAt updatedBy version';

/**
 * Roles are named by uuid in react-admin (getRoleByUuid(uuid)); assignPermission wants the numeric id,
 * kept as roleId.
 */
const withRoleId = (role: Row) => ({ ...role, roleId: role.numericId, id: role.uuid });

const roles = referenceOperations({
  service: 'uaa',
  fields: roleFields,
  list: {
    operation: 'allRolesPageable',
    extra: {
      variables: { institutionUuid: 'String' },
      send: (params) => ({ institutionUuid: params.filter?.institutionUuid || null }),
    },
  },
  find: 'getRoleByUuid',
  save: { operation: 'createUpdateRole', variable: 'role', inputType: 'RoleInput' },
  inputFields: [
    'name',
    'description',
    'descriptionSw',
    'institutionUuid',
    'active',
    'requiresSecondFactor',
  ],
  toInput: (data) => ({
    // Role names are written STORES_OFFICER (the server's rule): spaces become underscores.
    name: String(data.name ?? '')
      .trim()
      .toUpperCase()
      .replace(/\s+/g, '_'),
    // A role's institution is chosen when it is created, never moved.
    institutionUuid: data.id ? null : data.institutionUuid || null,
    active: data.active ?? true,
    requiresSecondFactor: data.requiresSecondFactor ?? false,
  }),
});

/** Roles (uaa): which named operation answers each react-admin verb. */
export const roleOperations = reshapingRecords(
  {
    ...roles,
    delete: envelopeOperation({
      operation: 'deleteRole',
      mutation: true,
      variables: { roleUuid: 'String', roleId: 'ID', version: 'Int' },
      selection: select.record(roleFields),
      send: (params) => ({ roleUuid: String(params.id), roleId: null, version: versionOf(params) }),
      parse: parseRecord('deleteRole'),
    }),
  },
  withRoleId,
);
