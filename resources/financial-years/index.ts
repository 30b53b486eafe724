import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import { FinancialYearCreate } from './FinancialYearCreate';
import { FinancialYearList } from './FinancialYearList';

/** Financial years (app service: getFinancialYearsRest, createFinancialYear, current-year switch). */
export default {
  list: FinancialYearList,
  create: FinancialYearCreate,
  icon: CalendarMonthIcon,
  recordRepresentation: 'code',
};
