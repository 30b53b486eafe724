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
import { field, recordFields, shown } from '../../reference-kit/fields';
import { defineReferenceEntity } from '../../reference-kit/store';

/**
 * What each section of a tenderer's registration stores and accepts: its table and its fields,
 * each written once for the input's rules and the GraphQL type (sections.ts declares the operations).
 */

const text = (min: number, max: number) =>
  field(
    z
      .string({ error: 'Required' })
      .trim()
      .min(min, `At least ${min} characters`)
      .max(max, `At most ${max} characters`),
    'String!',
  );
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

const wholeNumber = (min: number, max: number, maxText: string) =>
  field(
    z
      .number({ error: 'A number is required' })
      .int('A whole number')
      .min(min, min === 0 ? 'Not negative' : `At least ${min}`)
      .max(max, `At most ${maxText}`),
    'Int!',
  );
const money = (options?: { allowNegative?: boolean }, doc?: string) =>
  field(amount(options), 'Float!', { doc });
const year = () => field(pastYear, 'Int!');
const choice = (values: [string, ...string[]], text: string) =>
  field(z.enum(values, { error: text }), 'String!', { doc: `${text}.`, inputDoc: `${text}.` });

export const personnelFields = recordFields({
  fullName: text(2, 200),
  position: text(2, 120),
  qualification: field(optionalText(200), 'String'),
  yearsOfExperience: wholeNumber(0, 70, '70'),
});
export const personnel = section(personnelInformations, 'Person', personnelFields.saveInput);

export const personnelExperienceFields = recordFields({
  personnelInformationUuid: field(z.uuid({ error: 'Choose a person' }), 'String', {
    inputType: 'String!',
    inputDoc: "One of the caller's own personnel.",
  }),
  personnelFullName: shown('String', "The person's full name."),
  employer: text(2, 250),
  position: text(2, 120),
  startDate: field(pastDate, 'String!', { doc: 'yyyy-mm-dd' }),
  endDate: field(pastDate.nullish(), 'String', {
    doc: 'yyyy-mm-dd; none while the position is held.',
  }),
});
export const personnelExperience = section(
  personnelWorkExperiences,
  'Work experience of a person',
  personnelExperienceFields.saveInput.refine(
    (input) => !input.endDate || input.endDate >= input.startDate,
    { path: ['endDate'], message: 'Not before the start date' },
  ),
  // The person is the scope's (ownPersonnelRows), never written from the input as given.
  ({ personnelInformationUuid: _person, uuid: _uuid, ...columns }) => ({
    ...columns,
    endDate: columns.endDate ?? null,
  }),
);

export const litigationFields = recordFields({
  entityUuid: shown(
    'String!',
    'The tender or lot the record was declared for, or the tenderer itself (entityType TENDERER).',
  ),
  entityType: shown('String!'),
  year: year(),
  caseDescription: text(2, 2000),
  outcome: choice(['PENDING', 'WON', 'LOST'], 'PENDING, WON or LOST'),
  amountInDispute: field(amount().nullish(), 'Float'),
});
export const litigation = section(
  litigationRecords,
  'Litigation record',
  litigationFields.saveInput,
);

export const equipmentFields = recordFields({
  equipmentType: text(2, 120),
  quantity: wholeNumber(1, 100000, '100,000'),
  ownership: choice(['OWNED', 'LEASED'], 'OWNED or LEASED'),
});
export const equipment = section(workEquipments, 'Work equipment', equipmentFields.saveInput);

export const financialResourceFields = recordFields({
  sourceName: text(2, 200),
  amount: money(),
  currency: field(
    z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'A currency code of 3 capital letters (TZS)')
      .nullish()
      .transform((value) => value ?? undefined),
    'String!',
    { inputType: 'String', inputDoc: 'ISO 4217 code; TZS when absent.' },
  ),
});
export const financialResource = section(
  tendererFinancialResources,
  'Financial resource',
  financialResourceFields.saveInput,
);

export const financialStatementFields = recordFields({
  year: year(),
  totalAssets: money(),
  totalLiabilities: money(),
  revenue: money(),
  // The year's net cash flow: a year may end with less cash than it began.
  cashFlow: money({ allowNegative: true }, "The year's net cash flow (may be negative)."),
});
export const financialStatement = section(
  tendererFinancialStatements,
  'Financial statement',
  financialStatementFields.saveInput,
);

export const workExperienceFields = recordFields({
  clientName: text(2, 250),
  contractTitle: text(2, 250),
  contractValue: money(),
  year: year(),
  isCompleted: field(z.boolean().nullish(), 'Boolean!', { inputType: 'Boolean' }),
});
export const workExperience = section(
  tendererWorkExperiences,
  'Work experience',
  workExperienceFields.saveInput,
);
