import FactCheckIcon from '@mui/icons-material/FactCheck';
import { inspectionInputTypes } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Inspection tests (allInspectionTests, createUpdateInspectionTest, deleteInspectionTest). */
export default referenceResource({
  name: 'inspection-tests',
  menu: { section: 'procurementReference', order: 140 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'allInspectionTests',
    type: 'InspectionTest',
    variable: 'inspectionTest',
    find: 'findInspectionTestByUuid',
    remove: 'deleteInspectionTest',
    fields: 'inspectionTestQuestion inputType',
    inputFields: ['inspectionTestQuestion', 'inputType'],
    filters: searchFilters('inspectionTestQuestion', {
      inputType: { fieldName: 'inputType', operation: 'EQ' },
    }),
  }),
  icon: FactCheckIcon,
  sortField: 'createdAt',
  bulkActivation: true,
  fields: [
    {
      source: 'inspectionTestQuestion',
      kind: 'multiline',
      inList: true,
      required: true,
      maxLength: 500,
      sortable: true,
    },
    {
      source: 'inputType',
      kind: 'select',
      required: true,
      filter: true,
      choices: inspectionInputTypes.map((id) => ({
        id,
        name: `zabuni.appReference.inputTypes.${id}`,
      })),
    },
  ],
});
