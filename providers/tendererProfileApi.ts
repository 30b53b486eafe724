import { ResponseCode } from '../contract/responseCodes';
import { graphqlRequest } from './graphqlRequest';
import { ResponseCodeError } from './responses';

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

export interface ProfileCompleteness {
  tenderer: { uuid: string; name: string } | null;
  /** Rows per section; the company details count as one section of their own. */
  counts: Record<(typeof profileSections)[number]['key'], number>;
  percentage: number;
}

/** The signed-in tenderer's profile, section by section (deleted false), and how complete it is. */
export async function fetchProfileCompleteness(): Promise<ProfileCompleteness> {
  const emptyCounts = Object.fromEntries(
    profileSections.map((s) => [s.key, 0]),
  ) as ProfileCompleteness['counts'];
  let tenderer: { uuid: string; name: string };
  try {
    tenderer = await graphqlRequest(
      'getMyTenderer',
      '{ getMyTenderer { code message status data { uuid name } } }',
    );
  } catch (error) {
    if (error instanceof ResponseCodeError && error.code === ResponseCode.NOT_FOUND) {
      return { tenderer: null, counts: emptyCounts, percentage: 0 };
    }
    throw error;
  }
  const lists = await Promise.all(
    profileSections.map(({ operation }) =>
      graphqlRequest<unknown[]>(
        operation,
        `query ($tendererUuid: String!, $deleted: Boolean) { ${operation}(tendererUuid: $tendererUuid, deleted: $deleted) {
          code message status dataList { uuid } } }`,
        { tendererUuid: tenderer.uuid, deleted: false },
      ),
    ),
  );
  const counts = Object.fromEntries(
    profileSections.map((section, i) => [section.key, lists[i].length]),
  ) as ProfileCompleteness['counts'];
  const filled = 1 + Object.values(counts).filter((n) => n > 0).length;
  return {
    tenderer,
    counts,
    percentage: Math.round((filled / (profileSections.length + 1)) * 100),
  };
}
