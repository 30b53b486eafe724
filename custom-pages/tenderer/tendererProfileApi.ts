import { ResponseCode } from '../../contract/responseCodes';
import type { ZabuniDataProvider } from '../../providers/zabuniDataProvider';
import { profileSections, type MyTenderer } from './methods';
import { ResponseCodeError } from '../../providers/responses';

type SectionKey = (typeof profileSections)[number]['key'];

export interface ProfileCompleteness {
  tenderer: MyTenderer | null;
  /** The person's own name; null while they have given none (a self-registered account's is its email). */
  personName: string | null;
  /** Rows per section. */
  counts: Record<SectionKey, number>;
  /** The company details and each counted section with rows, over all of them. */
  percentage: number;
}

const countedSections = profileSections.filter((section) => !('partOf' in section));

/** The signed-in tenderer's registration, section by section (deleted false), and how complete it is. */
export async function fetchProfileCompleteness(
  dataProvider: ZabuniDataProvider,
): Promise<ProfileCompleteness> {
  const me = await dataProvider.getMyDetails();
  const personName = me.fullName && me.fullName !== me.email ? me.fullName : null;
  const emptyCounts = Object.fromEntries(
    profileSections.map((s) => [s.key, 0]),
  ) as ProfileCompleteness['counts'];
  let tenderer: MyTenderer;
  try {
    tenderer = await dataProvider.getMyTenderer();
  } catch (error) {
    if (error instanceof ResponseCodeError && error.code === ResponseCode.NOT_FOUND) {
      return { tenderer: null, personName, counts: emptyCounts, percentage: 0 };
    }
    throw error;
  }
  const lists = await Promise.all(
    profileSections.map(({ operation }) => dataProvider[operation]()),
  );
  const counts = Object.fromEntries(
    profileSections.map((section, i) => [section.key, lists[i].length]),
  ) as ProfileCompleteness['counts'];
  const filled = 1 + countedSections.filter((section) => counts[section.key] > 0).length;
  return {
    tenderer,
    personName,
    counts,
    percentage: Math.round((filled / (countedSections.length + 1)) * 100),
  };
}
