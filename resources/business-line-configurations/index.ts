import TuneIcon from '@mui/icons-material/Tune';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { defaultReferenceFilters } from '../../providers/operations/reference';
import { descriptionField } from '../reference-data/fields';

/** Business line configurations (allBusinessLineConfigurations, createUpdateBusinessLineConfiguration, ...). */
export default generalReferenceResource({
  // Its save checks more than its fields and references: kept out of the CSV import (decision 104).
  importable: false,
  name: 'business-line-configurations',
  menu: { section: 'generalReference', order: 50 },
  list: 'allBusinessLineConfigurations',
  type: 'BusinessLineConfiguration',
  // Configurations have no name: only the active filter applies.
  filters: { active: defaultReferenceFilters.active },
  icon: TuneIcon,
  bulkActivation: true,
  // Its description is an administrator's note on one rule, not seeded text read in two languages.
  swahili: false,
  // Nothing to search by text: a search box here would do nothing.
  searchable: false,
  recordRepresentation: 'businessLine.name',
  fields: [
    {
      source: 'businessLineUuid',
      kind: 'reference',
      reference: 'business-lines',
      listSource: 'businessLine.name',
      required: true,
    },
    {
      source: 'statutoryBoardUuid',
      kind: 'reference',
      reference: 'statutory-boards',
      listSource: 'statutoryBoard.name',
    },
    {
      source: 'businessLicenseAuthorityUuid',
      kind: 'reference',
      reference: 'business-license-authorities',
      listSource: 'businessLicenseAuthority.name',
    },
    { source: 'requiresBoardRegistration', kind: 'boolean' },
    { source: 'requiresBusinessLicense', kind: 'boolean' },
    descriptionField,
  ],
});
