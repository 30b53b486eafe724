import ConstructionIcon from '@mui/icons-material/Construction';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Equipment types (getAllEquipmentTypes, createUpdateEquipmentType, deleteEquipmentTypeByUuid). */
export default referenceResource({
  name: 'equipment-types',
  menu: { section: 'generalReference', order: 120 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllEquipmentTypes',
    type: 'EquipmentType',
    variable: 'equipmentType',
    fields: ['name', 'category', 'description'],
  }),
  icon: ConstructionIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'category', maxLength: 60 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
