import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  entityColumns,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  scopeIndex,
  trigramIndex,
  nameListIndexes,
  codeColumn,
  descriptionSwColumn,
  pagingIndexes,
  liveCodeKey,
  descriptionsColumns,
  namesColumns,
} from './columns';
import { institutionEntityColumns } from './identity';
import { financialYears, procurementMethods } from './planning';
import { tenderCategories } from './referenceData';

/**
 * Which procurement categories (the tender categories Goods, Works, Consultancy, Non-consultancy) a
 * procurement method may be used for (getProcurementMethodInCategory).
 */
export const procurementMethodCategories = pgTable(
  'procurement_method_categories',
  {
    procurementMethodId: requiredIdRef('procurement_method_id', () => procurementMethods.id),
    procurementCategoryId: requiredIdRef('procurement_category_id', () => tenderCategories.id),
  },
  (t) => [
    uniqueIndex('procurement_method_categories_key').on(
      t.procurementMethodId,
      t.procurementCategoryId,
    ),
    index('procurement_method_categories_category_idx').on(t.procurementCategoryId),
  ],
);

/** Contract types (lump sum, bill of quantities, ...) of a procurement category. */
export const contractTypes = pgTable(
  'contract_types',
  {
    ...entityColumns(),
    ...namesColumns(),
    code: codeColumn(30),
    ...descriptionsColumns(),
    procurementCategoryId: requiredIdRef('procurement_category_id', () => tenderCategories.id),
  },
  (t) => [
    liveCodeKey('contract_types', t),
    ...pagingIndexes('contract_types', t, {
      name: [t.name],
      code: [t.code],
    }),
    index('contract_types_category_idx').on(t.procurementCategoryId, t.deleted),
  ],
);

/** Selection methods for consultants (QCBS, QBS, FBS, LCS, CQS, SSS). */
export const selectionMethods = pgTable(
  'selection_methods',
  {
    ...entityColumns(),
    ...namesColumns(),
    code: codeColumn(20),
    ...descriptionsColumns(),
  },
  (t) => [liveCodeKey('selection_methods', t)],
);

/** Days the platform treats specially (closing and opening dates skip them), e.g. a national event. */
export const specialDays = pgTable(
  'special_days',
  {
    ...entityColumns(),
    ...namesColumns(),
    date: date('date').notNull(),
    ...descriptionsColumns(),
  },
  (t) => [liveUniqueIndex('special_days_date_live_key', t, t.date)],
);

/** Public holidays (seeded for Tanzania from date-holidays; administrators add or correct). */
export const holidays = pgTable(
  'holidays',
  {
    ...entityColumns(),
    ...namesColumns(),
    date: date('date').notNull(),
    /** public, bank, observance... as date-holidays names them. */
    type: varchar('type', { length: 20 }).notNull().default('public'),
  },
  (t) => [liveUniqueIndex('holidays_date_name_live_key', t, t.date, t.name)],
);

/** Government Finance Statistics codes (revenue and expenditure items) with their descriptions. */
export const gfsCodes = pgTable(
  'gfs_codes',
  {
    ...entityColumns(),
    code: codeColumn(20),
    description: varchar('description', { length: 300 }).notNull(),
    descriptionSw: descriptionSwColumn(300),
    /** REVENUE or EXPENDITURE. */
    category: varchar('category', { length: 20 }).notNull(),
  },
  (t) => [liveCodeKey('gfs_codes', t)],
);

export const unitsOfMeasure = pgTable(
  'units_of_measure',
  {
    ...entityColumns(),
    ...namesColumns(100),
    symbol: varchar('symbol', { length: 20 }).notNull(),
  },
  // The paging and name-search indexes every named reference list has, and one for the symbol sort.
  (t) => [
    ...nameListIndexes('units_of_measure', t),
    scopeIndex('units_of_measure_scope_symbol_idx', t, t.symbol),
  ],
);

/** Where the money of a procurement comes from (government, donors, own source). */
export const sourcesOfFunds = pgTable(
  'sources_of_funds',
  {
    ...entityColumns(),
    ...namesColumns(),
    code: codeColumn(20),
    ...descriptionsColumns(),
  },
  (t) => [
    liveCodeKey('sources_of_funds', t),
    scopeIndex('sources_of_funds_scope_name_idx', t, t.name),
  ],
);

/** Schedule-of-requirements templates (the item lists of a tender) per procurement category. */
export const schedulesOfRequirements = pgTable(
  'schedules_of_requirements',
  {
    ...entityColumns(),
    ...namesColumns(200),
    ...descriptionsColumns(1000),
    procurementCategoryId: requiredIdRef('procurement_category_id', () => tenderCategories.id),
  },
  (t) => [
    scopeIndex('schedules_of_requirements_scope_name_idx', t, t.name),
    index('schedules_of_requirements_category_idx').on(t.procurementCategoryId, t.deleted),
  ],
);

/** Lot groups (sor groups): how the lots of a tender are grouped for award. */
export const lotGroups = pgTable(
  'lot_groups',
  {
    ...entityColumns(),
    ...namesColumns(),
    ...descriptionsColumns(),
  },
  (t) => [
    scopeIndex('lot_groups_scope_name_idx', t, t.name),
    liveUniqueIndex('lot_groups_name_live_key', t, sql`lower(${t.name})`),
  ],
);

/**
 * The forms of bid security a tender may ask for: a bank guarantee, an insurance bond, a bid-securing
 * declaration (the tenderer's own undertaking, no issuer).
 */
export const bidSecurityTypes = pgTable(
  'bid_security_types',
  {
    ...entityColumns(),
    ...namesColumns(),
    isDeclaration: boolean('is_declaration').notNull().default(false),
    ...descriptionsColumns(),
  },
  (t) => nameListIndexes('bid_security_types', t),
);

/** Named periods of the procurement timeline (e.g. tender validity, 120 days). */
export const timelines = pgTable(
  'timelines',
  {
    ...entityColumns(),
    ...namesColumns(),
    code: codeColumn(40),
    days: integer('days').notNull(),
    ...descriptionsColumns(),
  },
  (t) => [liveCodeKey('timelines', t)],
);

/** Why a method other than open tendering was chosen (e.g. urgency), optionally for one method. */
export const procurementMethodSelectionReasons = pgTable(
  'procurement_method_selection_reasons',
  {
    ...entityColumns(),
    reason: varchar('reason', { length: 500 }).notNull(),
    procurementMethodId: idRef('procurement_method_id', () => procurementMethods.id),
  },
  // One live reason of each wording per method (and one among those for any method).
  (t) => [
    liveUniqueIndex(
      'procurement_method_selection_reasons_reason_live_key',
      t,
      sql`lower(${t.reason})`,
      sql`coalesce(${t.procurementMethodId}, 0)`,
    ),
  ],
);

/** UNSPSC codes on all four levels; parentCode links a commodity to its class, family and segment. */
export const unspscCodes = pgTable(
  'unspsc_codes',
  {
    ...entityColumns(),
    code: codeColumn(8),
    title: varchar('title', { length: 300 }).notNull(),
    /** SEGMENT, FAMILY, CLASS or COMMODITY. */
    level: varchar('level', { length: 10 }).notNull(),
    parentCode: varchar('parent_code', { length: 8 }),
  },
  (t) => [liveCodeKey('unspsc_codes', t), index('unspsc_codes_level_idx').on(t.level, t.code)],
);

/** A field to fill in when specifying an item of a UNSPSC commodity (e.g. "Capacity", number, litre). */
export const specificationSettings = pgTable(
  'specification_settings',
  {
    ...entityColumns(),
    unspscCode: varchar('unspsc_code', { length: 8 }).notNull(),
    fieldName: varchar('field_name', { length: 150 }).notNull(),
    /** TEXT, NUMBER, DATE, BOOLEAN or LIST. */
    fieldType: varchar('field_type', { length: 20 }).notNull(),
    unitOfMeasureId: idRef('unit_of_measure_id', () => unitsOfMeasure.id),
    gfsCodeId: idRef('gfs_code_id', () => gfsCodes.id),
    isRequired: boolean('is_required').notNull().default(false),
    /** ACTIVE or INACTIVE. */
    status: varchar('status', { length: 10 }).notNull().default('ACTIVE'),
  },
  (t) => [
    ...pagingIndexes('specification_settings', t, {
      field: [t.fieldName],
      unspsc: [t.unspscCode],
      status: [t.status],
      created: [t.createdAt],
    }),
    trigramIndex('specification_settings_field_trgm_idx', t.fieldName),
  ],
);

/** Questions an inspection committee answers when goods are delivered. */
export const inspectionTests = pgTable('inspection_tests', {
  ...entityColumns(),
  inspectionTestQuestion: varchar('inspection_test_question', { length: 500 }).notNull(),
  /** TEXT, NUMBER, YES_NO or DATE: how the answer is entered. */
  inputType: varchar('input_type', { length: 20 }).notNull(),
});

/** What a department of a procuring entity needs for a financial year (input to the annual plan). */
export const departmentalNeeds = pgTable(
  'departmental_needs',
  {
    ...institutionEntityColumns(),
    financialYearId: requiredIdRef('financial_year_id', () => financialYears.id),
    /** The department by name until departments are rows of their own. */
    departmentName: varchar('department_name', { length: 150 }).notNull(),
    description: varchar('description', { length: 500 }).notNull(),
    procurementCategoryId: requiredIdRef('procurement_category_id', () => tenderCategories.id),
    quantity: numeric('quantity', { precision: 14, scale: 2 }).notNull(),
    unitOfMeasureId: idRef('unit_of_measure_id', () => unitsOfMeasure.id),
    estimatedAmount: numeric('estimated_amount', { precision: 18, scale: 2 }).notNull(),
    gfsCodeId: idRef('gfs_code_id', () => gfsCodes.id),
    /** DRAFT, SUBMITTED or CONSOLIDATED (taken into the annual plan). */
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
  },
  (t) => [
    index('departmental_needs_institution_idx').on(t.institutionId, t.deleted, t.createdAt, t.id),
  ],
);

/** A tender of a procuring entity (the lots hang from it; the tendering flow extends it). */
export const tenders = pgTable(
  'tenders',
  {
    ...institutionEntityColumns(),
    referenceNumber: varchar('reference_number', { length: 60 }).notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    procurementCategoryId: requiredIdRef('procurement_category_id', () => tenderCategories.id),
    procurementMethodId: idRef('procurement_method_id', () => procurementMethods.id),
    financialYearId: idRef('financial_year_id', () => financialYears.id),
    status: varchar('status', { length: 20 }).notNull().default('DRAFT'),
  },
  (t) => [
    liveUniqueIndex('tenders_reference_live_key', t, t.referenceNumber),
    index('tenders_institution_idx').on(t.institutionId, t.deleted),
  ],
);

export const tenderLots = pgTable(
  'tender_lots',
  {
    ...entityColumns(),
    tenderId: requiredIdRef('tender_id', () => tenders.id),
    lotNumber: integer('lot_number').notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    description: text('description'),
    estimatedAmount: numeric('estimated_amount', { precision: 18, scale: 2 }),
    lotGroupId: idRef('lot_group_id', () => lotGroups.id),
  },
  (t) => [
    liveUniqueIndex('tender_lots_number_live_key', t, t.tenderId, t.lotNumber),
    index('tender_lots_tender_idx').on(t.tenderId, t.deleted, t.lotNumber, t.id),
  ],
);
