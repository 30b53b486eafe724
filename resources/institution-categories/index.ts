import CategoryIcon from '@mui/icons-material/Category';
import { referenceResource } from '../reference-data';

/** Institution categories (allProcuringEntityCategories, createUpdateInstitutionCategories, ...). */
export default referenceResource({
  fields: [{ source: 'name', required: true, minLength: 2, maxLength: 120 }],
  bulkActivation: true,
  icon: CategoryIcon,
});
