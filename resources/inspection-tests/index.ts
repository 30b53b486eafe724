import FactCheckIcon from '@mui/icons-material/FactCheck';
import { inspectionInputTypes } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data';

/** Inspection tests (allInspectionTests, createUpdateInspectionTest, deleteInspectionTest). */
export default referenceResource({
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
