import { signedInOperation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { saveMyTenderer } from './company.store';
import {
  findMyTenderer,
  listPersonnelExperience,
  readableTendererId,
  tendererSections,
} from './store';

type SectionArgs = { tendererUuid?: string | null; deleted?: boolean | null };

/**
 * A profile section read: the caller's right to the tenderer first, then its rows (dataList). Served on
 * uaa here and on submission (submission.resolvers.ts).
 */
export const sectionRead = (section: Exclude<keyof typeof tendererSections, 'litigation'>) =>
  signedInOperation(async (args: SectionArgs, { db, user }) => {
    const tendererId = await readableTendererId(db, user, args.tendererUuid);
    return {
      ...success(null),
      dataList: await tendererSections[section](db, tendererId, args.deleted ?? false),
    };
  });

/** A tenderer's profile sections, read on the uaa service, and its own company details. */
export const tendererProfileResolvers = {
  Mutation: {
    createUpdateMyTenderer: signedInOperation(
      async (args: { myTenderer: unknown }, { db, user }) => {
        const { row, created } = await saveMyTenderer(db, user, args.myTenderer);
        return success(row, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
  },
  Query: {
    getMyTenderer: signedInOperation(async (_args: unknown, { db, user }) =>
      success(await findMyTenderer(db, user)),
    ),
    getAllPersonnelInformationsByTendererUuidAndDeleted: sectionRead('personnel'),
    getAllTendererFinancialResourcesByTendererUuidAndDeleted: sectionRead('financialResources'),
    getAllTendererFinancialStatements: sectionRead('financialStatements'),
    getAllPersonnelWorkExperiencesByPersonnelInformationUuidAndDeleted: signedInOperation(
      async (
        args: { personnelInformationUuid?: string | null; deleted?: boolean | null },
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
      async (
        args: SectionArgs & { entityUuid?: string | null; entityType?: string | null },
        { db, user },
      ) => {
        const tendererId = await readableTendererId(db, user, args.tendererUuid);
        return {
          ...success(null),
          dataList: await tendererSections.litigation(
            db,
            tendererId,
            args.deleted ?? false,
            args.entityUuid ?? undefined,
            args.entityType ?? undefined,
          ),
        };
      },
    ),
  },
};
