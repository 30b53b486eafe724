import StraightenIcon from '@mui/icons-material/Straighten';
import { appReferenceResource } from '../reference-data/referenceResource';
import { nameField } from '../reference-data/fields';

/** Units of measure (getUnitOfMeasures, createUpdateUnitOfMeasure, deleteUnitOfMeasure). */
export default appReferenceResource({
  name: 'units-of-measure',
  menu: { section: 'procurementReference', order: 90 },
  list: 'getUnitOfMeasures',
  type: 'UnitOfMeasure',
  find: 'findUnitOfMeasureByUuid',
  remove: 'deleteUnitOfMeasure',
  icon: StraightenIcon,
  bulkActivation: true,
  fields: [nameField(100), { source: 'symbol', required: true, maxLength: 20 }],
});
