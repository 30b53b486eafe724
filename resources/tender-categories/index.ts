import CategoryIcon from '@mui/icons-material/Category';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { codeField, descriptionField, nameField } from '../reference-data/fields';

/** Tender categories (allTenderCategories, findTenderCategoryByUuid, createUpdateTenderCategory, deleteTenderCategoryByUuid). */
export default generalReferenceResource({
  name: 'tender-categories',
  menu: { section: 'generalReference', order: 10 },
  list: 'allTenderCategories',
  type: 'TenderCategory',
  icon: CategoryIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), codeField(20), descriptionField],
});
