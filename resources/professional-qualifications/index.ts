import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Professional qualifications (getAllProfessionalQualifications, createUpdateProfessionalQualification, ...). */
export default referenceResource({
  name: 'professional-qualifications',
  menu: { section: 'generalReference', order: 100 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllProfessionalQualifications',
    type: 'ProfessionalQualification',
    variable: 'professionalQualification',
    fields: ['name', 'acronym', 'awardingBody', 'description'],
  }),
  icon: WorkspacePremiumIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'acronym', maxLength: 30, sortable: true },
    { source: 'awardingBody', maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
