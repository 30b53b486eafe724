import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { generalReferenceResource } from '../reference-data/referenceResource';
import { descriptionField } from '../reference-data/fields';

/** Business line global settings (getAllBusinessLineGlobalConfigurations, createUpdateBusinessLineGlobalConfiguration, ...). */
export default generalReferenceResource({
  name: 'business-line-global-configurations',
  menu: { section: 'generalReference', order: 60 },
  list: 'getAllBusinessLineGlobalConfigurations',
  type: 'BusinessLineGlobalConfiguration',
  icon: SettingsApplicationsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 100, format: 'constant' },
    { source: 'value', required: true, maxLength: 200 },
    descriptionField,
  ],
});
