import { sectionRead } from './resolvers';

/** A tenderer's work equipment and experience, read on the submission service. */
export const submissionTendererProfileResolvers = {
  Query: {
    getAllWorkEquipmentsByTendererUuidAndDeleted: sectionRead('workEquipments'),
    getAllTendererWorkExperiences: sectionRead('workExperiences'),
  },
};
