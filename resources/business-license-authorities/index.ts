import GavelIcon from '@mui/icons-material/Gavel';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Business license authorities (allBusinessLicenseAuthorities, createUpdateBusinessLicenseAuthority, ...). */
export default generalReferenceResource({
  name: 'business-license-authorities',
  menu: { section: 'generalReference', order: 80 },
  list: 'allBusinessLicenseAuthorities',
  type: 'BusinessLicenseAuthority',
  icon: GavelIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    { source: 'acronym', maxLength: 20 },
    {
      source: 'authorityType',
      kind: 'select',
      required: true,
      choices: [
        { id: 'CENTRAL', name: 'zabuni.referenceData.authorityTypes.CENTRAL' },
        { id: 'LOCAL_GOVERNMENT', name: 'zabuni.referenceData.authorityTypes.LOCAL_GOVERNMENT' },
      ],
    },
    descriptionField,
  ],
});
