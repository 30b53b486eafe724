import StraightenIcon from '@mui/icons-material/Straighten';
import { referenceResource } from '../reference-data/referenceResource';
import { appReferenceOperations } from '../../providers/operations/reference';
import { appReferenceAccess } from '../../providers/resourceDescriptor';

/** Units of measure (getUnitOfMeasures, createUpdateUnitOfMeasure, deleteUnitOfMeasure). */
export default referenceResource({
  name: 'units-of-measure',
  menu: { section: 'procurementReference', order: 90 },
  permissions: appReferenceAccess,
  operations: appReferenceOperations({
    list: 'getUnitOfMeasures',
    type: 'UnitOfMeasure',
    variable: 'unitOfMeasure',
    find: 'findUnitOfMeasureByUuid',
    remove: 'deleteUnitOfMeasure',
    fields: 'name symbol',
    inputFields: ['name', 'symbol'],
  }),
  icon: StraightenIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 100 },
    { source: 'symbol', required: true, maxLength: 20, sortable: true },
  ],
});
