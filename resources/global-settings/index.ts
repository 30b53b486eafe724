import SettingsIcon from '@mui/icons-material/Settings';
import { GlobalSettingCreate } from './GlobalSettingCreate';
import { GlobalSettingEdit } from './GlobalSettingEdit';
import { GlobalSettingList } from './GlobalSettingList';

/** Global settings (getAllGlobalSettings, updateGlobalSetting) and the system status. */
export default {
  list: GlobalSettingList,
  edit: GlobalSettingEdit,
  create: GlobalSettingCreate,
  icon: SettingsIcon,
  recordRepresentation: 'key',
};
