import SchoolIcon from '@mui/icons-material/School';
import { referenceResource } from '../reference-data';

/** Academic levels (getAllAcademicLevels, createUpdateAcademicLevel, deleteAcademicLevelByUuid). */
export default referenceResource({
  icon: SchoolIcon,
  bulkActivation: true,
  sortField: 'rank',
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'rank', kind: 'number', sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
