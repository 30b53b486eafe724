import TuneIcon from '@mui/icons-material/Tune';
import { referenceResource } from '../reference-data';

/** Business line configurations (allBusinessLineConfigurations, createUpdateBusinessLineConfiguration, ...). */
export default referenceResource({
  icon: TuneIcon,
  bulkActivation: true,
  sortField: 'createdAt',
  recordRepresentation: 'businessLineName',
  fields: [
    {
      source: 'businessLineUuid',
      kind: 'reference',
      reference: 'business-lines',
      listSource: 'businessLineName',
      required: true,
    },
    {
      source: 'statutoryBoardUuid',
      kind: 'reference',
      reference: 'statutory-boards',
      listSource: 'statutoryBoardName',
    },
    {
      source: 'businessLicenseAuthorityUuid',
      kind: 'reference',
      reference: 'business-license-authorities',
      listSource: 'businessLicenseAuthorityName',
    },
    { source: 'requiresBoardRegistration', kind: 'boolean' },
    { source: 'requiresBusinessLicense', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
