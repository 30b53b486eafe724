import MapIcon from '@mui/icons-material/Map';
import {
  SIGNED_IN,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { administrativeAreaOperations } from './operations';

/** Administrative areas (administrativeAreaAll, createUpdateAdministrativeArea, ...). */
const descriptor: ResourceDescriptor = {
  name: 'administrative-areas',
  operations: administrativeAreaOperations,
  permissions: {
    list: SIGNED_IN,
    create: 'uaa.administrativeArea.write',
    edit: 'uaa.administrativeArea.write',
    delete: 'uaa.administrativeArea.delete',
  },
  menu: { section: 'institutions', order: 60 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'edit'], () => import('./screens')),
  ),
  icon: MapIcon,
  recordRepresentation: 'name',
};

export default descriptor;
