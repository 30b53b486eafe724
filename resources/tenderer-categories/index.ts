import GroupsIcon from '@mui/icons-material/Groups';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Tenderer categories (allTendererCategories, createUpdateTendererCategory, deleteTendererCategoryByUuid). */
export default referenceResource({
  name: 'tenderer-categories',
  menu: { section: 'generalReference', order: 30 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allTendererCategories',
    type: 'TendererCategory',
    variable: 'tendererCategory',
    fields: ['name', 'description'],
  }),
  icon: GroupsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
