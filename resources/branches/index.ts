import StoreIcon from '@mui/icons-material/Store';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { branchOperations } from './operations';

/** Branches of institutions (findBranchesByInstitution, createUpdateBranch, deleteBranch). */
const descriptor: ResourceDescriptor = {
  name: 'branches',
  operations: branchOperations,
  permissions: {
    list: 'uaa.branch.read',
    create: 'uaa.branch.write',
    edit: 'uaa.branch.write',
    delete: 'uaa.branch.delete',
  },
  menu: { section: 'institutions', order: 30 },
  ...lazyScreens(['list', 'create', 'edit'], () => import('./screens')),
  icon: StoreIcon,
  recordRepresentation: 'branchName',
};

export default descriptor;
