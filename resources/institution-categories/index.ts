import CategoryIcon from '@mui/icons-material/Category';
import { areaAccess } from '../../providers/resourceDescriptor';
import { referenceResource } from '../reference-data/referenceResource';
import { institutionCategoryOperations } from './operations';
import { nameField, withSwahiliFields } from '../reference-data/fields';

/** Institution categories (allProcuringEntityCategories, createUpdateInstitutionCategories, ...). */
export default referenceResource({
  type: 'InstitutionCategory',
  // Kept by its own module, not the reference kit: not in the kit's CSV import (decision 104).
  importable: false,
  name: 'institution-categories',
  menu: { section: 'institutions', order: 20 },
  permissions: areaAccess('uaa.institutionCategory', ['list', 'create', 'edit', 'delete']),
  operations: institutionCategoryOperations,
  fields: withSwahiliFields([nameField(120, 2)]),
  bulkActivation: true,
  icon: CategoryIcon,
});
