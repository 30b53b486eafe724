import DomainIcon from '@mui/icons-material/Domain';
import { referenceResource } from '../reference-data';

/** Institution activities (getAllInstitutionActivities, createInstitutionActivity, ...). */
export default referenceResource({
  icon: DomainIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
