import ConstructionIcon from '@mui/icons-material/Construction';
import { referenceResource } from '../reference-data';

/** Equipment types (getAllEquipmentTypes, createUpdateEquipmentType, deleteEquipmentTypeByUuid). */
export default referenceResource({
  icon: ConstructionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'category', maxLength: 60 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
