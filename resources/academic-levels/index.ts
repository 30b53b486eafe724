import SchoolIcon from '@mui/icons-material/School';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Academic levels (getAllAcademicLevels, createUpdateAcademicLevel, deleteAcademicLevelByUuid). */
export default generalReferenceResource({
  name: 'academic-levels',
  menu: { section: 'generalReference', order: 110 },
  list: 'getAllAcademicLevels',
  type: 'AcademicLevel',
  icon: SchoolIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), { source: 'rank', kind: 'number' }, descriptionField],
});
