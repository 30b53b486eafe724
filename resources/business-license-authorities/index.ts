import GavelIcon from '@mui/icons-material/Gavel';
import { referenceResource } from '../reference-data/referenceResource';
import {
  defaultReferenceFilters,
  generalReferenceOperations,
} from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Business license authorities (allBusinessLicenseAuthorities, createUpdateBusinessLicenseAuthority, ...). */
export default referenceResource({
  name: 'business-license-authorities',
  menu: { section: 'generalReference', order: 80 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'allBusinessLicenseAuthorities',
    type: 'BusinessLicenseAuthority',
    variable: 'businessLicenseAuthority',
    fields: ['name', 'acronym', 'authorityType', 'description'],
    filters: {
      ...defaultReferenceFilters,
      authorityType: { fieldName: 'authorityType', operation: 'EQ' },
    },
  }),
  icon: GavelIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
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
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
