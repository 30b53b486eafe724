import FactCheckIcon from '@mui/icons-material/FactCheck';
import { generalReferenceResource } from '../reference-data/referenceResource';

/** Tenderer profile settings (getAllTendererProfileSettings, createUpdateTendererProfileSetting, ...). */
export default generalReferenceResource({
  name: 'tenderer-profile-settings',
  menu: { section: 'generalReference', order: 140 },
  list: 'getAllTendererProfileSettings',
  type: 'TendererProfileSetting',
  icon: FactCheckIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 40, format: 'constant', sortable: true },
    { source: 'isRequired', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
