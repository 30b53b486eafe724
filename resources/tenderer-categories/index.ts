import GroupsIcon from '@mui/icons-material/Groups';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Tenderer categories (allTendererCategories, createUpdateTendererCategory, deleteTendererCategoryByUuid). */
export default generalReferenceResource({
  name: 'tenderer-categories',
  menu: { section: 'generalReference', order: 30 },
  list: 'allTendererCategories',
  type: 'TendererCategory',
  icon: GroupsIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), descriptionField],
});
