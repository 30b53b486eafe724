import { product } from './api';
import { sendJson } from './http';
import { getFreshAccessToken } from './authApi';

/**
 * What the plan publishes as open data (its OCDS release package, with the changes not yet
 * published as publishing would make them), saved as a JSON file by the browser.
 */
export async function downloadPlanAsOcds(planUuid: string): Promise<void> {
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
  const url = URL.createObjectURL(
    new Blob([JSON.stringify(await response.json(), null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = `ocds-annual-procurement-plan-${planUuid}.json`;
  link.click();
  URL.revokeObjectURL(url);
}
