import StorefrontIcon from '@mui/icons-material/Storefront';
import { TendererCreate } from './TendererCreate';
import { TendererList } from './TendererList';
import { TendererShow } from './TendererShow';

/**
 * Tenderers (getTenderersByActive, createTenderer, findTendererCertificateByUuid,
 * activateDeactivateTenderer through bulk activation, deleteTenderer).
 */
export default {
  list: TendererList,
  create: TendererCreate,
  show: TendererShow,
  icon: StorefrontIcon,
  recordRepresentation: 'name',
};
