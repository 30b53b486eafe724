import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Tender sub-categories (allTenderSubCategories, createUpdateTenderSubCategory, deleteTenderSubCategoryByUuid). */
export default generalReferenceResource({
  name: 'tender-sub-categories',
  menu: { section: 'generalReference', order: 20 },
  list: 'allTenderSubCategories',
  type: 'TenderSubCategory',
  icon: AccountTreeIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    {
      source: 'tenderCategoryUuid',
      kind: 'reference',
      reference: 'tender-categories',
      listSource: 'tenderCategory.name',
      required: true,
    },
    descriptionField,
  ],
});
