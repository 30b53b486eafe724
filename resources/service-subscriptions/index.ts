import HandshakeIcon from '@mui/icons-material/Handshake';
import { lazyScreens, type ResourceDescriptor } from '../../providers/resourceDescriptor';
import { serviceSubscriptionOperations } from './operations';

/** My institution's clients (getMyServiceSubscribersByConfirmedStatus, confirm, unsubscribe). */
const descriptor: ResourceDescriptor = {
  name: 'service-subscriptions',
  operations: serviceSubscriptionOperations,
  permissions: { list: 'uaa.service.read' },
  menu: { section: 'institutions', order: 70 },
  ...lazyScreens(['list'], () => import('./screens')),
  icon: HandshakeIcon,
  recordRepresentation: (record: { client: { name: string } }) => record.client.name,
};

export default descriptor;
