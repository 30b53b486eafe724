import HandshakeIcon from '@mui/icons-material/Handshake';
import { ServiceClientList } from './ServiceClientList';

/** My institution's clients (getMyServiceSubscribersByConfirmedStatus, confirm, unsubscribe). */
export default {
  list: ServiceClientList,
  icon: HandshakeIcon,
  recordRepresentation: (record: { client: { name: string } }) => record.client.name,
};
