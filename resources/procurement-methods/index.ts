import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { ProcurementMethodCreate, ProcurementMethodEdit } from './ProcurementMethodForm';
import { ProcurementMethodList } from './ProcurementMethodList';

/**
 * Procurement methods (app service: getProcurementMethods, createUpdateProcurementMethod,
 * deleteProcurementMethod) with their stage-to-stage times.
 */
export default {
  list: ProcurementMethodList,
  create: ProcurementMethodCreate,
  edit: ProcurementMethodEdit,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
