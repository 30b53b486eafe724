import type { SystemStatus } from '../contract/settings';
import { graphqlRequest } from './graphqlRequest';

/** Sets maintenance, lock or active (uaa updateSystemStatus); not a react-admin resource. */
export const updateSystemStatus = (systemStatus: SystemStatus): Promise<SystemStatus> =>
  graphqlRequest<SystemStatus>(
    'updateSystemStatus',
    `mutation updateSystemStatus($systemStatus: SystemStatusInput!) {
      updateSystemStatus(systemStatus: $systemStatus) { code message status data { value description } }
    }`,
    { systemStatus },
  );
