import SchoolIcon from '@mui/icons-material/School';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Academic levels (getAllAcademicLevels, createUpdateAcademicLevel, deleteAcademicLevelByUuid). */
export default referenceResource({
  name: 'academic-levels',
  menu: { section: 'generalReference', order: 110 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllAcademicLevels',
    type: 'AcademicLevel',
    variable: 'academicLevel',
    fields: ['name', 'rank', 'description'],
  }),
  icon: SchoolIcon,
  bulkActivation: true,
  sortField: 'rank',
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'rank', kind: 'number', sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
