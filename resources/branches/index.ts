import StoreIcon from '@mui/icons-material/Store';
import { BranchCreate } from './BranchCreate';
import { BranchEdit } from './BranchEdit';
import { BranchList } from './BranchList';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
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
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  icon: StoreIcon,
  recordRepresentation: 'branchName',
};

export default descriptor;
