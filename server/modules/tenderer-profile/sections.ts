import { z } from 'zod';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  litigationRecords,
  personnelInformations,
  personnelWorkExperiences,
  tendererFinancialResources,
  tendererFinancialStatements,
  tendererWorkExperiences,
  workEquipments,
} from '../../db/schema/tenderers';
import type { EntityTable } from '../../db/entityTable';
import { mergeReferenceApis, referenceApi } from '../../reference-kit/api';
import { operationsNamedAfter } from '../../reference-kit/sdl';
import { optionalText } from '../../validation/inputs';
import { belongsTo } from '../../graphql/parentFields';
import { type ScopeOf } from '../../reference-kit/resolvers';
import type { RequestContext } from '../../graphql/context';
import { defineReferenceEntity } from '../../reference-kit/store';
import { ownPersonnelRows, ownTendererRows } from './owner';

/**
 * The six sections of a tenderer's registration, each on the reference kit with a scope: a tenderer
 * finds, saves and deletes only its own rows (another company's are NOT_FOUND). The spec's reads
 * (store.ts, resolvers.ts) list them; the saves and deletes are ours, named in the spec's style.
 */

const uuidInput = z.uuid({ error: 'Not a valid uuid' }).nullish();
const text = (min: number, max: number) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(min, `At least ${min} characters`)
    .max(max, `At most ${max} characters`);
/** An amount of money: never negative, at most what numeric(18, 2) holds. */
const amount = (options: { allowNegative?: boolean } = {}) =>
  z
    .number({ error: 'A number is required' })
    .min(options.allowNegative ? -1e15 : 0, options.allowNegative ? 'Too small' : 'Not negative')
    .max(1e15, 'At most 1,000,000,000,000,000');
const pastYear = z
  .number({ error: 'A year is required' })
  .int('A whole year')
  .min(1900, 'From 1900')
  .refine((year) => year <= new Date().getFullYear(), 'Not a future year');
const pastDate = z.iso
  .date({ error: 'A date as yyyy-mm-dd' })
  .refine((date) => date <= new Date().toISOString().slice(0, 10), 'Not a future date');

/** Whole lists of one tenderer's rows: sorted by when they were added. */
const sectionListSpec = (table: EntityTable & { createdAt: PgColumn }) => ({
  sortable: { createdAt: table.createdAt },
  defaultSort: 'createdAt',
  filterable: {},
});

/** Sections belong to one tenderer: no activation, one wording for every operation. */
const section = <Input extends { uuid?: string | null }>(
  table: EntityTable & { createdAt: PgColumn },
  label: string,
  inputSchema: z.ZodType<Input>,
  toColumns?: (input: Input) => Record<string, unknown>,
) =>
  defineReferenceEntity<Record<string, unknown>, Input>({
    table,
    label,
    listSpec: sectionListSpec(table),
    inputSchema,
    toColumns,
  });

const owned = (scope: ScopeOf) => ({
  read: 'signedIn' as const,
  write: 'signedIn' as const,
  delete: 'signedIn' as const,
  scope,
});

const personnel = section(
  personnelInformations,
  'Person',
  z.object({
    uuid: uuidInput,
    fullName: text(2, 200),
    position: text(2, 120),
    qualification: optionalText(200),
    yearsOfExperience: z
      .number({ error: 'A number is required' })
      .int('A whole number')
      .min(0, 'Not negative')
      .max(70, 'At most 70'),
  }),
);

const personnelExperience = section(
  personnelWorkExperiences,
  'Work experience of a person',
  z
    .object({
      uuid: uuidInput,
      personnelInformationUuid: z.uuid({ error: 'Choose a person' }),
      employer: text(2, 250),
      position: text(2, 120),
      startDate: pastDate,
      endDate: pastDate.nullish(),
    })
    .refine((input) => !input.endDate || input.endDate >= input.startDate, {
      path: ['endDate'],
      message: 'Not before the start date',
    }),
  // The person is the scope's (ownPersonnelRows), never written from the input as given.
  ({ personnelInformationUuid: _person, uuid: _uuid, ...columns }) => ({
    ...columns,
    endDate: columns.endDate ?? null,
  }),
);

const litigation = section(
  litigationRecords,
  'Litigation record',
  z.object({
    uuid: uuidInput,
    year: pastYear,
    caseDescription: text(2, 2000),
    outcome: z.enum(['PENDING', 'WON', 'LOST'], { error: 'PENDING, WON or LOST' }),
    amountInDispute: amount().nullish(),
  }),
);

const equipment = section(
  workEquipments,
  'Work equipment',
  z.object({
    uuid: uuidInput,
    equipmentType: text(2, 120),
    quantity: z
      .number({ error: 'A number is required' })
      .int('A whole number')
      .min(1, 'At least 1')
      .max(100000, 'At most 100,000'),
    ownership: z.enum(['OWNED', 'LEASED'], { error: 'OWNED or LEASED' }),
  }),
);

const financialResource = section(
  tendererFinancialResources,
  'Financial resource',
  z.object({
    uuid: uuidInput,
    sourceName: text(2, 200),
    amount: amount(),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'A currency code of 3 capital letters (TZS)')
      .nullish()
      .transform((value) => value ?? undefined),
  }),
);

const financialStatement = section(
  tendererFinancialStatements,
  'Financial statement',
  z.object({
    uuid: uuidInput,
    year: pastYear,
    totalAssets: amount(),
    totalLiabilities: amount(),
    revenue: amount(),
    // The year's net cash flow: a year may end with less cash than it began.
    cashFlow: amount({ allowNegative: true }),
  }),
);

const workExperience = section(
  tendererWorkExperiences,
  'Work experience',
  z.object({
    uuid: uuidInput,
    clientName: text(2, 250),
    contractTitle: text(2, 250),
    contractValue: amount(),
    year: pastYear,
    isCompleted: z.boolean().nullish(),
  }),
);

/** Sections read on uaa: personnel and their experience, litigation, financial resources and statements. */
export const uaaSections = mergeReferenceApis(
  referenceApi({
    entity: personnel,
    typeName: 'PersonnelInformation',
    doc: "One of the tenderer's key personnel.",
    fields: `
      fullName: String!
      position: String!
      qualification: String
      yearsOfExperience: Int!`,
    inputFields: `
      fullName: String!
      position: String!
      qualification: String
      yearsOfExperience: Int!`,
    operations: operationsNamedAfter('PersonnelInformation'),
    withListResponse: true,
    permissions: owned(ownTendererRows(personnelInformations.tendererId)),
  }),
  referenceApi({
    entity: personnelExperience,
    typeName: 'PersonnelWorkExperience',
    doc: 'A past position of one of the personnel.',
    fields: `
      personnelInformationUuid: String
      "The person's full name."
      personnelFullName: String
      employer: String!
      position: String!
      "yyyy-mm-dd"
      startDate: String!
      "yyyy-mm-dd; none while the position is held."
      endDate: String`,
    inputFields: `
      "One of the caller's own personnel."
      personnelInformationUuid: String!
      employer: String!
      position: String!
      startDate: String!
      endDate: String`,
    operations: operationsNamedAfter('PersonnelWorkExperience'),
    withListResponse: true,
    permissions: owned(
      ownPersonnelRows(personnelWorkExperiences.personnelInformationId, 'personnelWorkExperience'),
    ),
  }),
  referenceApi({
    entity: litigation,
    typeName: 'LitigationRecord',
    doc: 'A court or arbitration case of the tenderer.',
    fields: `
      "The tender or lot the record was declared for, or the tenderer itself (entityType TENDERER)."
      entityUuid: String!
      entityType: String!
      year: Int!
      caseDescription: String!
      "PENDING, WON or LOST."
      outcome: String!
      amountInDispute: Float`,
    inputFields: `
      year: Int!
      caseDescription: String!
      "PENDING, WON or LOST."
      outcome: String!
      amountInDispute: Float`,
    operations: operationsNamedAfter('LitigationRecord'),
    docs: {
      createUpdateLitigationRecord:
        "Creates or updates one of the tenderer's own litigation records (entity: the tenderer).",
    },
    withListResponse: true,
    permissions: owned(
      ownTendererRows(litigationRecords.tendererId, (tenderer) => ({
        entityUuid: tenderer.uuid,
        entityType: 'TENDERER',
      })),
    ),
  }),
  referenceApi({
    entity: financialResource,
    typeName: 'TendererFinancialResource',
    doc: 'Money the tenderer can draw on (a credit line, cash at bank).',
    fields: `
      sourceName: String!
      amount: Float!
      currency: String!`,
    inputFields: `
      sourceName: String!
      amount: Float!
      "ISO 4217 code; TZS when absent."
      currency: String`,
    operations: operationsNamedAfter('TendererFinancialResource'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererFinancialResources.tendererId)),
  }),
  referenceApi({
    entity: financialStatement,
    typeName: 'TendererFinancialStatement',
    doc: "One year of the tenderer's financial statements.",
    fields: `
      year: Int!
      totalAssets: Float!
      totalLiabilities: Float!
      revenue: Float!
      "The year's net cash flow (may be negative)."
      cashFlow: Float!`,
    inputFields: `
      year: Int!
      totalAssets: Float!
      totalLiabilities: Float!
      revenue: Float!
      cashFlow: Float!`,
    operations: operationsNamedAfter('TendererFinancialStatement'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererFinancialStatements.tendererId)),
  }),
);

const personOf = belongsTo(personnelInformations, 'personnelInformationId');
const personField =
  (field: 'uuid' | 'fullName') =>
  async (row: Record<string, unknown>, args: unknown, ctx: RequestContext) =>
    ((await personOf(row, args, ctx)) as Record<string, unknown> | null)?.[field] ?? null;

/** The experience's person, as its type shows it. */
export const personnelWorkExperienceFields = {
  PersonnelWorkExperience: {
    personnelInformationUuid: personField('uuid'),
    personnelFullName: personField('fullName'),
  },
};

/** Sections read on submission: work equipment and work experience. */
export const submissionSections = mergeReferenceApis(
  referenceApi({
    entity: equipment,
    typeName: 'WorkEquipment',
    doc: 'Equipment the tenderer owns or leases for its work.',
    fields: `
      equipmentType: String!
      quantity: Int!
      "OWNED or LEASED."
      ownership: String!`,
    inputFields: `
      equipmentType: String!
      quantity: Int!
      "OWNED or LEASED."
      ownership: String!`,
    operations: operationsNamedAfter('WorkEquipment'),
    withListResponse: true,
    permissions: owned(ownTendererRows(workEquipments.tendererId)),
  }),
  referenceApi({
    entity: workExperience,
    typeName: 'TendererWorkExperience',
    doc: 'A contract the tenderer carried out.',
    fields: `
      clientName: String!
      contractTitle: String!
      contractValue: Float!
      year: Int!
      isCompleted: Boolean!`,
    inputFields: `
      clientName: String!
      contractTitle: String!
      contractValue: Float!
      year: Int!
      isCompleted: Boolean`,
    operations: operationsNamedAfter('TendererWorkExperience'),
    withListResponse: true,
    permissions: owned(ownTendererRows(tendererWorkExperiences.tendererId)),
  }),
);
