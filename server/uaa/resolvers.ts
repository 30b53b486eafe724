import { operation, signedInOperation } from '../graphql/operation';
import { success } from '../graphql/result';
import { listGlobalSettings, saveGlobalSetting, saveSystemStatus } from './globalSettings.store';
import { findMyDetails, recordSignatureRequest, recordSignedDocument } from './myAccount.store';

export const uaaResolvers = {
  Query: {
    getMyDetails: signedInOperation(async (_args: unknown, { db, user }) =>
      success(await findMyDetails(db, user.id)),
    ),
    getAllGlobalSettings: operation('settings.read', async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await listGlobalSettings(db),
    })),
  },
  Mutation: {
    updateSignatureRequestUser: signedInOperation(async (args: { uuid: string }, { db, user }) =>
      success(await recordSignatureRequest(db, user, args.uuid)),
    ),
    updateWPUser: signedInOperation(async (args: { wpAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'wpAttachmentUuid', args.wpAttachmentUuid)),
    ),
    updateCOCUser: signedInOperation(async (args: { cocAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'cocAttachmentUuid', args.cocAttachmentUuid)),
    ),
    updateTOCUser: signedInOperation(async (args: { tocAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'tocAttachmentUuid', args.tocAttachmentUuid)),
    ),
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
