import zlib from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ResponseCode } from '../../contract/responseCodes';
import { institutions, users } from '../../server/db/schema/identity';
import { financialYears } from '../../server/db/schema/planning';
import { ocdsPackageErrors, ocdsRecordPackageErrors, ocdsReleaseErrors } from '../support/ocds';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  startTestServer,
  type TestServer,
} from './support/testServer';

/**
 * Open contracting data (issue 22): planned procurements keep their ocid across edits and deletes,
 * each change of a published plan appends releases with unique ids, and only published plans are
 * public, as OCDS 1.1.5 packages (release, record, feed, bulk) that validate against the standard.
 */

const OFFICER = { email: 'planner@open.test', password: 'Planner-Passw0rd!' };
const ACCOUNTING = { email: 'ao@open.test', password: 'Accounting-Passw0rd!' };
const PREFIX = 'ocds-test01';
const OCDS = '/zabuni-app/ocds';

type Json = Record<string, unknown>;
type Release = Json & { ocid: string; id: string; date: string; tag: string[]; tender: Json };
type ReleasePackage = Json & { uri: string; releases: Release[]; links?: { next: string } };
type RecordPackage = Json & {
  uri: string;
  records: { ocid: string; releases: Release[]; compiledRelease: Release }[];
};
type Item = { uuid: string; ocid: string; description: string; estimatedAmount: number };
type Plan = { uuid: string; publishedAt: string | null; items: Item[] };

let server: TestServer;
let officer: string;
let accounting: string;
let yearUuid: string;
let methodUuid: string;

beforeAll(async () => {
  server = await startTestServer({
    OCDS_OCID_PREFIX: PREFIX,
    OCDS_PUBLISHER_NAME: 'Public Procurement Regulatory Authority',
    OCDS_PUBLISHER_SCHEME: 'TZ-BRLA',
    OCDS_PUBLISHER_UID: '123456789',
    OCDS_PUBLISHER_URI: 'https://www.ppra.go.tz',
    OCDS_PUBLICATION_POLICY: 'https://www.ppra.go.tz/open-data-policy',
  });
  const [ministry] = await server.db
    .insert(institutions)
    .values([{ name: 'Ministry of Water' }])
    .returning();
  for (const [person, role] of [
    [OFFICER, 'PROCUREMENT_OFFICER'],
    [ACCOUNTING, 'ACCOUNTING_OFFICER'],
  ] as const) {
    await server.createUser({ ...person, role });
    await server.db
      .update(users)
      .set({ institutionId: ministry.id })
      .where(eq(users.email, person.email));
  }
  const [year] = await server.db
    .insert(financialYears)
    .values({ code: '2026/2027', startDate: '2026-07-01', endDate: '2027-06-30' })
    .returning();
  yearUuid = year.uuid;
  officer = await server.accessToken(OFFICER.email, OFFICER.password);
  accounting = await server.accessToken(ACCOUNTING.email, ACCOUNTING.password);
  const methods = await server.envelope<{ rows: { uuid: string; code: string }[] }>(
    'app',
    'query ($input: AppPageInput) { getProcurementMethods(input: $input) { code message data { rows { uuid code } } } }',
    { input: { page: 1, pageSize: 50 } },
    officer,
  );
  methodUuid = methods.data!.rows.find((m) => m.code === 'NCT')!.uuid;
});
afterAll(async () => {
  await server?.stop();
});

const PLAN = 'uuid publishedAt items { uuid ocid description estimatedAmount }';
const planInput = (
  title: string,
  items: { uuid?: string; description: string; amount: number }[],
  description: string | null = 'Water supply projects',
) => ({
  title,
  description,
  financialYearUuid: yearUuid,
  items: items.map((item) => ({
    uuid: item.uuid,
    description: item.description,
    category: 'WORKS',
    procurementMethodUuid: methodUuid,
    estimatedAmount: item.amount,
  })),
});
const createPlan = (input: unknown) =>
  server.envelope<Plan>(
    'app',
    `mutation ($p: AnnualProcurementPlanInput!) { createAnnualProcurementPlan(annualProcurementPlan: $p) { code message data { ${PLAN} } } }`,
    { p: input },
    officer,
  );
const updatePlan = (uuid: string, input: unknown) =>
  server.envelope<Plan>(
    'app',
    `mutation ($p: AnnualProcurementPlanInput!, $uuid: String!) { updateAnnualProcurementPlan(annualProcurementPlan: $p, annualProcurementPlanUuid: $uuid) { code message data { ${PLAN} } } }`,
    { p: input, uuid },
    officer,
  );
const publishPlan = (uuid: string, token: string) =>
  server.envelope<Plan>(
    'app',
    `mutation ($uuid: String!) { publishAnnualProcurementPlan(annualProcurementPlanUuid: $uuid) { code message data { ${PLAN} } } }`,
    { uuid },
    token,
  );
const deletePlan = (uuid: string) =>
  server.envelope(
    'app',
    'mutation ($uuid: String!) { deleteAnnualProcurementPlan(annualProcurementPlanUuid: $uuid) { code message } }',
    { uuid },
    officer,
  );

/** A public GET, signed out, with its status, headers and raw body. */
async function fetchPublic(pathOrUrl: string, headers: Record<string, string> = {}) {
  const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${server.baseUrl}${pathOrUrl}`;
  const response = await fetch(url, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}
async function getJson<T>(path: string): Promise<{ status: number; body: T }> {
  const { status, body } = await fetchPublic(path);
  return { status, body: (body.length ? JSON.parse(body.toString('utf8')) : null) as T };
}
/** A package's uri, fetched where the test server listens (its PUBLIC_URL names localhost). */
const uriPath = (uri: string) => {
  const url = new URL(uri);
  return `${url.pathname}${url.search}`;
};
async function bulkLines(): Promise<Release[]> {
  const bulk = await fetchPublic(`${OCDS}/releases.jsonl.gz`);
  expect(bulk.status).toBe(200);
  expect(bulk.headers.get('content-type')).toBe('application/gzip');
  const text = zlib.gunzipSync(bulk.body).toString('utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as Release);
}

/**
 * Every empty string, blank string, empty object or empty array in a value, by its path (a null is
 * how OCDS removes a field an earlier release had, so it is not empty data).
 */
function emptyValues(value: unknown, at = ''): string[] {
  if (typeof value === 'string') return value.trim() === '' ? [at] : [];
  if (value === null) return [];
  if (Array.isArray(value)) {
    return value.length === 0 ? [at] : value.flatMap((item, i) => emptyValues(item, `${at}/${i}`));
  }
  if (typeof value === 'object') {
    const entries = Object.entries(value);
    return entries.length === 0
      ? [at]
      : entries.flatMap(([key, field]) => emptyValues(field, `${at}/${key}`));
  }
  return [];
}

/** Checks what every public package must be: valid, its uri fetching it, no empty values. */
async function checkReleasePackage(body: ReleasePackage) {
  expect(ocdsPackageErrors(body)).toEqual([]);
  expect(emptyValues(body)).toEqual([]);
  expect(body).toMatchObject({
    version: '1.1',
    publisher: {
      name: 'Public Procurement Regulatory Authority',
      scheme: 'TZ-BRLA',
      uid: '123456789',
      uri: 'https://www.ppra.go.tz',
    },
    license: 'https://creativecommons.org/licenses/by/4.0/',
    publicationPolicy: 'https://www.ppra.go.tz/open-data-policy',
  });
  expect(body.uri).toMatch(/^http:\/\/localhost:\d+\/zabuni-app\/ocds\//);
  const again = await getJson<ReleasePackage>(uriPath(body.uri));
  expect(again.status).toBe(200);
  expect(again.body).toEqual(body);
}

describe('open contracting data of annual procurement plans', () => {
  let planUuid: string;
  let draftUuid: string;
  let items: Item[];

  it('gives every planned procurement a permanent ocid with the configured prefix when created', async () => {
    const created = await createPlan(
      planInput('APP 2026/2027 water', [
        { description: 'Boreholes in Dodoma', amount: 300000000 },
        { description: 'Water treatment chemicals', amount: 45000000 },
        { description: 'Pipeline rehabilitation', amount: 900000000 },
      ]),
    );
    expect(created.code).toBe(9000);
    planUuid = created.data!.uuid;
    items = created.data!.items;
    expect(created.data!.publishedAt).toBeNull();
    for (const item of items) expect(item.ocid).toBe(`${PREFIX}-${item.uuid}`);
    expect(new Set(items.map((item) => item.ocid)).size).toBe(3);
    const draft = await createPlan(
      planInput('Draft plan never published', [{ description: 'Secret draft', amount: 1000 }]),
    );
    draftUuid = draft.data!.uuid;
  });

  it('publishes nothing before a plan is published, signed in or out', async () => {
    for (const uuid of [planUuid, draftUuid]) {
      expect((await getJson(`${OCDS}/annual-procurement-plans/${uuid}`)).status).toBe(404);
      expect((await server.get(`${OCDS}/annual-procurement-plans/${uuid}`, officer)).status).toBe(
        404,
      );
    }
    expect((await getJson(`${OCDS}/records/${items[0].ocid}`)).status).toBe(404);
    expect((await fetchPublic(`${OCDS}/releases`)).status).toBe(204);
    expect(await bulkLines()).toEqual([]);
    expect((await getJson<{ plans: unknown[] }>(`${OCDS}/plans`)).body.plans).toEqual([]);
    expect((await getJson(`${OCDS}/annual-procurement-plans/${planUuid}/preview`)).status).toBe(
      401,
    );
  });

  it('previews what publishing will publish, writing nothing', async () => {
    const preview = await server.get<ReleasePackage>(
      `${OCDS}/annual-procurement-plans/${planUuid}/preview`,
      officer,
    );
    expect(preview.status).toBe(200);
    expect(ocdsPackageErrors(preview.body)).toEqual([]);
    expect(preview.body.releases.map((r) => [r.ocid, r.tag])).toEqual(
      items.map((item) => [item.ocid, ['planning']]),
    );
    expect((await fetchPublic(`${OCDS}/releases`)).status).toBe(204);
  });

  it('publishes only with the publish permission', async () => {
    const refused = await publishPlan(planUuid, officer);
    expect(refused.code).toBe(ResponseCode.FORBIDDEN);
    expect((await getJson(`${OCDS}/annual-procurement-plans/${planUuid}`)).status).toBe(404);
    const published = await publishPlan(planUuid, accounting);
    expect(published).toMatchObject({
      code: 9000,
      message: 'Annual Procurement Plan published as open data',
    });
    expect(published.data!.publishedAt).not.toBeNull();
    // Publishing again publishes nothing new.
    expect((await publishPlan(planUuid, accounting)).code).toBe(9000);
  });

  it('answers the published plan signed out as a valid release package whose uri fetches it', async () => {
    const { status, body } = await getJson<ReleasePackage>(
      `${OCDS}/annual-procurement-plans/${planUuid}`,
    );
    expect(status).toBe(200);
    await checkReleasePackage(body);
    expect(body.releases).toHaveLength(3);
    expect(body.releases[0]).toMatchObject({
      ocid: items[0].ocid,
      id: `${items[0].ocid}-1`,
      tag: ['planning'],
      buyer: { name: 'Ministry of Water' },
      planning: { rationale: 'Water supply projects' },
      tender: { id: items[0].uuid, status: 'planning', procurementMethod: 'open' },
    });
    expect(body.publishedDate).toBe(body.releases[2].date);
  });

  it('keeps ocids across an edit and publishes only what changed, with the removal as withdrawn', async () => {
    const updated = await updatePlan(
      planUuid,
      planInput('APP 2026/2027 water', [
        { uuid: items[0].uuid, description: 'Boreholes in Dodoma', amount: 350000000 },
        { uuid: items[1].uuid, description: 'Water treatment chemicals', amount: 45000000 },
        { description: 'Water meters', amount: 20000000 },
      ]),
    );
    expect(updated.code).toBe(9000);
    const after = updated.data!.items;
    expect(after.slice(0, 2).map((item) => [item.uuid, item.ocid])).toEqual(
      items.slice(0, 2).map((item) => [item.uuid, item.ocid]),
    );
    expect(after[2].ocid).toBe(`${PREFIX}-${after[2].uuid}`);
    expect(items.map((item) => item.ocid)).not.toContain(after[2].ocid);

    const { body } = await getJson<ReleasePackage>(`${OCDS}/annual-procurement-plans/${planUuid}`);
    await checkReleasePackage(body);
    expect(body.releases.slice(3).map((r) => [r.id, r.tag[0], r.tender.status])).toEqual(
      expect.arrayContaining([
        [`${items[0].ocid}-2`, 'planningUpdate', 'planning'],
        [`${items[2].ocid}-2`, 'planningUpdate', 'withdrawn'],
        [`${after[2].ocid}-1`, 'planning', 'planning'],
      ]),
    );
    // The unchanged planned procurement has no new release.
    expect(body.releases.filter((r) => r.ocid === items[1].ocid)).toHaveLength(1);
    expect(body.releases).toHaveLength(6);
    items = [...after, items[2]];
  });

  it('leaves out a blank description instead of publishing an empty string', async () => {
    const updated = await updatePlan(
      planUuid,
      planInput(
        'APP 2026/2027 water (revised)',
        items.slice(0, 3).map((item) => ({ ...item, amount: item.estimatedAmount })),
        ' ',
      ),
    );
    expect(updated.code).toBe(9000);
    const { body } = await getJson<ReleasePackage>(`${OCDS}/annual-procurement-plans/${planUuid}`);
    await checkReleasePackage(body);
    const latest = body.releases.slice(-3);
    expect(latest.map((r) => r.tag[0])).toEqual([
      'planningUpdate',
      'planningUpdate',
      'planningUpdate',
    ]);
    for (const release of latest) {
      // The earlier rationale is removed the OCDS way (null), never published as "".
      expect(release.planning).toHaveProperty('rationale', null);
      expect(release.planning).toMatchObject({
        budget: { description: 'APP 2026/2027 water (revised) (2026/2027)' },
      });
    }
  });

  it('answers a record package per ocid with every release and the compiled release', async () => {
    const { status, body } = await getJson<RecordPackage>(`${OCDS}/records/${items[0].ocid}`);
    expect(status).toBe(200);
    expect(ocdsRecordPackageErrors(body)).toEqual([]);
    expect(emptyValues(body)).toEqual([]);
    expect((await getJson<RecordPackage>(uriPath(body.uri))).body).toEqual(body);
    const [record] = body.records;
    expect(record.ocid).toBe(items[0].ocid);
    expect(record.releases.map((r) => r.id)).toEqual([1, 2, 3].map((n) => `${items[0].ocid}-${n}`));
    expect(record.compiledRelease).toMatchObject({
      ocid: items[0].ocid,
      tag: ['compiled'],
      date: record.releases[2].date,
      tender: { value: { amount: 350000000 }, status: 'planning' },
      planning: { budget: { project: 'APP 2026/2027 water (revised)' } },
      parties: [{ roles: ['buyer', 'procuringEntity'] }],
    });
    expect(record.compiledRelease.planning).not.toHaveProperty('rationale');
    expect(body.packages).toEqual([
      expect.stringMatching(new RegExp(`/annual-procurement-plans/${planUuid}$`)),
    ]);

    const removed = await getJson<RecordPackage>(`${OCDS}/records/${items[3].ocid}`);
    expect(ocdsRecordPackageErrors(removed.body)).toEqual([]);
    expect(removed.body.records[0].compiledRelease.tender.status).toBe('withdrawn');
  });

  it('publishes a deleted plan’s planned procurements as withdrawn, keeping their ocids reachable', async () => {
    expect((await deletePlan(planUuid)).code).toBe(9000);
    const { body } = await getJson<ReleasePackage>(`${OCDS}/annual-procurement-plans/${planUuid}`);
    await checkReleasePackage(body);
    const latest = body.releases.slice(-3);
    expect(latest.map((r) => [r.ocid, r.tag[0], r.tender.status]).sort()).toEqual(
      items
        .slice(0, 3)
        .map((item) => [item.ocid, 'planningUpdate', 'withdrawn'])
        .sort(),
    );
    for (const item of items) {
      const record = await getJson<RecordPackage>(`${OCDS}/records/${item.ocid}`);
      expect(record.status).toBe(200);
      expect(ocdsRecordPackageErrors(record.body)).toEqual([]);
      expect(record.body.records[0].compiledRelease.tender.status).toBe('withdrawn');
    }
    expect((await getJson<{ plans: unknown[] }>(`${OCDS}/plans`)).body.plans).toEqual([]);
  });

  it('pages the feed of every release through links.next, each page a valid package', async () => {
    const seen: Release[] = [];
    let next: string | undefined = `${OCDS}/releases?limit=4`;
    let pages = 0;
    for (;;) {
      const page = await fetchPublic(next.startsWith('http') ? uriPath(next) : next);
      if (page.status === 204) break;
      expect(page.status).toBe(200);
      const body = JSON.parse(page.body.toString('utf8')) as ReleasePackage;
      await checkReleasePackage(body);
      expect(body.releases.length).toBeLessThanOrEqual(4);
      seen.push(...body.releases);
      next = body.links!.next;
      pages += 1;
      expect(pages).toBeLessThan(10);
    }
    expect(pages).toBe(3);
    const ids = seen.map((release) => release.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seen).toHaveLength(12);
    const ordered = [...seen].sort((a, b) => a.date.localeCompare(b.date));
    expect(seen.map((r) => r.date)).toEqual(ordered.map((r) => r.date));

    const since = seen[9].date;
    const recent = await getJson<ReleasePackage>(
      `${OCDS}/releases?since=${encodeURIComponent(since)}`,
    );
    expect(recent.body.releases.map((r) => r.id)).toEqual(seen.slice(9).map((r) => r.id));
    const bad = await getJson<{ code: number; message: string }>(
      `${OCDS}/releases?since=yesterday`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: ResponseCode.INVALID_INPUT,
      message: 'since must be a date and time, e.g. 2026-07-01T00:00:00Z',
    });
    expect((await getJson(`${OCDS}/releases?cursor=nonsense`)).status).toBe(400);
    expect((await getJson(`${OCDS}/releases?limit=0`)).status).toBe(400);
  });

  it('offers every release, each valid, in the gzipped JSON Lines bulk file, rebuilt when releases are added', async () => {
    const lines = await bulkLines();
    expect(lines).toHaveLength(12);
    for (const line of lines) {
      expect(ocdsReleaseErrors(line)).toEqual([]);
      expect(emptyValues(line)).toEqual([]);
    }
    const ids = lines.map((release) => release.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(lines.map((r) => r.ocid)).not.toContain(`${PREFIX}-${draftUuid}`);
    const first = await fetchPublic(`${OCDS}/releases.jsonl.gz`);
    const etag = first.headers.get('etag')!;
    expect((await fetchPublic(`${OCDS}/releases.jsonl.gz`, { 'if-none-match': etag })).status).toBe(
      304,
    );

    const another = await createPlan(
      planInput('APP 2027 sanitation', [{ description: 'Sewer lines', amount: 70000000 }]),
    );
    expect((await publishPlan(another.data!.uuid, accounting)).code).toBe(9000);
    const rebuilt = await fetchPublic(`${OCDS}/releases.jsonl.gz`, { 'if-none-match': etag });
    expect(rebuilt.status).toBe(200);
    expect(await bulkLines()).toHaveLength(13);
    const plans = await getJson<{ plans: Json[] }>(`${OCDS}/plans`);
    expect(plans.body.plans).toEqual([
      expect.objectContaining({
        uuid: another.data!.uuid,
        title: 'APP 2027 sanitation',
        institution: 'Ministry of Water',
        financialYear: '2026/2027',
        releases: 1,
      }),
    ]);
  });

  it('never shows the unpublished plan, its ocids or releases to anyone signed out', async () => {
    expect((await getJson(`${OCDS}/annual-procurement-plans/${draftUuid}`)).status).toBe(404);
    const draft = await server.envelope<Plan>(
      'app',
      `query ($uuid: String!) { findAnnualProcurementPlanByUuid(uuid: $uuid) { code message data { ${PLAN} } } }`,
      { uuid: draftUuid },
      officer,
    );
    const draftOcid = draft.data!.items[0].ocid;
    expect((await getJson(`${OCDS}/records/${draftOcid}`)).status).toBe(404);
    const feed = await getJson<ReleasePackage>(`${OCDS}/releases?limit=1000`);
    expect(feed.body.releases.map((r) => r.ocid)).not.toContain(draftOcid);
    expect(JSON.stringify(feed.body)).not.toContain('Secret draft');
    expect((await bulkLines()).map((r) => r.ocid)).not.toContain(draftOcid);
    expect((await getJson(`${OCDS}/annual-procurement-plans/not-a-uuid`)).status).toBe(404);
    expect((await getJson(`${OCDS}/records/%E0%A4%A`)).status).toBe(404);
  });

  it('keeps releases append-only: the database refuses to change or remove one', async () => {
    await expect(
      server.db.execute(sql`UPDATE ocds_releases SET tag = 'planning'`),
    ).rejects.toThrow();
    await expect(server.db.execute(sql`DELETE FROM ocds_releases`)).rejects.toThrow();
    expect(await bulkLines()).toHaveLength(13);
  });

  it('lets a platform administrator publish any institution’s plan', async () => {
    const plan = await createPlan(
      planInput('APP 2027 irrigation', [{ description: 'Irrigation canals', amount: 5000000 }]),
    );
    const admin = await server.accessToken(ADMIN_EMAIL, ADMIN_PASSWORD);
    expect((await publishPlan(plan.data!.uuid, admin)).code).toBe(9000);
    expect((await getJson(`${OCDS}/annual-procurement-plans/${plan.data!.uuid}`)).status).toBe(200);
  });
});
