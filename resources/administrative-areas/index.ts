import MapIcon from '@mui/icons-material/Map';
import { AdministrativeAreaCreate } from './AdministrativeAreaCreate';
import { AdministrativeAreaEdit } from './AdministrativeAreaEdit';
import { AdministrativeAreaList } from './AdministrativeAreaList';

/** Administrative areas (administrativeAreaAll, createUpdateAdministrativeArea, ...). */
export default {
  list: AdministrativeAreaList,
  create: AdministrativeAreaCreate,
  edit: AdministrativeAreaEdit,
  icon: MapIcon,
  recordRepresentation: 'name',
};
