import SettingsApplicationsIcon from '@mui/icons-material/SettingsApplications';
import { referenceResource } from '../reference-data';

/** Business line global settings (getAllBusinessLineGlobalConfigurations, createUpdateBusinessLineGlobalConfiguration, ...). */
export default referenceResource({
  icon: SettingsApplicationsIcon,
  bulkActivation: true,
  fields: [
    { source: 'name', required: true, minLength: 2, maxLength: 100 },
    { source: 'value', required: true, maxLength: 200 },
    { source: 'description', kind: 'multiline', maxLength: 500 },
  ],
});
