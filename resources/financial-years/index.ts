import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import {
  SIGNED_IN,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
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
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create'], () => import('./screens')),
  ),
  icon: CalendarMonthIcon,
  recordRepresentation: 'code',
};

export default descriptor;
