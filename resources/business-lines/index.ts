import WorkIcon from '@mui/icons-material/Work';
import { referenceResource } from '../reference-data';

/** Business lines (allBusinessLines(pageparam), createUpdateBusinessLine(businessLine), deleteBusinessLineByUuid). */
export default referenceResource({
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
