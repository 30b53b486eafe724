import RuleIcon from '@mui/icons-material/Rule';
import { referenceResource } from '../reference-data';

/** Consultant selection methods (getSelectionMethods, createUpdateSelectionMethod, deleteSelectionMethod). */
export default referenceResource({
  icon: RuleIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, maxLength: 150 },
    { source: 'code', required: true, maxLength: 20, sortable: true },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
