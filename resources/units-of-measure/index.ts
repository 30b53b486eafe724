import StraightenIcon from '@mui/icons-material/Straighten';
import { referenceResource } from '../reference-data';

/** Units of measure (getUnitOfMeasures, createUpdateUnitOfMeasure, deleteUnitOfMeasure). */
export default referenceResource({
  icon: StraightenIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 100 },
    { source: 'symbol', required: true, maxLength: 20, sortable: true },
  ],
});
