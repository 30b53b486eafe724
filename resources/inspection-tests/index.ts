import FactCheckIcon from '@mui/icons-material/FactCheck';
import { inspectionInputTypes } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Inspection tests (allInspectionTests, createUpdateInspectionTest, deleteInspectionTest). */
export default appReferenceResource({
  name: 'inspection-tests',
  menu: { section: 'procurementReference', order: 140 },
  list: 'allInspectionTests',
  type: 'InspectionTest',
  find: 'findInspectionTestByUuid',
  remove: 'deleteInspectionTest',
  icon: FactCheckIcon,
  bulkActivation: true,
  fields: [
    {
      source: 'inspectionTestQuestion',
      kind: 'multiline',
      inList: true,
      required: true,
      maxLength: 500,
    },
    {
      source: 'inputType',
      kind: 'select',
      required: true,
      choices: inspectionInputTypes.map((id) => ({
        id,
        name: `zabuni.appReference.inputTypes.${id}`,
      })),
    },
  ],
});
