import { gql } from '@apollo/client';
import type { SystemStatus } from '../../contract/settings';
import { customMethod } from './types';

/** Maintenance, lock or active (uaa updateSystemStatus); not a react-admin resource. */
export const settingsMethods = {
  updateSystemStatus: customMethod<{ systemStatus: SystemStatus }, SystemStatus>({
    service: 'uaa',
    document: gql`
      mutation updateSystemStatus($systemStatus: SystemStatusInput!) {
        updateSystemStatus(systemStatus: $systemStatus) {
          code
          message
          status
          data {
            value
            description
          }
        }
      }
    `,
  }),
};
