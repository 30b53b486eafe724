import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { referenceResource } from '../reference-data';

/** Professional qualifications (getAllProfessionalQualifications, createUpdateProfessionalQualification, ...). */
export default referenceResource({
  icon: WorkspacePremiumIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 30, sortable: true },
    { source: 'awardingBody', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
