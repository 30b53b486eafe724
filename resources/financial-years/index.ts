import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { FinancialYearCreate } from './FinancialYearCreate';
import { FinancialYearList } from './FinancialYearList';
import { SIGNED_IN, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { financialYearOperations } from './operations';

/** Financial years (app service: getFinancialYearsRest, createFinancialYear, current-year switch). */
const descriptor: ResourceDescriptor = {
  name: 'financial-years',
  operations: financialYearOperations,
  permissions: {
    list: SIGNED_IN,
    create: 'app.financialYear.write',
    edit: 'app.financialYear.write',
  },
  menu: { section: 'planning', order: 10 },
  list: FinancialYearList,
  create: FinancialYearCreate,
  icon: CalendarMonthIcon,
  recordRepresentation: 'code',
};

export default descriptor;
