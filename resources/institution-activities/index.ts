import DomainIcon from '@mui/icons-material/Domain';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Institution activities (getAllInstitutionActivities, createInstitutionActivity, ...). */
export default generalReferenceResource({
  name: 'institution-activities',
  menu: { section: 'generalReference', order: 160 },
  list: 'getAllInstitutionActivities',
  type: 'InstitutionActivity',
  save: 'createInstitutionActivity',
  icon: DomainIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), descriptionField],
});
