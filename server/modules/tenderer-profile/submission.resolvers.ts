import { signedInOperation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { readableTendererId, tendererSections } from './store';

type SectionArgs = { tendererUuid?: string | null; deleted?: boolean | null };

const sectionRead = (section: 'workEquipments' | 'workExperiences') =>
  signedInOperation(async (args: SectionArgs, { db, user }) => {
    const tendererId = await readableTendererId(db, user, args.tendererUuid);
    return {
      ...success(null),
      dataList: await tendererSections[section](db, tendererId, args.deleted ?? false),
    };
  });

/** A tenderer's work equipment and experience, read on the submission service. */
export const submissionTendererProfileResolvers = {
  Query: {
    getAllWorkEquipmentsByTendererUuidAndDeleted: sectionRead('workEquipments'),
    getAllTendererWorkExperiences: sectionRead('workExperiences'),
  },
};
