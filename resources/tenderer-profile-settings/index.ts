import FactCheckIcon from '@mui/icons-material/FactCheck';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Tenderer profile settings (getAllTendererProfileSettings, createUpdateTendererProfileSetting, ...). */
export default referenceResource({
  name: 'tenderer-profile-settings',
  menu: { section: 'generalReference', order: 140 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllTendererProfileSettings',
    type: 'TendererProfileSetting',
    variable: 'tendererProfileSetting',
    fields: ['name', 'code', 'isRequired', 'description'],
  }),
  icon: FactCheckIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 200 },
    { source: 'code', required: true, maxLength: 40, format: 'constant', sortable: true },
    { source: 'isRequired', kind: 'boolean' },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
