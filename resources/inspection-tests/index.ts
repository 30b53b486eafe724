import FactCheckIcon from '@mui/icons-material/FactCheck';
import { inspectionInputTypes } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';
import { searchFilters } from '../../providers/operations/reference';

/** Inspection tests (allInspectionTests, createUpdateInspectionTest, deleteInspectionTest). */
export default appReferenceResource({
  name: 'inspection-tests',
  menu: { section: 'procurementReference', order: 140 },
  list: 'allInspectionTests',
  type: 'InspectionTest',
  find: 'findInspectionTestByUuid',
  remove: 'deleteInspectionTest',
  filters: searchFilters('inputType'),
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
