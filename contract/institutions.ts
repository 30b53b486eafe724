import { z } from './zod';
import { recordVersion } from './validation';

/**
 * Institutions (procuring entities) and their categories: the input rules the browser forms and the
 * server share, the CSV upload's columns and the incident-handling modes.
 */

/** Who handles the incidents an institution's users raise (setIncidentHandlingMode). */
export const incidentHandlingModes = ['PLATFORM', 'INSTITUTION'] as const;
export type IncidentHandlingMode = (typeof incidentHandlingModes)[number];

export const INSTITUTION_NAME_MAX_LENGTH = 250;

/** Optional text: blank is "not given" (null), so a form's empty field clears the value. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/** The fields of an institution, as createUpdateInstitutions, createProcuringEntity and the CSV take them. */
export const institutionFieldsSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must have at least 2 characters')
    .max(
      INSTITUTION_NAME_MAX_LENGTH,
      `Name must have at most ${INSTITUTION_NAME_MAX_LENGTH} characters`,
    ),
  code: z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,29}$/, 'Code: 2 to 30 letters, digits, dots, dashes')
      .nullish(),
  ),
  categoryUuid: z.preprocess(blankAsNull, z.uuid({ error: 'Not a valid category' }).nullish()),
  isLowerLevel: z
    .boolean()
    .nullish()
    .transform((value) => value ?? false),
  parentUuid: z.preprocess(blankAsNull, z.uuid({ error: 'Not a valid institution' }).nullish()),
  email: z.preprocess(
    blankAsNull,
    z.email({ error: 'Not a valid email address' }).max(254).nullish(),
  ),
  phone: z.preprocess(
    blankAsNull,
    z
      .string()
      .trim()
      .regex(/^\+?[0-9][0-9 ]{6,18}$/, 'Not a valid phone number')
      .nullish(),
  ),
  postalAddress: optionalText(250),
  physicalAddress: optionalText(250),
  website: z.preprocess(
    blankAsNull,
    z
      .url({ protocol: /^https?$/, error: 'Not a valid web address (https://...)' })
      .max(250)
      .nullish(),
  ),
  active: z.boolean().nullish(),
});

/** "An institution with a lower-level flag" has the main institution it belongs to. */
const lowerLevelNeedsParent = <T extends { isLowerLevel: boolean; parentUuid?: string | null }>(
  value: T,
  ctx: z.RefinementCtx,
) => {
  if (value.isLowerLevel && !value.parentUuid) {
    ctx.addIssue({
      code: 'custom',
      path: ['parentUuid'],
      message: 'A lower-level institution needs its parent institution',
    });
  }
};

/** createUpdateInstitutions(institution): a new one has no uuid; an existing one is updated by uuid. */
export const institutionInputSchema = institutionFieldsSchema
  .extend({ uuid: z.preprocess(blankAsNull, z.uuid().nullish()), version: recordVersion })
  .superRefine(lowerLevelNeedsParent);
export type InstitutionInput = z.infer<typeof institutionInputSchema>;

/** createUpdateInstitutionCategories(institutionCategory). */
export const institutionCategoryInputSchema = z.object({
  uuid: z.preprocess(blankAsNull, z.uuid().nullish()),
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(2, 'Name must have at least 2 characters')
    .max(120, 'Name must have at most 120 characters'),
  active: z.boolean().nullish(),
  version: recordVersion,
});
export type InstitutionCategoryInput = z.infer<typeof institutionCategoryInputSchema>;

/**
 * The CSV upload's columns, in the template's order. Category and parent are given by name or code
 * (people know them by name; uuids are not in anyone's spreadsheet).
 */
export const institutionCsvColumns = [
  'name',
  'code',
  'category',
  'isLowerLevel',
  'parentCode',
  'email',
  'phone',
  'postalAddress',
  'physicalAddress',
  'website',
] as const;

export const INSTITUTION_CSV_MAX_ROWS = 1000;

/** One data row's outcome: its line in the file (the header is line 1). */
export interface CsvRowResult {
  rowNumber: number;
  name: string;
  created: boolean;
  uuid: string | null;
  error: string | null;
}

/** What createProcuringEntityFromCSV answers: the rows created in one transaction, or none. */
export interface CsvUploadResult {
  created: number;
  failed: number;
  rows: CsvRowResult[];
}

/** The template offered for download: the header and one example row. */
export const institutionCsvTemplate = [
  institutionCsvColumns.join(','),
  'Ministry of Water,MOW,Ministry,false,,info@maji.go.tz,+255 26 232 2602,P.O. Box 456 Dodoma,Mtumba Government City,https://www.maji.go.tz',
].join('\n');
