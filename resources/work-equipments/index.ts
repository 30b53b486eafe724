import ConstructionIcon from '@mui/icons-material/Construction';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

const ownerships = ['OWNED', 'LEASED'].map((id) => ({
  id,
  name: `zabuni.tendererRegistration.ownerships.${id}`,
}));

/** Equipment the tenderer owns or leases (getAllWorkEquipmentsByTendererUuidAndDeleted, ...). */
export default tendererSectionResource({
  name: 'work-equipments',
  order: 40,
  operations: tendererSectionOperations({
    service: 'submission',
    list: 'getAllWorkEquipmentsByTendererUuidAndDeleted',
    type: 'WorkEquipment',
    variable: 'workEquipment',
    fields: ['equipmentType', 'quantity', 'ownership'],
  }),
  icon: ConstructionIcon,
  recordRepresentation: 'equipmentType',
  fields: [
    { source: 'equipmentType', required: true, minLength: 2, maxLength: 120 },
    { source: 'quantity', kind: 'number', required: true, min: 1, max: 100000 },
    { source: 'ownership', kind: 'select', required: true, choices: ownerships },
  ],
});
