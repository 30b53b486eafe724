import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { ChargeTypeCreate } from './ChargeTypeCreate';
import { ChargeTypeEdit } from './ChargeTypeEdit';
import { ChargeTypeList } from './ChargeTypeList';

/** Billing charge types (getAllChargeTypes, findChargeTypeByUuid, createUpdateChargeType, ...). */
export default {
  list: ChargeTypeList,
  create: ChargeTypeCreate,
  edit: ChargeTypeEdit,
  icon: ReceiptLongIcon,
  recordRepresentation: 'name',
};
