import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { referenceResource } from '../reference-data';

/** Tender sub-categories (allTenderSubCategories, createUpdateTenderSubCategory, deleteTenderSubCategoryByUuid). */
export default referenceResource({
  icon: AccountTreeIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    {
      source: 'tenderCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'tenderCategoryName',
      required: true,
    },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
