import QrCodeIcon from '@mui/icons-material/QrCode';
import { unspscLevels } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';
import { searchFilters } from '../../providers/operations/reference';

/** UNSPSC codes (getAllUNSPSCCommodityCodes, createUpdateUNSPSCCode, deleteUNSPSCCode). */
export default appReferenceResource({
  name: 'unspsc-codes',
  menu: { section: 'procurementReference', order: 100 },
  list: 'getAllUNSPSCCommodityCodes',
  type: 'UnspscCode',
  save: 'createUpdateUNSPSCCode',
  find: 'findUNSPSCCodeByUuid',
  remove: 'deleteUNSPSCCode',
  filters: searchFilters('level'),
  icon: QrCodeIcon,
  sortField: 'code',
  fields: [
    {
      source: 'code',
      required: true,
      minLength: 8,
      maxLength: 8,
      format: 'digits',
      sortable: true,
    },
    { source: 'title', required: true, maxLength: 300, sortable: true },
    {
      source: 'level',
      kind: 'select',
      required: true,
      filter: true,
      choices: unspscLevels.map((id) => ({ id, name: `zabuni.appReference.unspscLevels.${id}` })),
    },
    { source: 'parentCode', kind: 'unspsc', minLength: 8, maxLength: 8 },
  ],
});
