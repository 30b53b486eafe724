import { envelopeDocument, select } from '../../providers/operations/documents';
import type { SystemStatus } from '../../contract/settings';
import { customMethod } from '../../providers/operations/types';

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

declare module '../../providers/zabuniDataProvider' {
  interface CustomMethodDomains {
    settings: typeof settingsMethods;
  }
}

/** Collected by the composition root (src/composition/customMethods.ts). */
export default settingsMethods;
