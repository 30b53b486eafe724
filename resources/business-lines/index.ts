import WorkIcon from '@mui/icons-material/Work';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Business lines (allBusinessLines(pageparam), createUpdateBusinessLine(businessLine), deleteBusinessLineByUuid). */
export default referenceResource({
  name: 'business-lines',
  menu: { section: 'generalReference', order: 40 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allBusinessLines',
    type: 'BusinessLine',
    variable: 'businessLine',
    fields: ['name', 'code', 'description', 'tenderCategoryUuid', 'tenderCategoryName'],
    pageParamVariable: 'pageparam',
  }),
  icon: WorkIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', maxLength: 30 },
    {
      source: 'tenderCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'tenderCategoryName',
    },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
