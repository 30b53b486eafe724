import { product } from '../../providers/api';
import { sendJson } from '../../providers/http';
import { getFreshAccessToken } from '../../providers/authApi';
import { saveFile, type OcdsReleasePackage } from './openDataApi';

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
  saveFile(
    JSON.stringify(preview, null, 2),
    'application/json',
    `ocds-annual-procurement-plan-${planUuid}.json`,
  );
}
