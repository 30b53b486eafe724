import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Professional qualifications (getAllProfessionalQualifications, createUpdateProfessionalQualification, ...). */
export default generalReferenceResource({
  name: 'professional-qualifications',
  menu: { section: 'generalReference', order: 100 },
  list: 'getAllProfessionalQualifications',
  type: 'ProfessionalQualification',
  icon: WorkspacePremiumIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 30, sortable: true },
    { source: 'awardingBody', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
