import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { referenceResource } from '../reference-data';

/** Lot groups (getLotGroups, createUpdateLotGroup, deleteLotGroup). */
export default referenceResource({
  icon: WorkspacesIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
