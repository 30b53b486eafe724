import { product } from '../../providers/api';
import { toCsv } from '../../providers/csvExport';
import { downloadFile } from '../../providers/fileDownloads';
import type {
  OcdsRelease,
  OcdsReleasePackage,
} from '../../resources/annual-procurement-plans/ocds';

/**
 * The public open data (OCDS) of published annual procurement plans, read without signing in:
 * the list of plans, each plan's release package as JSON or CSV, and the bulk file's address.
 */

export interface PublishedPlan {
  uuid: string;
  title: string;
  institution: string;
  financialYear: string;
  publishedAt: string;
  releases: number;
  /** The address of its OCDS release package. */
  package: string;
}

export interface OpenDataIndex {
  plans: PublishedPlan[];
  feed: string;
  bulk: string;
  license: string;
  publisher: string;
}

const ocdsPath = (path: string) => `/${product}-app/ocds${path}`;

async function getPublic<T>(path: string): Promise<T> {
  const response = await fetch(ocdsPath(path), { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return (await response.json()) as T;
}

export const fetchOpenDataIndex = () => getPublic<OpenDataIndex>('/plans');

export const fetchPlanPackage = (planUuid: string) =>
  getPublic<OcdsReleasePackage>(`/annual-procurement-plans/${encodeURIComponent(planUuid)}`);

/** Where the bulk file of every release is (JSON Lines, gzipped). */
export const bulkFileUrl = ocdsPath('/releases.jsonl.gz');

/** Each ocid's newest release (the planned procurement as it stands), in the package's order. */
export function latestReleases(releases: OcdsRelease[]): OcdsRelease[] {
  const latest = new Map<string, OcdsRelease>();
  for (const release of releases) latest.set(release.ocid, release);
  return [...latest.values()];
}

/**
 * A plan's planned procurements as CSV, one row per ocid as it stands, through the one CSV exporter
 * (cells a spreadsheet would read as formulas are escaped).
 */
export function planAsCsv(plan: PublishedPlan, releases: OcdsRelease[]): string {
  return toCsv(
    latestReleases(releases).map((release) => ({
      ocid: release.ocid,
      institution: plan.institution,
      financialYear: plan.financialYear,
      plan: plan.title,
      procurement: release.tender?.title,
      category: release.tender?.mainProcurementCategory,
      method: release.tender?.procurementMethod,
      methodDetails: release.tender?.procurementMethodDetails,
      amount: release.tender?.value?.amount,
      currency: release.tender?.value?.currency,
      status: release.tender?.status,
      releaseId: release.id,
      date: release.date,
    })),
  );
}

const fileName = (plan: PublishedPlan, extension: string) =>
  `ocds-${plan.institution}-${plan.financialYear}-${plan.uuid}`
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .concat(`.${extension}`);

export async function downloadPlanJson(plan: PublishedPlan): Promise<void> {
  const body = await fetchPlanPackage(plan.uuid);
  downloadFile(
    fileName(plan, 'json'),
    new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }),
  );
}

export async function downloadPlanCsv(plan: PublishedPlan): Promise<void> {
  const body = await fetchPlanPackage(plan.uuid);
  downloadFile(
    fileName(plan, 'csv'),
    new Blob([planAsCsv(plan, body.releases)], { type: 'text/csv;charset=utf-8' }),
  );
}
