import GavelIcon from '@mui/icons-material/Gavel';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { searchFilters } from '../../providers/operations/reference';
import { descriptionField, nameField } from '../reference-data/fields';

/** Business license authorities (allBusinessLicenseAuthorities, createUpdateBusinessLicenseAuthority, ...). */
export default generalReferenceResource({
  name: 'business-license-authorities',
  menu: { section: 'generalReference', order: 80 },
  list: 'allBusinessLicenseAuthorities',
  type: 'BusinessLicenseAuthority',
  filters: searchFilters('authorityType'),
  icon: GavelIcon,
  bulkActivation: true,
  fields: [
    nameField(200, 2),
    { source: 'acronym', maxLength: 20, sortable: true },
    {
      source: 'authorityType',
      kind: 'select',
      required: true,
      sortable: true,
      filter: true,
      choices: [
        { id: 'CENTRAL', name: 'zabuni.referenceData.authorityTypes.CENTRAL' },
        { id: 'LOCAL_GOVERNMENT', name: 'zabuni.referenceData.authorityTypes.LOCAL_GOVERNMENT' },
      ],
    },
    descriptionField,
  ],
});
