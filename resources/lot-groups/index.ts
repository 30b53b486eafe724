import WorkspacesIcon from '@mui/icons-material/Workspaces';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Lot groups (getLotGroups, createUpdateLotGroup, deleteLotGroup). */
export default referenceResource({
  name: 'lot-groups',
  menu: { section: 'procurementReference', order: 130 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getLotGroups',
    kind: 'appPage',
    type: 'LotGroup',
    variable: 'lotGroup',
    find: 'findLotGroupByUuid',
    remove: 'deleteLotGroup',
    fields: 'name description',
    inputFields: ['name', 'description'],
  }),
  icon: WorkspacesIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 150 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
