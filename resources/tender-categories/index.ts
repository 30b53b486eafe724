import CategoryIcon from '@mui/icons-material/Category';
import { referenceResource } from '../reference-data';

/** Tender categories (allTenderCategories, findTenderCategoryByUuid, createUpdateTenderCategory, deleteTenderCategoryByUuid). */
export default referenceResource({
  icon: CategoryIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
