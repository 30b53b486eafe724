import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { ProcurementMethodList } from './ProcurementMethodList';

/** Procurement methods (app service: getProcurementMethods, deleteProcurementMethod). */
export default {
  list: ProcurementMethodList,
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
