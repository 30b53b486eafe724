import CategoryIcon from '@mui/icons-material/Category';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Tender categories (allTenderCategories, findTenderCategoryByUuid, createUpdateTenderCategory, deleteTenderCategoryByUuid). */
export default referenceResource({
  name: 'tender-categories',
  menu: { section: 'generalReference', order: 10 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allTenderCategories',
    type: 'TenderCategory',
    variable: 'tenderCategory',
    fields: ['name', 'code', 'description'],
  }),
  icon: CategoryIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
