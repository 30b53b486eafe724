import { graphqlPath } from '../contract/services';
import type { SystemStatus } from '../contract/settings';
import { apiUrl, product } from './api';
import { getFreshAccessToken } from './authApi';
import { unwrap, type Envelope } from './responses';

const UPDATE_SYSTEM_STATUS = `mutation updateSystemStatus($systemStatus: SystemStatusInput!) {
  updateSystemStatus(systemStatus: $systemStatus) { code message status data { value description } }
}`;

/** Sets maintenance, lock or active (uaa updateSystemStatus); not a react-admin resource. */
export async function updateSystemStatus(status: SystemStatus): Promise<SystemStatus> {
  const token = await getFreshAccessToken();
  const response = await fetch(apiUrl(graphqlPath(product, 'uaa')), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: UPDATE_SYSTEM_STATUS, variables: { systemStatus: status } }),
  });
  const body = (await response.json()) as { data?: { updateSystemStatus: Envelope<SystemStatus> } };
  return unwrap(body.data?.updateSystemStatus, 'updateSystemStatus');
}
