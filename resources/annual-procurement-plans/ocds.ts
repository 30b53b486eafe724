import { product } from '../../providers/api';
import { sendJson } from '../../providers/http';
import { getFreshAccessToken } from '../../providers/authApi';
import { downloadFile } from '../../providers/fileDownloads';

/**
 * An annual procurement plan as open data (OCDS): the shape of a release as the screens read it (the
 * fields they show), and the signed-in preview of what a plan publishes. The public open-data page
 * (custom-pages/open-data) reads the same shape.
 */

/** One OCDS release as the screens read it (the fields they show). */
export interface OcdsRelease {
  ocid: string;
  id: string;
  date: string;
  tag: string[];
  tender?: {
    title?: string;
    status?: string;
    procurementMethod?: string;
    procurementMethodDetails?: string;
    mainProcurementCategory?: string;
    value?: { amount?: number; currency?: string };
  };
}

export interface OcdsReleasePackage {
  uri: string;
  publishedDate: string;
  releases: OcdsRelease[];
}

/**
 * What the plan publishes as open data (its OCDS release package, with the changes not yet
 * published as publishing would make them), signed in.
 */
export async function fetchPlanPreview(planUuid: string): Promise<OcdsReleasePackage> {
  const response = await sendJson(
    'GET',
    `/${product}-app/ocds/annual-procurement-plans/${encodeURIComponent(planUuid)}/preview`,
    undefined,
    { token: await getFreshAccessToken() },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { message?: string };
    throw new Error(body.message ?? response.statusText);
  }
  return (await response.json()) as OcdsReleasePackage;
}

/** The preview saved as a JSON file by the browser. */
export async function downloadPlanAsOcds(planUuid: string): Promise<void> {
  const preview = await fetchPlanPreview(planUuid);
  downloadFile(
    `ocds-annual-procurement-plan-${planUuid}.json`,
    new Blob([JSON.stringify(preview, null, 2)], { type: 'application/json' }),
  );
}
