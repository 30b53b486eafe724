import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Tender sub-categories (allTenderSubCategories, createUpdateTenderSubCategory, deleteTenderSubCategoryByUuid). */
export default referenceResource({
  name: 'tender-sub-categories',
  menu: { section: 'generalReference', order: 20 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allTenderSubCategories',
    type: 'TenderSubCategory',
    variable: 'tenderSubCategory',
    fields: ['name', 'description', 'tenderCategoryUuid', 'tenderCategoryName'],
  }),
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
