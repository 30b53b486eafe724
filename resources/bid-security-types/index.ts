import SecurityIcon from '@mui/icons-material/Security';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Bid security types (getBidSecurityTypes, createUpdateBidSecurityType, deleteBidSecurityType). */
export default referenceResource({
  name: 'bid-security-types',
  menu: { section: 'procurementReference', order: 150 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getBidSecurityTypes',
    kind: 'appPage',
    type: 'BidSecurityType',
    variable: 'bidSecurityType',
    find: 'findBidSecurityTypeByUuid',
    remove: 'deleteBidSecurityType',
    fields: 'name isDeclaration description',
    inputFields: ['name', 'isDeclaration', 'description'],
  }),
  icon: SecurityIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'isDeclaration', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
