import HandshakeIcon from '@mui/icons-material/Handshake';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

/** Contracts the tenderer carried out (getAllTendererWorkExperiences, ...). */
export default tendererSectionResource({
  name: 'tenderer-work-experiences',
  order: 70,
  operations: tendererSectionOperations({
    service: 'submission',
    list: 'getAllTendererWorkExperiences',
    type: 'TendererWorkExperience',
    variable: 'tendererWorkExperience',
    fields: ['clientName', 'contractTitle', 'contractValue', 'year', 'isCompleted'],
  }),
  icon: HandshakeIcon,
  recordRepresentation: 'contractTitle',
  fields: [
    { source: 'clientName', required: true, minLength: 2, maxLength: 250 },
    { source: 'contractTitle', required: true, minLength: 2, maxLength: 250 },
    { source: 'contractValue', kind: 'number', required: true, min: 0 },
    { source: 'year', kind: 'year', required: true, min: 1900 },
    { source: 'isCompleted', kind: 'boolean' },
  ],
});
