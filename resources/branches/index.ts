import StoreIcon from '@mui/icons-material/Store';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { branchOperations } from './operations';

/** Branches of institutions (findBranchesByInstitution, createUpdateBranch, deleteBranch). */
const descriptor: ResourceDescriptor = {
  name: 'branches',
  operations: branchOperations,
  permissions: areaAccess('uaa.branch', ['list', 'create', 'edit', 'delete']),
  menu: { section: 'institutions', order: 30 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  icon: StoreIcon,
  recordRepresentation: 'branchName',
};

export default descriptor;
