import QrCodeIcon from '@mui/icons-material/QrCode';
import { unspscLevels } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data';

/** UNSPSC codes (getAllUNSPSCCommodityCodes, createUpdateUNSPSCCode, deleteUNSPSCCode). */
export default referenceResource({
  icon: QrCodeIcon,
  sortField: 'code',
  fields: [
    { source: 'code', required: true, minLength: 8, maxLength: 8, sortable: true },
    { source: 'title', required: true, maxLength: 300, sortable: true },
    {
      source: 'level',
      kind: 'select',
      required: true,
      filter: true,
      choices: unspscLevels.map((id) => ({ id, name: `zabuni.appReference.unspscLevels.${id}` })),
    },
    { source: 'parentCode', minLength: 8, maxLength: 8 },
  ],
});
