import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import {
  entityColumns,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  scopeIndex,
  trigramIndex,
  nameListIndexes,
  codeColumn,
  descriptionColumn,
  pagingIndexes,
  liveCodeKey,
  descriptionsColumns,
  namesColumns,
} from './columns';

/**
 * The uaa/general reference lists: what tenderers register under and what registration pages offer.
 * Each is a simple reference entity, a module of its own (server/modules/<list>/module.ts).
 */

/** name + description, the shape most reference lists share. */
const namedColumns = () => ({
  ...entityColumns(),
  ...namesColumns(200),
  ...descriptionsColumns(),
});

/** Goods, Works, Consultancy, Non-consultancy: what a tender procures. */
export const tenderCategories = pgTable(
  'tender_categories',
  {
    ...namedColumns(),
    code: codeColumn(20),
  },
  (t) => [
    ...nameListIndexes('tender_categories', t),
    liveUniqueIndex('tender_categories_code_live_key', t, sql`lower(${t.code})`),
  ],
);

/** A finer class of a tender category (Works: building works, civil works, ...). */
export const tenderSubCategories = pgTable(
  'tender_sub_categories',
  {
    ...namedColumns(),
    tenderCategoryId: requiredIdRef('tender_category_id', () => tenderCategories.id),
  },
  (t) => [
    // Names are unique within a category (Works and Goods may both have "Electrical").
    liveUniqueIndex(
      'tender_sub_categories_name_live_key',
      t,
      t.tenderCategoryId,
      sql`lower(${t.name})`,
    ),
    ...pagingIndexes('tender_sub_categories', t, {
      name: [t.name],
      active_name: [t.active, t.name],
      category_name: [t.tenderCategoryId, t.name],
      created: [t.createdAt],
    }),
    trigramIndex('tender_sub_categories_name_trgm_idx', t.name),
  ],
);

/** The kind of tenderer (local company, foreign company, individual, special group, ...). */
export const tendererCategories = pgTable('tenderer_categories', namedColumns(), (t) =>
  nameListIndexes('tenderer_categories', t),
);

/** Professional registration boards (CRB, ERB, AQRB, NBAA, ...). */
export const statutoryBoards = pgTable(
  'statutory_boards',
  { ...namedColumns(), acronym: varchar('acronym', { length: 20 }) },
  (t) => nameListIndexes('statutory_boards', t),
);

/** Who issues business licences: BRELA (central) or a local government authority. */
export const businessLicenseAuthorities = pgTable(
  'business_license_authorities',
  {
    ...namedColumns(),
    acronym: varchar('acronym', { length: 20 }),
    /** CENTRAL or LOCAL_GOVERNMENT. */
    authorityType: varchar('authority_type', { length: 20 }).notNull().default('CENTRAL'),
  },
  (t) => [
    ...nameListIndexes('business_license_authorities', t),
    scopeIndex('business_license_authorities_scope_type_name_idx', t, t.authorityType, t.name),
  ],
);

/** A line of business a tenderer registers for, under a tender category. */
export const businessLines = pgTable(
  'business_lines',
  {
    ...namedColumns(),
    code: varchar('code', { length: 30 }),
    tenderCategoryId: idRef('tender_category_id', () => tenderCategories.id),
  },
  (t) => [
    ...nameListIndexes('business_lines', t),
    scopeIndex('business_lines_scope_category_name_idx', t, t.tenderCategoryId, t.name),
  ],
);

/**
 * What registering for a business line requires: a statutory board's registration and/or a licence
 * from an authority, and how many years the licence must still be valid for.
 */
export const businessLineConfigurations = pgTable(
  'business_line_configurations',
  {
    ...entityColumns(),
    businessLineId: requiredIdRef('business_line_id', () => businessLines.id),
    statutoryBoardId: idRef('statutory_board_id', () => statutoryBoards.id),
    businessLicenseAuthorityId: idRef(
      'business_license_authority_id',
      () => businessLicenseAuthorities.id,
    ),
    requiresBoardRegistration: boolean('requires_board_registration').notNull().default(false),
    requiresBusinessLicense: boolean('requires_business_license').notNull().default(true),
    description: descriptionColumn(),
  },
  (t) => [
    // One live configuration per business line.
    liveUniqueIndex('business_line_configurations_line_live_key', t, t.businessLineId),
    ...pagingIndexes('business_line_configurations', t, {
      created: [t.createdAt],
      active: [t.active],
    }),
  ],
);

/** Platform-wide business-line rules as named values (MAX_BUSINESS_LINES_PER_TENDERER = 10). */
export const businessLineGlobalConfigurations = pgTable(
  'business_line_global_configurations',
  { ...namedColumns(), value: varchar('value', { length: 200 }).notNull() },
  (t) => nameListIndexes('business_line_global_configurations', t),
);

/** The kinds of offer a tenderer may submit (main offer, alternative offer, ...). */
export const offerTypes = pgTable('offer_types', namedColumns(), (t) =>
  nameListIndexes('offer_types', t),
);

/** Countries with calling codes, seeded from libphonenumber-js and i18n-iso-countries. */
export const countries = pgTable(
  'countries',
  {
    ...entityColumns(),
    ...namesColumns(120),
    /** ISO 3166-1 alpha-2 (TZ). */
    isoCode: varchar('iso_code', { length: 2 }).notNull().unique(),
    /** International calling code without the plus (255). */
    phoneCode: varchar('phone_code', { length: 6 }).notNull(),
  },
  (t) => [scopeIndex('countries_scope_name_idx', t, t.name)],
);

/** Education levels, in order (rank 1 is the lowest). */
export const academicLevels = pgTable(
  'academic_levels',
  { ...namedColumns(), rank: integer('rank').notNull().default(0) },
  (t) => [
    ...nameListIndexes('academic_levels', t),
    scopeIndex('academic_levels_scope_rank_idx', t, t.rank),
  ],
);

/** Professional qualifications of personnel (CPA(T), registered engineer, ...) and who awards them. */
export const professionalQualifications = pgTable(
  'professional_qualifications',
  {
    ...namedColumns(),
    acronym: varchar('acronym', { length: 30 }),
    awardingBody: varchar('awarding_body', { length: 200 }),
  },
  (t) => nameListIndexes('professional_qualifications', t),
);

/** Statutory documents a tenderer offers (TIN, tax clearance, ...) and who issues them. */
export const statutoryOffers = pgTable(
  'statutory_offers',
  { ...namedColumns(), issuingAuthority: varchar('issuing_authority', { length: 200 }) },
  (t) => nameListIndexes('statutory_offers', t),
);

/** Kinds of equipment tenderers declare (excavator, tipper truck, ...). */
export const equipmentTypes = pgTable(
  'equipment_types',
  { ...namedColumns(), category: varchar('category', { length: 60 }) },
  (t) => nameListIndexes('equipment_types', t),
);

/** Which sections of the tenderer profile exist and which are required before bidding. */
export const tendererProfileSettings = pgTable(
  'tenderer_profile_settings',
  {
    ...namedColumns(),
    code: codeColumn(40),
    isRequired: boolean('is_required').notNull().default(false),
  },
  (t) => [
    ...nameListIndexes('tenderer_profile_settings', t),
    liveCodeKey('tenderer_profile_settings', t),
  ],
);

/** Where a tenderer's financial resources come from (own funds, bank loan, ...). */
export const tendererSourceOfFunds = pgTable('tenderer_source_of_funds', namedColumns(), (t) =>
  nameListIndexes('tenderer_source_of_funds', t),
);

/** The activities an institution carries out (main activity of a procuring entity). */
export const institutionActivities = pgTable('institution_activities', namedColumns(), (t) =>
  nameListIndexes('institution_activities', t),
);
