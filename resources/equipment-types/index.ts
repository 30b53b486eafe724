import ConstructionIcon from '@mui/icons-material/Construction';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Equipment types (getAllEquipmentTypes, createUpdateEquipmentType, deleteEquipmentTypeByUuid). */
export default generalReferenceResource({
  name: 'equipment-types',
  menu: { section: 'generalReference', order: 120 },
  list: 'getAllEquipmentTypes',
  type: 'EquipmentType',
  icon: ConstructionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'category', maxLength: 60 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
