import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { appReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

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
  fields: [nameField(150, 2), descriptionField],
});
