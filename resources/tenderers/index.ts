import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  areaAccess,
  joinScreens,
  lazyScreens,
  type ResourceDescriptor,
} from '../../providers/resourceDescriptor';
import { tendererOperations } from './operations';

/**
 * Tenderers (getTenderersByActive, createTenderer, findTendererCertificateByUuid,
 * activateDeactivateTenderer through bulk activation, deleteTenderer).
 */
const descriptor: ResourceDescriptor = {
  name: 'tenderers',
  operations: tendererOperations,
  permissions: areaAccess('uaa.tenderer'),
  menu: { section: 'tenderers', order: 10 },
  ...joinScreens(
    lazyScreens(['list'], () => import('./listScreen')),
    lazyScreens(['create', 'show'], () => import('./screens')),
  ),
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};

export default descriptor;
