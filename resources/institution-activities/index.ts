import DomainIcon from '@mui/icons-material/Domain';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Institution activities (getAllInstitutionActivities, createInstitutionActivity, ...). */
export default referenceResource({
  name: 'institution-activities',
  menu: { section: 'generalReference', order: 160 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllInstitutionActivities',
    type: 'InstitutionActivity',
    variable: 'institutionActivity',
    fields: ['name', 'description'],
    save: 'createInstitutionActivity',
  }),
  icon: DomainIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
