import { ResponseCode } from '../contract/responseCodes';
import type { ZabuniDataProvider } from './operations/customMethods';
import { profileSections } from './operations/tendererProfileMethods';
import { ResponseCodeError } from './responses';

export interface ProfileCompleteness {
  tenderer: { uuid: string; name: string } | null;
  /** Rows per section; the company details count as one section of their own. */
  counts: Record<(typeof profileSections)[number]['key'], number>;
  percentage: number;
}

/** The signed-in tenderer's profile, section by section (deleted false), and how complete it is. */
export async function fetchProfileCompleteness(
  dataProvider: ZabuniDataProvider,
): Promise<ProfileCompleteness> {
  const emptyCounts = Object.fromEntries(
    profileSections.map((s) => [s.key, 0]),
  ) as ProfileCompleteness['counts'];
  let tenderer: { uuid: string; name: string };
  try {
    tenderer = await dataProvider.getMyTenderer();
  } catch (error) {
    if (error instanceof ResponseCodeError && error.code === ResponseCode.NOT_FOUND) {
      return { tenderer: null, counts: emptyCounts, percentage: 0 };
    }
    throw error;
  }
  const lists = await Promise.all(
    profileSections.map(({ operation }) =>
      dataProvider[operation]({ tendererUuid: tenderer.uuid }),
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
