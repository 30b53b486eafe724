import FactCheckIcon from '@mui/icons-material/FactCheck';
import { referenceResource } from '../reference-data';

/** Tenderer profile settings (getAllTendererProfileSettings, createUpdateTendererProfileSetting, ...). */
export default referenceResource({
  icon: FactCheckIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 40, sortable: true },
    { source: 'isRequired', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
