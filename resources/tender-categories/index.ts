import CategoryIcon from '@mui/icons-material/Category';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Tender categories (allTenderCategories, findTenderCategoryByUuid, createUpdateTenderCategory, deleteTenderCategoryByUuid). */
export default generalReferenceResource({
  name: 'tender-categories',
  menu: { section: 'generalReference', order: 10 },
  list: 'allTenderCategories',
  type: 'TenderCategory',
  icon: CategoryIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
