import DomainIcon from '@mui/icons-material/Domain';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Institution activities (getAllInstitutionActivities, createInstitutionActivity, ...). */
export default generalReferenceResource({
  name: 'institution-activities',
  menu: { section: 'generalReference', order: 160 },
  list: 'getAllInstitutionActivities',
  type: 'InstitutionActivity',
  save: 'createInstitutionActivity',
  icon: DomainIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
