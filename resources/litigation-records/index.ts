import GavelIcon from '@mui/icons-material/Gavel';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

const outcomes = ['PENDING', 'WON', 'LOST'].map((id) => ({
  id,
  name: `zabuni.tendererRegistration.outcomes.${id}`,
}));

/** The tenderer's own court and arbitration cases (getAllLitigationRecordsByTendererAndEntityAndDeletedStatus, ...). */
export default tendererSectionResource({
  name: 'litigation-records',
  order: 30,
  operations: tendererSectionOperations({
    service: 'uaa',
    list: 'getAllLitigationRecordsByTendererAndEntityAndDeletedStatus',
    type: 'LitigationRecord',
    variable: 'litigationRecord',
    fields: ['year', 'caseDescription', 'outcome', 'amountInDispute'],
  }),
  icon: GavelIcon,
  recordRepresentation: 'caseDescription',
  fields: [
    { source: 'year', kind: 'year', required: true, min: 1900 },
    {
      source: 'caseDescription',
      kind: 'multiline',
      required: true,
      minLength: 2,
      maxLength: 2000,
      inList: true,
    },
    { source: 'outcome', kind: 'select', required: true, choices: outcomes },
    { source: 'amountInDispute', kind: 'number', min: 0 },
  ],
});
