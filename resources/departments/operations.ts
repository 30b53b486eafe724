import { envelopeOperation, select } from '../../providers/operations/documents';
import { parseIdRecord } from '../../providers/operations/paging';
import { byId, institutionPage, versionOf } from '../../providers/operations/reference';
import type { ResourceOperations } from '../../providers/operations/types';

const departmentFields =
  'id uuid name code isDefault active institutionId institutionUuid institutionName numberOfUsers headOfDepartment { id uuid fullName } createdAt createdBy updatedAt updatedBy version';

const departmentInput = (data: Record<string, unknown>, uuid?: unknown) => ({
  department: {
    uuid: uuid ?? null,
    name: data.name,
    code: data.code,
    isDefault: data.isDefault ?? null,
    active: data.active ?? true,
    institutionUuid: uuid ? null : data.institutionUuid || null,
    ...(uuid ? { version: versionOf({ data }) } : {}),
  },
});

const saveDepartment = {
  operation: 'addNewDepartment',
  mutation: true,
  variables: { department: 'DepartmentInput!' },
  selection: select.record(departmentFields),
  parse: parseIdRecord('addNewDepartment'),
};

/** Departments (uaa), named by their numeric id in the spec (departmentById(id)), kept as react-admin's id. */
export const departmentOperations: ResourceOperations = {
  service: 'uaa',
  getList: institutionPage('allDepartmentsPageable', departmentFields),
  getOne: byId('query', 'departmentById', departmentFields),
  create: envelopeOperation({ ...saveDepartment, send: (params) => departmentInput(params.data) }),
  update: envelopeOperation({
    ...saveDepartment,
    send: (params) => departmentInput(params.data, params.previousData?.uuid),
  }),
  delete: envelopeOperation({
    operation: 'deleteDepartment',
    mutation: true,
    variables: { id: 'ID', uuid: 'String', version: 'Int' },
    selection: select.record('id uuid name'),
    send: (params) => ({
      id: String(params.id),
      uuid: (params.previousData as { uuid?: string } | undefined)?.uuid ?? null,
      version: versionOf(params),
    }),
    parse: parseIdRecord('deleteDepartment'),
  }),
};
