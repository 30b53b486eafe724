import { envelopeDocument, select } from './documents';
import { gql } from '@apollo/client';
import type { GraphqlService } from '../../contract/services';
import { customMethod } from './types';

/** The sections of a tenderer profile the completeness page counts, with the read behind each. */
export const profileSections = [
  {
    key: 'personnel',
    operation: 'getAllPersonnelInformationsByTendererUuidAndDeleted',
    service: 'uaa',
  },
  { key: 'workExperience', operation: 'getAllTendererWorkExperiences', service: 'submission' },
  {
    key: 'workEquipment',
    operation: 'getAllWorkEquipmentsByTendererUuidAndDeleted',
    service: 'submission',
  },
  {
    key: 'financialResources',
    operation: 'getAllTendererFinancialResourcesByTendererUuidAndDeleted',
    service: 'uaa',
  },
  { key: 'financialStatements', operation: 'getAllTendererFinancialStatements', service: 'uaa' },
] as const satisfies readonly { key: string; operation: string; service: GraphqlService }[];

export type ProfileSectionOperation = (typeof profileSections)[number]['operation'];

/** A section's rows that are not deleted. */
const sectionRows = (operation: ProfileSectionOperation, service: GraphqlService) =>
  customMethod<{ tendererUuid: string }, unknown[]>({
    service,
    document: gql(`query ${operation}($tendererUuid: String!, $deleted: Boolean) {
      ${operation}(tendererUuid: $tendererUuid, deleted: $deleted) { code message status dataList { uuid } }
    }`),
    variables: ({ tendererUuid }) => ({ tendererUuid, deleted: false }),
  });

export const tendererProfileMethods = {
  getMyTenderer: customMethod<void, { uuid: string; name: string }>({
    service: 'uaa',
    document: envelopeDocument('query', 'getMyTenderer', {}, select.record('uuid name')),
  }),
  ...(Object.fromEntries(
    profileSections.map(({ operation, service }) => [operation, sectionRows(operation, service)]),
  ) as Record<ProfileSectionOperation, ReturnType<typeof sectionRows>>),
};
