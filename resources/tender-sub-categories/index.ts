import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Tender sub-categories (allTenderSubCategories, createUpdateTenderSubCategory, deleteTenderSubCategoryByUuid). */
export default generalReferenceResource({
  name: 'tender-sub-categories',
  menu: { section: 'generalReference', order: 20 },
  list: 'allTenderSubCategories',
  type: 'TenderSubCategory',
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
