import { gql } from '@apollo/client';
import { customMethod } from './types';

/** The sections of a tenderer profile the completeness page counts, with the read behind each. */
export const profileSections = [
  { key: 'personnel', operation: 'getAllPersonnelInformationsByTendererUuidAndDeleted' },
  { key: 'workExperience', operation: 'getAllTendererWorkExperiences' },
  { key: 'workEquipment', operation: 'getAllWorkEquipmentsByTendererUuidAndDeleted' },
  {
    key: 'financialResources',
    operation: 'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
  },
  { key: 'financialStatements', operation: 'getAllTendererFinancialStatements' },
] as const;

export type ProfileSectionOperation = (typeof profileSections)[number]['operation'];

/** A section's rows that are not deleted (uaa or submission, by the operation). */
const sectionRows = (operation: ProfileSectionOperation) =>
  customMethod<{ tendererUuid: string }, unknown[]>({
    document: gql(`query ${operation}($tendererUuid: String!, $deleted: Boolean) {
      ${operation}(tendererUuid: $tendererUuid, deleted: $deleted) { code message status dataList { uuid } }
    }`),
    variables: ({ tendererUuid }) => ({ tendererUuid, deleted: false }),
  });

export const tendererProfileMethods = {
  getMyTenderer: customMethod<void, { uuid: string; name: string }>({
    document: gql`
      query getMyTenderer {
        getMyTenderer {
          code
          message
          status
          data {
            uuid
            name
          }
        }
      }
    `,
  }),
  ...(Object.fromEntries(
    profileSections.map(({ operation }) => [operation, sectionRows(operation)]),
  ) as Record<ProfileSectionOperation, ReturnType<typeof sectionRows>>),
};
