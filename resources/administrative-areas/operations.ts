import { envelopeOperation, select } from '../../providers/operations/documents';
import { parseRecord } from '../../providers/operations/paging';
import {
  referenceOperations,
  searchFilters,
  versionOf,
} from '../../providers/operations/reference';
import { reshapingRecords, uuidOf, type Row } from '../../providers/operations/reshapingRecords';

const areaFields = `uuid numericId: id type name code active createdAt createdBy updatedAt updatedBy
  version
  parent { uuid name type code }`;

const areas = referenceOperations({
  service: 'uaa',
  fields: areaFields,
  list: {
    operation: 'administrativeAreaAll',
    pageParamVariable: 'pageableParam',
    filters: searchFilters('type'),
  },
  // The spec has no read of one area: the paged list filtered by uuid answers it.
  find: 'list',
  save: {
    operation: 'createUpdateAdministrativeArea',
    variable: 'administrativeAreaInput',
    inputType: 'AdministrativeAreaInput',
  },
  inputFields: ['name', 'code', 'type', 'parentUuid', 'active'],
  // A region has no parent.
  toInput: (data) => ({
    parentUuid: data.type === 'REGION' ? null : data.parentUuid || null,
    active: data.active ?? true,
  }),
});

/**
 * Administrative areas (uaa), each with its parent's uuid where the form edits it; the numeric id
 * deleteAdministrativeArea takes is kept as numericId.
 */
export const administrativeAreaOperations = reshapingRecords(
  {
    ...areas,
    delete: envelopeOperation({
      operation: 'deleteAdministrativeArea',
      mutation: true,
      variables: { uuid: 'String', id: 'ID', version: 'Int' },
      selection: select.record(areaFields),
      send: (params) => ({
        uuid: String(params.id),
        id: params.previousData?.numericId ?? null,
        version: versionOf(params),
      }),
      parse: parseRecord('deleteAdministrativeArea'),
    }),
  },
  (area: Row) => ({ ...area, parentUuid: uuidOf(area.parent) }),
);
