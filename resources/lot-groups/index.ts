import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { appReferenceResource } from '../reference-data/referenceResource';

/** Lot groups (getLotGroups, createUpdateLotGroup, deleteLotGroup). */
export default appReferenceResource({
  name: 'lot-groups',
  menu: { section: 'procurementReference', order: 130 },
  list: 'getLotGroups',
  kind: 'appPage',
  type: 'LotGroup',
  find: 'findLotGroupByUuid',
  remove: 'deleteLotGroup',
  icon: WorkspacesIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 150 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
