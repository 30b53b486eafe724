import WorkIcon from '@mui/icons-material/Work';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Business lines (allBusinessLines(pageparam), createUpdateBusinessLine(businessLine), deleteBusinessLineByUuid). */
export default generalReferenceResource({
  // Its save checks more than its fields and references: kept out of the CSV import (decision 104).
  importable: false,
  name: 'business-lines',
  menu: { section: 'generalReference', order: 40 },
  list: 'allBusinessLines',
  type: 'BusinessLine',
  pageParamVariable: 'pageparam',
  icon: WorkIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    { source: 'code', maxLength: 30 },
    {
      source: 'tenderCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'tenderCategory.name',
    },
    descriptionField,
  ],
});
