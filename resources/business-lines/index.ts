import WorkIcon from '@mui/icons-material/Work';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Business lines (allBusinessLines(pageparam), createUpdateBusinessLine(businessLine), deleteBusinessLineByUuid). */
export default generalReferenceResource({
  name: 'business-lines',
  menu: { section: 'generalReference', order: 40 },
  list: 'allBusinessLines',
  type: 'BusinessLine',
  pageParamVariable: 'pageparam',
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
