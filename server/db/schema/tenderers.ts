import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  entityColumns,
  idRef,
  liveUniqueIndex,
  requiredIdRef,
  trigramIndex,
  prefixIndex,
  searchKeys,
  nameColumn,
  pagingIndexes,
} from './columns';
import { users } from './identity';
import { countries, tenderCategories, tendererCategories } from './referenceData';

/**
 * Tenderers and the profile they keep for bids: personnel and their experience, litigation, equipment,
 * finances, past work.
 */
export const tenderers = pgTable(
  'tenderers',
  {
    ...entityColumns(),
    name: nameColumn(250),
    /** The account that registered the tenderer and acts for it. */
    userId: requiredIdRef('user_id', () => users.id).unique(),
    registrationNumber: varchar('registration_number', { length: 60 }),
    // Administration of tenderers (createTenderer): contact, kind and the registration certificate.
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 20 }),
    /** Tax Identification Number (TRA), nine digits. */
    tin: varchar('tin', { length: 20 }),
    tendererCategoryId: idRef('tenderer_category_id', () => tendererCategories.id),
    countryId: idRef('country_id', () => countries.id),
    physicalAddress: varchar('physical_address', { length: 250 }),
    postalAddress: varchar('postal_address', { length: 250 }),
    /** The platform's registration certificate: its number and validity. */
    certificateNumber: varchar('certificate_number', { length: 40 }),
    certificateIssuedOn: date('certificate_issued_on'),
    certificateExpiresOn: date('certificate_expires_on'),
  },
  (t) => [
    uniqueIndex('tenderers_certificate_number_key')
      .on(t.certificateNumber)
      .where(sql`${t.certificateNumber} IS NOT NULL`),
    // Paging indexes: the scope (deleted, active) then each sort column, id as tie-breaker.
    ...pagingIndexes('tenderers', t, {
      name: [t.name],
      active_name: [t.active, t.name],
      created: [t.createdAt],
      active_created: [t.active, t.createdAt],
    }),
    trigramIndex('tenderers_name_trgm_idx', t.name),
    // Search everything finds identifiers from their start (decision 167).
    prefixIndex('tenderers_email_prefix_idx', searchKeys.identifier(t.email)),
    prefixIndex('tenderers_email_domain_idx', searchKeys.emailDomain(t.email)),
    prefixIndex('tenderers_phone_digits_idx', searchKeys.phoneDigits(t.phone)),
    prefixIndex(
      'tenderers_registration_number_prefix_idx',
      searchKeys.identifier(t.registrationNumber),
    ),
    prefixIndex('tenderers_tin_prefix_idx', searchKeys.identifier(t.tin)),
    prefixIndex(
      'tenderers_certificate_number_prefix_idx',
      searchKeys.identifier(t.certificateNumber),
    ),
  ],
);

/** The tender categories a tenderer is registered for (printed on its certificate). */
export const tendererTenderCategories = pgTable(
  'tenderer_tender_categories',
  {
    tendererId: requiredIdRef('tenderer_id', () => tenderers.id),
    tenderCategoryId: requiredIdRef('tender_category_id', () => tenderCategories.id),
  },
  (t) => [
    primaryKey({ columns: [t.tendererId, t.tenderCategoryId] }),
    index('tenderer_tender_categories_category_idx').on(t.tenderCategoryId),
  ],
);

const ofTenderer = () => ({
  ...entityColumns(),
  tendererId: requiredIdRef('tenderer_id', () => tenderers.id),
});

export const personnelInformations = pgTable(
  'personnel_informations',
  {
    ...ofTenderer(),
    fullName: varchar('full_name', { length: 200 }).notNull(),
    position: varchar('position', { length: 120 }).notNull(),
    qualification: varchar('qualification', { length: 200 }),
    yearsOfExperience: integer('years_of_experience').notNull().default(0),
  },
  (t) => [index('personnel_informations_tenderer_idx').on(t.tendererId, t.deleted)],
);

export const personnelWorkExperiences = pgTable(
  'personnel_work_experiences',
  {
    ...entityColumns(),
    personnelInformationId: requiredIdRef(
      'personnel_information_id',
      () => personnelInformations.id,
    ),
    employer: varchar('employer', { length: 250 }).notNull(),
    position: varchar('position', { length: 120 }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
  },
  (t) => [
    index('personnel_work_experiences_personnel_idx').on(t.personnelInformationId, t.deleted),
  ],
);

export const litigationRecords = pgTable(
  'litigation_records',
  {
    ...ofTenderer(),
    /** The tender or lot the record was declared for, and its kind (TENDER, LOT, ...). */
    entityUuid: uuid('entity_uuid').notNull(),
    entityType: varchar('entity_type', { length: 30 }).notNull(),
    year: integer('year').notNull(),
    caseDescription: text('case_description').notNull(),
    /** PENDING, WON or LOST. */
    outcome: varchar('outcome', { length: 20 }).notNull(),
    amountInDispute: numeric('amount_in_dispute', { precision: 18, scale: 2 }),
  },
  (t) => [index('litigation_records_tenderer_idx').on(t.tendererId, t.entityUuid, t.deleted)],
);

export const workEquipments = pgTable(
  'work_equipments',
  {
    ...ofTenderer(),
    equipmentType: varchar('equipment_type', { length: 120 }).notNull(),
    quantity: integer('quantity').notNull(),
    /** OWNED or LEASED. */
    ownership: varchar('ownership', { length: 20 }).notNull(),
  },
  (t) => [index('work_equipments_tenderer_idx').on(t.tendererId, t.deleted)],
);

export const tendererFinancialResources = pgTable(
  'tenderer_financial_resources',
  {
    ...ofTenderer(),
    sourceName: varchar('source_name', { length: 200 }).notNull(),
    amount: numeric('amount', { precision: 18, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull().default('TZS'),
  },
  (t) => [index('tenderer_financial_resources_tenderer_idx').on(t.tendererId, t.deleted)],
);

export const tendererFinancialStatements = pgTable(
  'tenderer_financial_statements',
  {
    ...ofTenderer(),
    year: integer('year').notNull(),
    totalAssets: numeric('total_assets', { precision: 18, scale: 2 }).notNull(),
    totalLiabilities: numeric('total_liabilities', { precision: 18, scale: 2 }).notNull(),
    revenue: numeric('revenue', { precision: 18, scale: 2 }).notNull(),
    /** Net cash flow of the year (the spec's "financial statement (cash flow)"). */
    cashFlow: numeric('cash_flow', { precision: 18, scale: 2 }).notNull(),
  },
  (t) => [
    index('tenderer_financial_statements_tenderer_idx').on(t.tendererId, t.deleted),
    // One statement per year of a tenderer; the index's name says the field a duplicate names.
    liveUniqueIndex('tenderer_financial_statements_year_live_key', t, t.tendererId, t.year),
  ],
);

export const tendererWorkExperiences = pgTable(
  'tenderer_work_experiences',
  {
    ...ofTenderer(),
    clientName: varchar('client_name', { length: 250 }).notNull(),
    contractTitle: varchar('contract_title', { length: 250 }).notNull(),
    contractValue: numeric('contract_value', { precision: 18, scale: 2 }).notNull(),
    year: integer('year').notNull(),
    isCompleted: boolean('is_completed').notNull().default(true),
  },
  (t) => [index('tenderer_work_experiences_tenderer_idx').on(t.tendererId, t.deleted)],
);
