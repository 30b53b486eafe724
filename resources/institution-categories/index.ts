import CategoryIcon from '@mui/icons-material/Category';
import { referenceResource } from '../reference-data/referenceResource';
import { institutionCategoryOperations } from './operations';

/** Institution categories (allProcuringEntityCategories, createUpdateInstitutionCategories, ...). */
export default referenceResource({
  name: 'institution-categories',
  menu: { section: 'institutions', order: 20 },
  permissions: {
    list: 'uaa.institutionCategory.read',
    create: 'uaa.institutionCategory.write',
    edit: 'uaa.institutionCategory.write',
    delete: 'uaa.institutionCategory.delete',
  },
  operations: institutionCategoryOperations,
  fields: [{ source: 'name', required: true, minLength: 2, maxLength: 120 }],
  bulkActivation: true,
  icon: CategoryIcon,
});
