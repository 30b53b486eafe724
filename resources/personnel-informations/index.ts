import BadgeIcon from '@mui/icons-material/Badge';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

/** A tenderer's key personnel (getAllPersonnelInformationsByTendererUuidAndDeleted, ...). */
export default tendererSectionResource({
  name: 'personnel-informations',
  order: 10,
  operations: tendererSectionOperations({
    service: 'uaa',
    list: 'getAllPersonnelInformationsByTendererUuidAndDeleted',
    type: 'PersonnelInformation',
    variable: 'personnelInformation',
    fields: ['fullName', 'position', 'qualification', 'yearsOfExperience'],
  }),
  icon: BadgeIcon,
  recordRepresentation: 'fullName',
  fields: [
    { source: 'fullName', required: true, minLength: 2, maxLength: 200 },
    { source: 'position', required: true, minLength: 2, maxLength: 120 },
    { source: 'qualification', maxLength: 200 },
    { source: 'yearsOfExperience', kind: 'number', required: true, min: 0, max: 70 },
  ],
});
