import { operation, signedInOperation } from '../graphql/operation';
import { success } from '../graphql/result';
import { listGlobalSettings, saveGlobalSetting, saveSystemStatus } from './globalSettings.store';
import { listFinancialYears } from '../app/financialYears.store';
import { findMyDetails, recordSignatureRequest, recordSignedDocument } from './myAccount.store';
import {
  findMyTenderer,
  listPersonnelExperience,
  readableTendererId,
  tendererSections,
} from './tendererProfile.store';

type SectionArgs = { tendererUuid: string; deleted?: boolean | null };

/** A profile section read: the caller's right to the tenderer first, then its rows (dataList). */
const sectionRead = (section: 'personnel' | 'financialResources' | 'financialStatements') =>
  signedInOperation(async (args: SectionArgs, { db, user }) => {
    const tendererId = await readableTendererId(db, user, args.tendererUuid);
    return {
      ...success(null),
      dataList: await tendererSections[section](db, tendererId, args.deleted ?? false),
    };
  });

export const uaaResolvers = {
  Query: {
    getMyDetails: signedInOperation(async (_args: unknown, { db, user }) =>
      success(await findMyDetails(db, user.id)),
    ),
    getFinancialYears: signedInOperation(async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await listFinancialYears(db),
    })),
    getMyTenderer: signedInOperation(async (_args: unknown, { db, user }) =>
      success(await findMyTenderer(db, user)),
    ),
    getAllPersonnelInformationsByTendererUuidAndDeleted: sectionRead('personnel'),
    getAllTendererFinancialResourcesByTendererUuidAndDeleted: sectionRead('financialResources'),
    getAllTendererFinancialStatements: sectionRead('financialStatements'),
    getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted: signedInOperation(
      async (
        args: { personnelInformationUuid: string; deleted?: boolean | null },
        { db, user },
      ) => ({
        ...success(null),
        dataList: await listPersonnelExperience(
          db,
          user,
          args.personnelInformationUuid,
          args.deleted ?? false,
        ),
      }),
    ),
    getAllLitigationRecordsByTendererAndEntityAndDeletedStatus: signedInOperation(
      async (args: SectionArgs & { entityUuid: string; entityType: string }, { db, user }) => {
        const tendererId = await readableTendererId(db, user, args.tendererUuid);
        return {
          ...success(null),
          dataList: await tendererSections.litigation(
            db,
            tendererId,
            args.deleted ?? false,
            args.entityUuid,
            args.entityType,
          ),
        };
      },
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
