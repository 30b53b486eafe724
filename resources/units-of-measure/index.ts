import StraightenIcon from '@mui/icons-material/Straighten';
import { appReferenceResource } from '../reference-data/referenceResource';

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
  fields: [
    { source: 'name', required: true, maxLength: 100 },
    { source: 'symbol', required: true, maxLength: 20, sortable: true },
  ],
});
