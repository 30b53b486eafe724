import SettingsIcon from '@mui/icons-material/Settings';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { globalSettingOperations } from './operations';

/** Global settings (getAllGlobalSettings, updateGlobalSetting) and the system status. */
const descriptor: ResourceDescriptor = {
  name: 'global-settings',
  operations: globalSettingOperations,
  permissions: areaAccess('settings', ['list', 'show', 'create', 'edit']),
  menu: { section: 'administration', order: 10 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['edit', 'create'], () => import('./screens')),
  ),
  icon: SettingsIcon,
  recordRepresentation: 'key',
  // Keyed by their key, settings keep no record history (its entries name records by id and uuid).
  historyEntity: false,
};

export default descriptor;
