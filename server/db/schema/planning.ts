import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  actor,
  entityColumns,
  instant,
  requiredIdRef,
  liveUniqueIndex,
  codeColumn,
  liveCodeKey,
  namesColumns,
} from './columns';
import { institutionEntityColumns } from './identity';

/**
 * Financial years, July to June (code 2026/2027). At most one live year is the current one, which
 * plans and tenders are made for.
 */
export const financialYears = pgTable(
  'financial_years',
  {
    ...entityColumns(),
    code: codeColumn(9),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    isCurrent: boolean('is_current').notNull().default(false),
  },
  (t) => [
    liveCodeKey('financial_years', t),
    uniqueIndex('financial_years_one_current_key')
      .on(t.isCurrent)
      .where(sql`${t.isCurrent} AND NOT ${t.deleted}`),
  ],
);

/**
 * Procurement methods under their national names, each mapped to the OCDS method codelist (open,
 * selective, limited, direct) for exports.
 */
export const procurementMethods = pgTable(
  'procurement_methods',
  {
    ...entityColumns(),
    ...namesColumns(),
    code: codeColumn(20),
    ocdsMethod: varchar('ocds_method', { length: 20 }).notNull(),
  },
  (t) => [liveCodeKey('procurement_methods', t)],
);

/** A procuring entity's plan for a financial year, with the procurements it intends. */
export const annualProcurementPlans = pgTable(
  'annual_procurement_plans',
  {
    ...institutionEntityColumns(),
    financialYearId: requiredIdRef('financial_year_id', () => financialYears.id),
    title: varchar('title', { length: 250 }).notNull(),
    description: text('description'),
    /** DRAFT until submitted for approval. */
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
    currency: varchar('currency', { length: 3 }).notNull().default('TZS'),
    /** When an administrator published it as open data (OCDS); null while unpublished. */
    publishedAt: instant('published_at'),
    publishedBy: actor('published_by'),
  },
  (t) => [
    index('annual_procurement_plans_institution_idx').on(t.institutionId, t.deleted, t.createdAt),
  ],
);

export const annualProcurementPlanItems = pgTable(
  'annual_procurement_plan_items',
  {
    ...entityColumns(),
    planId: requiredIdRef('plan_id', () => annualProcurementPlans.id),
    description: varchar('description', { length: 500 }).notNull(),
    /** One of procurementCategories (contract/planning.ts). */
    category: varchar('category', { length: 20 }).notNull(),
    procurementMethodId: requiredIdRef('procurement_method_id', () => procurementMethods.id),
    estimatedAmount: numeric('estimated_amount', { precision: 18, scale: 2 }).notNull(),
    /**
     * The OCDS ocid of this planned procurement (its contracting process), stored when the item is
     * created and never changed: an edit updates the row in place (matched by uuid).
     */
    ocid: varchar('ocid', { length: 120 }),
  },
  (t) => [
    index('annual_procurement_plan_items_plan_idx').on(t.planId),
    uniqueIndex('annual_procurement_plan_items_ocid_key').on(t.ocid),
  ],
);

/**
 * Every OCDS release published for a planned procurement, append-only: a published plan's change
 * appends releases in the transaction of the change; nothing updates or deletes a row.
 */
export const ocdsReleases = pgTable(
  'ocds_releases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The release id, `${ocid}-${seq}`: unique across the whole history. */
    releaseId: varchar('release_id', { length: 160 }).notNull().unique(),
    ocid: varchar('ocid', { length: 120 }).notNull(),
    /** 1 for the ocid's first release, then 2, 3 ... */
    seq: integer('seq').notNull(),
    planId: requiredIdRef('plan_id', () => annualProcurementPlans.id),
    date: instant('date').notNull(),
    tag: varchar('tag', { length: 30 }).notNull(),
    /** The whole release as published (pruned: no empty strings, objects or arrays). */
    release: jsonb('release').notNull(),
  },
  (t) => [
    index('ocds_releases_date_idx').on(t.date, t.id),
    uniqueIndex('ocds_releases_ocid_seq_key').on(t.ocid, t.seq),
    index('ocds_releases_plan_idx').on(t.planId, t.ocid, t.seq),
  ],
);

/** The stages a procurement goes through, in order, each of a stage type (procurementStageTypeEnum). */
export const procurementStages = pgTable(
  'procurement_stages',
  {
    ...entityColumns(),
    ...namesColumns(),
    procurementStageTypeEnum: varchar('procurement_stage_type', { length: 30 }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [liveUniqueIndex('procurement_stages_name_live_key', t, sql`lower(${t.name})`)],
);

/** How many days a method allows from one stage to the next. */
export const procurementStageToStageTimes = pgTable(
  'procurement_stage_to_stage_times',
  {
    ...entityColumns(),
    procurementMethodId: requiredIdRef('procurement_method_id', () => procurementMethods.id),
    currentStageId: requiredIdRef('current_stage_id', () => procurementStages.id),
    nextStageId: requiredIdRef('next_stage_id', () => procurementStages.id),
    days: integer('days').notNull(),
  },
  (t) => [
    index('procurement_stage_to_stage_times_method_idx').on(t.procurementMethodId, t.deleted),
  ],
);
