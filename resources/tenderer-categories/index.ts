import GroupsIcon from '@mui/icons-material/Groups';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Tenderer categories (allTendererCategories, createUpdateTendererCategory, deleteTendererCategoryByUuid). */
export default generalReferenceResource({
  name: 'tenderer-categories',
  menu: { section: 'generalReference', order: 30 },
  list: 'allTendererCategories',
  type: 'TendererCategory',
  icon: GroupsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
