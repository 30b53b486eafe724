import SecurityIcon from '@mui/icons-material/Security';
import { appReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

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
  fields: [nameField(150), { source: 'isDeclaration', kind: 'boolean' }, descriptionField],
});
