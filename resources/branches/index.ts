import StoreIcon from '@mui/icons-material/Store';
import { BranchCreate } from './BranchCreate';
import { BranchEdit } from './BranchEdit';
import { BranchList } from './BranchList';

/** Branches of institutions (findBranchesByInstitution, createUpdateBranch, deleteBranch). */
export default {
  list: BranchList,
  create: BranchCreate,
  edit: BranchEdit,
  icon: StoreIcon,
  recordRepresentation: 'branchName',
};
