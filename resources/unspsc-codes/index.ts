import QrCodeIcon from '@mui/icons-material/QrCode';
import { unspscLevels } from '../../contract/procurementReference';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations, searchFilters } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** UNSPSC codes (getAllUNSPSCCommodityCodes, createUpdateUNSPSCCode, deleteUNSPSCCode). */
export default referenceResource({
  name: 'unspsc-codes',
  menu: { section: 'procurementReference', order: 100 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getAllUNSPSCCommodityCodes',
    type: 'UnspscCode',
    save: 'createUpdateUNSPSCCode',
    variable: 'unspscCode',
    find: 'findUNSPSCCodeByUuid',
    remove: 'deleteUNSPSCCode',
    fields: 'code title level parentCode',
    inputFields: ['code', 'title', 'level', 'parentCode'],
    filters: searchFilters('title', { level: { fieldName: 'level', operation: 'EQ' } }),
  }),
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
    { source: 'parentCode', minLength: 8, maxLength: 8, format: 'digits' },
  ],
});
