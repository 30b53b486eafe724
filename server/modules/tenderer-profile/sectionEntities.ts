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
import { optionalText } from '../../validation/inputs';
import { defineReferenceEntity } from '../../reference-kit/store';

/**
 * What each section of a tenderer's registration stores and accepts: its table and its input's
 * rules (sections.ts declares their GraphQL types and operations).
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

export const personnel = section(
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

export const personnelExperience = section(
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

export const litigation = section(
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

export const equipment = section(
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

export const financialResource = section(
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

export const financialStatement = section(
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

export const workExperience = section(
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
