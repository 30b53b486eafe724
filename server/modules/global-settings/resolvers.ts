import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import { listGlobalSettings, saveGlobalSetting, saveSystemStatus } from './store';

/** Platform-wide settings and the system status. */
export const globalSettingResolvers = {
  Query: {
    getAllGlobalSettings: operation('settings.read', async (_args: unknown, { db }) =>
      successList(await listGlobalSettings(db)),
    ),
  },
  Mutation: {
    updateGlobalSetting: operation(
      'settings.write',
      async (args: { key: string; value: string }, { db }) =>
        success(await saveGlobalSetting(db, args.key, args.value), 'Edited Successfully'),
    ),
    updateSystemStatus: operation(
      'settings.write',
      async (args: { systemStatus: unknown }, { db }) =>
        success(await saveSystemStatus(db, args.systemStatus), 'Edited Successfully'),
    ),
  },
};
