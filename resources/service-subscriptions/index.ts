import HandshakeIcon from '@mui/icons-material/Handshake';
import { ServiceClientList } from './ServiceClientList';
import type { ResourceDescriptor } from '../../providers/resourceDescriptor';
import { serviceSubscriptionOperations } from './operations';

/** My institution's clients (getMyServiceSubscribersByConfirmedStatus, confirm, unsubscribe). */
const descriptor: ResourceDescriptor = {
  name: 'service-subscriptions',
  operations: serviceSubscriptionOperations,
  permissions: { list: 'uaa.service.read' },
  menu: { section: 'institutions', order: 70 },
  list: ServiceClientList,
  icon: HandshakeIcon,
  recordRepresentation: (record: { client: { name: string } }) => record.client.name,
};

export default descriptor;
