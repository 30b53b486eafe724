import GroupsIcon from '@mui/icons-material/Groups';
import { referenceResource } from '../reference-data';

/** Tenderer categories (allTendererCategories, createUpdateTendererCategory, deleteTendererCategoryByUuid). */
export default referenceResource({
  icon: GroupsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
