import ConstructionIcon from '@mui/icons-material/Construction';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField, nameField } from '../reference-data/fields';

/** Equipment types (getAllEquipmentTypes, createUpdateEquipmentType, deleteEquipmentTypeByUuid). */
export default generalReferenceResource({
  name: 'equipment-types',
  menu: { section: 'generalReference', order: 120 },
  list: 'getAllEquipmentTypes',
  type: 'EquipmentType',
  icon: ConstructionIcon,
  bulkActivation: true,
  fields: [nameField(200, 2), { source: 'category', maxLength: 60 }, descriptionField],
});
