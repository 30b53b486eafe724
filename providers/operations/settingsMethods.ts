import { envelopeDocument, select } from './documents';
import type { SystemStatus } from '../../contract/settings';
import { customMethod } from './types';

/** Maintenance, lock or active (uaa updateSystemStatus); not a react-admin resource. */
export const settingsMethods = {
  updateSystemStatus: customMethod<{ systemStatus: SystemStatus }, SystemStatus>({
    service: 'uaa',
    document: envelopeDocument(
      'mutation',
      'updateSystemStatus',
      { systemStatus: 'SystemStatusInput!' },
      select.record('value description'),
    ),
  }),
};
