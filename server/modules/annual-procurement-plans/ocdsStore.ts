import { and, asc, desc, eq, gt, gte, isNotNull, max, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutions } from '../../db/schema/identity';
import {
  annualProcurementPlanItems,
  annualProcurementPlans,
  financialYears,
  ocdsReleases,
} from '../../db/schema/planning';
import {
  canonical,
  contentOf,
  fullRelease,
  releaseContent,
  prune,
  withdrawnContent,
  withRemovals,
  type JsonObject,
} from './ocds';
import { liveItemsWithMethods } from './items.store';

/**
 * The OCDS releases of published plans: appended in the transaction of each change to a published
 * plan (never updated or deleted: the table refuses both), and read by the public OCDS paths.
 */

interface Latest {
  ocid: string;
  seq: number;
  release: JsonObject;
}

/**
 * What the plan's planned procurements say now against what was last published for each ocid: a
 * `planning` release for an ocid never published, a `planningUpdate` for one whose content changed,
 * and a `planningUpdate` with tender.status withdrawn for one that was removed (or whose plan was
 * deleted). With `dryRun` nothing is written: the preview of what publishing would add.
 */
export async function appendPlanReleases(
  db: Db,
  planId: number,
  date: Date,
  { dryRun = false } = {},
): Promise<{ appended: JsonObject[]; current: JsonObject[] }> {
  // One change of a plan appends at a time (the next release number is read below).
  if (!dryRun) {
    await db
      .select({ id: annualProcurementPlans.id })
      .from(annualProcurementPlans)
      .where(eq(annualProcurementPlans.id, planId))
      .for('update');
  }
  const plan = await planToRelease(db, planId);
  const items = plan.deleted
    ? []
    : await liveItemsWithMethods(
        db,
        and(
          eq(annualProcurementPlanItems.planId, planId),
          isNotNull(annualProcurementPlanItems.ocid),
        ),
      );
  const latest = await latestReleases(db, planId);

  const appended: JsonObject[] = [];
  const current: JsonObject[] = [];
  const rows: (typeof ocdsReleases.$inferInsert)[] = [];
  const append = (
    ocid: string,
    content: JsonObject,
    prior: Latest | undefined,
    tag: 'planning' | 'planningUpdate',
  ) => {
    const seq = (prior?.seq ?? 0) + 1;
    const release = fullRelease(content, `${ocid}-${seq}`, date, tag);
    appended.push(release);
    current.push(release);
    rows.push({ releaseId: `${ocid}-${seq}`, ocid, seq, planId, date, tag, release });
  };

  const live = new Set<string>();
  for (const item of items) {
    const ocid = item.ocid!;
    live.add(ocid);
    const content = releaseContent({
      plan,
      financialYearCode: plan.financialYearCode,
      buyer: { uuid: plan.buyerUuid, name: plan.buyerName },
      item: { ...item, ocid, estimatedAmount: Number(item.estimatedAmount) },
    });
    const prior = latest.get(ocid);
    // What the ocid says now: its last release without the nulls that removed fields.
    const before = prior && (prune(contentOf(prior.release)) as JsonObject);
    if (!prior || !before) append(ocid, content, prior, 'planning');
    else if (canonical(before) !== canonical(content)) {
      append(ocid, withRemovals(before, content), prior, 'planningUpdate');
    } else current.push(prior.release);
  }
  for (const prior of latest.values()) {
    if (live.has(prior.ocid)) continue;
    const last = prune(contentOf(prior.release)) as JsonObject;
    const tender = last.tender as JsonObject | undefined;
    if (tender?.status === 'withdrawn') current.push(prior.release);
    else append(prior.ocid, withdrawnContent(last), prior, 'planningUpdate');
  }
  if (!dryRun && rows.length > 0) await db.insert(ocdsReleases).values(rows);
  return { appended, current };
}

/** The plan's own fields a release states, with its financial year and buyer. */
async function planToRelease(db: Db, planId: number) {
  const [plan] = await db
    .select({
      uuid: annualProcurementPlans.uuid,
      title: annualProcurementPlans.title,
      description: annualProcurementPlans.description,
      currency: annualProcurementPlans.currency,
      deleted: annualProcurementPlans.deleted,
      financialYearCode: financialYears.code,
      buyerUuid: institutions.uuid,
      buyerName: institutions.name,
    })
    .from(annualProcurementPlans)
    .innerJoin(financialYears, eq(financialYears.id, annualProcurementPlans.financialYearId))
    .innerJoin(institutions, eq(institutions.id, annualProcurementPlans.institutionId))
    .where(eq(annualProcurementPlans.id, planId));
  return plan;
}

/** The last release published for each ocid of the plan. */
async function latestReleases(db: Db, planId: number): Promise<Map<string, Latest>> {
  const latestRows = await db
    .selectDistinctOn([ocdsReleases.ocid], {
      ocid: ocdsReleases.ocid,
      seq: ocdsReleases.seq,
      release: ocdsReleases.release,
    })
    .from(ocdsReleases)
    .where(eq(ocdsReleases.planId, planId))
    .orderBy(ocdsReleases.ocid, desc(ocdsReleases.seq));
  return new Map<string, Latest>(
    latestRows.map((row) => [row.ocid, { ...row, release: row.release as JsonObject }]),
  );
}

/** A published plan (deleted ones too: what was published stays) and its releases, oldest first. */
export async function publishedPlanReleases(db: Db, planUuid: string) {
  const [plan] = await db
    .select({ id: annualProcurementPlans.id })
    .from(annualProcurementPlans)
    .where(
      and(eq(annualProcurementPlans.uuid, planUuid), isNotNull(annualProcurementPlans.publishedAt)),
    );
  if (!plan) return undefined;
  const rows = await db
    .select({ release: ocdsReleases.release })
    .from(ocdsReleases)
    .where(eq(ocdsReleases.planId, plan.id))
    .orderBy(asc(ocdsReleases.date), asc(ocdsReleases.id));
  return rows.map((row) => row.release as JsonObject);
}

/** Every release of one ocid, oldest first, with the uuid of its plan; none when never published. */
export async function releasesOfOcid(db: Db, ocid: string) {
  const rows = await db
    .select({ release: ocdsReleases.release, planUuid: annualProcurementPlans.uuid })
    .from(ocdsReleases)
    .innerJoin(annualProcurementPlans, eq(annualProcurementPlans.id, ocdsReleases.planId))
    .where(eq(ocdsReleases.ocid, ocid))
    .orderBy(asc(ocdsReleases.seq));
  return rows.map((row) => ({ release: row.release as JsonObject, planUuid: row.planUuid }));
}

/** Where a feed page starts: after this release (date, then id). */
export interface FeedCursor {
  date: Date;
  id: number;
}

/**
 * One page of every release, in (date, id) order, from `since` and after `cursor`: a keyset page on
 * the (date, id) index, as fast at a million releases as at ten. Answers one row more than `limit`
 * when there is a next page.
 */
export async function feedPage(
  db: Db,
  { since, cursor, limit }: { since?: Date; cursor?: FeedCursor; limit: number },
) {
  const conditions = [
    since ? gte(ocdsReleases.date, since) : undefined,
    // A row comparison: an index condition on (date, id), never a scan from the start.
    cursor
      ? sql`(${ocdsReleases.date}, ${ocdsReleases.id}) > (${cursor.date.toISOString()}::timestamptz, ${cursor.id})`
      : undefined,
  ].filter((condition) => condition !== undefined);
  const rows = await db
    .select({ id: ocdsReleases.id, date: ocdsReleases.date, release: ocdsReleases.release })
    .from(ocdsReleases)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(asc(ocdsReleases.date), asc(ocdsReleases.id))
    .limit(limit + 1);
  return rows.map((row) => ({ ...row, release: row.release as JsonObject }));
}

/** The newest release's serial id: the bulk file is rebuilt when it changes. */
export async function lastReleaseId(db: Db): Promise<number> {
  const [row] = await db.select({ last: max(ocdsReleases.id) }).from(ocdsReleases);
  return Number(row?.last ?? 0);
}

/** Releases by serial id, a page at a time (the bulk file streams through them). */
export async function releasesAfterId(db: Db, afterId: number, upToId: number, limit: number) {
  const rows = await db
    .select({ id: ocdsReleases.id, release: ocdsReleases.release })
    .from(ocdsReleases)
    .where(and(gt(ocdsReleases.id, afterId), sql`${ocdsReleases.id} <= ${upToId}`))
    .orderBy(asc(ocdsReleases.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, release: row.release as JsonObject }));
}

/** The published plans that are not deleted, by institution and financial year (the Open data page). */
export async function listPublishedPlans(db: Db) {
  const releaseCount = sql<number>`(SELECT count(*) FROM ${ocdsReleases} WHERE ${ocdsReleases.planId} = ${annualProcurementPlans.id})`;
  const rows = await db
    .select({
      uuid: annualProcurementPlans.uuid,
      title: annualProcurementPlans.title,
      institution: institutions.name,
      financialYear: financialYears.code,
      publishedAt: annualProcurementPlans.publishedAt,
      releases: releaseCount,
    })
    .from(annualProcurementPlans)
    .innerJoin(institutions, eq(institutions.id, annualProcurementPlans.institutionId))
    .innerJoin(financialYears, eq(financialYears.id, annualProcurementPlans.financialYearId))
    .where(
      and(isNotNull(annualProcurementPlans.publishedAt), eq(annualProcurementPlans.deleted, false)),
    )
    .orderBy(
      asc(institutions.name),
      desc(financialYears.code),
      asc(annualProcurementPlans.title),
      asc(annualProcurementPlans.id),
    );
  return rows.map((row) => ({ ...row, releases: Number(row.releases) }));
}
