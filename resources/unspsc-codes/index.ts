import QrCodeIcon from '@mui/icons-material/QrCode';
import { unspscLevels } from '../../contract/procurementReference';
import { appReferenceResource } from '../reference-data/referenceResource';

/** UNSPSC codes (getAllUNSPSCCommodityCodes, createUpdateUNSPSCCode, deleteUNSPSCCode). */
export default appReferenceResource({
  name: 'unspsc-codes',
  menu: { section: 'procurementReference', order: 100 },
  list: 'getAllUNSPSCCommodityCodes',
  type: 'UnspscCode',
  save: 'createUpdateUNSPSCCode',
  find: 'findUNSPSCCodeByUuid',
  remove: 'deleteUNSPSCCode',
  icon: QrCodeIcon,
  fields: [
    {
      source: 'code',
      required: true,
      minLength: 8,
      maxLength: 8,
      format: 'digits',
    },
    { source: 'title', required: true, maxLength: 300 },
    {
      source: 'level',
      kind: 'select',
      required: true,
      choices: unspscLevels.map((id) => ({ id, name: `zabuni.appReference.unspscLevels.${id}` })),
    },
    { source: 'parentCode', kind: 'unspsc', minLength: 8, maxLength: 8 },
  ],
});
