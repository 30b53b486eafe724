import SecurityIcon from '@mui/icons-material/Security';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Bid security types (getBidSecurityTypes, createUpdateBidSecurityType, deleteBidSecurityType). */
export default appReferenceResource({
  name: 'bid-security-types',
  menu: { section: 'procurementReference', order: 150 },
  list: 'getBidSecurityTypes',
  kind: 'appPage',
  type: 'BidSecurityType',
  find: 'findBidSecurityTypeByUuid',
  remove: 'deleteBidSecurityType',
  icon: SecurityIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'isDeclaration', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
