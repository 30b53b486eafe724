import SchoolIcon from '@mui/icons-material/School';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Academic levels (getAllAcademicLevels, createUpdateAcademicLevel, deleteAcademicLevelByUuid). */
export default generalReferenceResource({
  name: 'academic-levels',
  menu: { section: 'generalReference', order: 110 },
  list: 'getAllAcademicLevels',
  type: 'AcademicLevel',
  icon: SchoolIcon,
  bulkActivation: true,
  sortField: 'rank',
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'rank', kind: 'number', sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
