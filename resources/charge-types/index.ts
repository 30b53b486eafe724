import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { chargeTypeOperations } from './operations';

/** Billing charge types (getAllChargeTypes, findChargeTypeByUuid, createUpdateChargeType, ...). */
const descriptor: ResourceDescriptor = {
  name: 'charge-types',
  operations: chargeTypeOperations,
  permissions: {
    list: 'billing.chargeType.read',
    show: 'billing.chargeType.read',
    create: 'billing.chargeType.write',
    edit: 'billing.chargeType.write',
    delete: 'billing.chargeType.delete',
  },
  menu: { section: 'billing', order: 10 },
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
};

export default descriptor;
