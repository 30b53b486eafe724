import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { referenceResource } from '../reference-data/referenceResource';
import { generalReferenceOperations } from '../../providers/operations/reference';
import { generalReferenceAccess } from '../../providers/resourceDescriptor';

/** Business line global settings (getAllBusinessLineGlobalConfigurations, createUpdateBusinessLineGlobalConfiguration, ...). */
export default referenceResource({
  name: 'business-line-global-configurations',
  menu: { section: 'generalReference', order: 60 },
  permissions: generalReferenceAccess,
  operations: generalReferenceOperations({
    list: 'getAllBusinessLineGlobalConfigurations',
    type: 'BusinessLineGlobalConfiguration',
    variable: 'businessLineGlobalConfiguration',
    fields: ['name', 'value', 'description'],
  }),
  icon: SettingsApplicationsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 100, format: 'constant' },
    { source: 'value', required: true, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
