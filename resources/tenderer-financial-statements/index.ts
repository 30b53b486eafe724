import AssessmentIcon from '@mui/icons-material/Assessment';
import { tendererSectionResource } from '../reference-data/tendererSectionResource';
import { tendererSectionOperations } from '../../providers/operations/reference';

/** The tenderer's yearly financial statements (getAllTendererFinancialStatements, ...). */
export default tendererSectionResource({
  name: 'tenderer-financial-statements',
  order: 60,
  operations: tendererSectionOperations({
    service: 'uaa',
    list: 'getAllTendererFinancialStatements',
    type: 'TendererFinancialStatement',
    variable: 'tendererFinancialStatement',
    fields: ['year', 'totalAssets', 'totalLiabilities', 'revenue', 'cashFlow'],
  }),
  icon: AssessmentIcon,
  recordRepresentation: 'year',
  fields: [
    { source: 'year', kind: 'year', required: true, min: 1900 },
    { source: 'totalAssets', kind: 'number', required: true, min: 0 },
    { source: 'totalLiabilities', kind: 'number', required: true, min: 0 },
    { source: 'revenue', kind: 'number', required: true, min: 0 },
    // The year's net cash flow, which may be negative.
    { source: 'cashFlow', kind: 'number', required: true },
  ],
});
