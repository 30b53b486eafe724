import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { chargeTypeOperations } from './operations';

/** Billing charge types (getAllChargeTypes, findChargeTypeByUuid, createUpdateChargeType, ...). */
const descriptor: ResourceDescriptor = {
  name: 'charge-types',
  operations: chargeTypeOperations,
  permissions: areaAccess('billing.chargeType'),
  menu: { section: 'billing', order: 10 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
};

export default descriptor;
