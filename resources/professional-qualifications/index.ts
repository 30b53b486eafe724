import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Professional qualifications (getAllProfessionalQualifications, createUpdateProfessionalQualification, ...). */
export default generalReferenceResource({
  name: 'professional-qualifications',
  menu: { section: 'generalReference', order: 100 },
  list: 'getAllProfessionalQualifications',
  type: 'ProfessionalQualification',
  icon: WorkspacePremiumIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    { source: 'acronym', maxLength: 30 },
    { source: 'awardingBody', maxLength: 200 },
    descriptionField,
  ],
});
