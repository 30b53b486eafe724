import { operation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import { listGlobalSettings, saveGlobalSetting, saveSystemStatus } from './store';
import { storeOperation } from '../../graphql/guards';

/** Platform-wide settings and the system status. */
export const globalSettingResolvers = {
  Query: {
    getAllGlobalSettings: operation('settings.read', async (_args: unknown, { db }) =>
      successList(await listGlobalSettings(db)),
    ),
  },
  Mutation: {
    updateGlobalSetting: storeOperation(
      'settings.write',
      (args: { key: string; value: string }, { db }) => saveGlobalSetting(db, args.key, args.value),
      'Edited Successfully',
    ),
    updateSystemStatus: storeOperation(
      'settings.write',
      (args: { systemStatus: unknown }, { db }) => saveSystemStatus(db, args.systemStatus),
      'Edited Successfully',
    ),
  },
};
