import { z } from './zod';

/** Input rules shared by the browser forms and the server, so both refuse the same input. */
export const NAME_MAX_LENGTH = 120;

const requiredName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(2, 'Name must have at least 2 characters')
  .max(NAME_MAX_LENGTH, `Name must have at most ${NAME_MAX_LENGTH} characters`);

/**
 * The version a save or delete was based on (the record's `version` when it was read; decision 103).
 * Absent is not checked, so the spec's own clients keep working.
 */
export const recordVersion = z
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1)
  .nullish();

export const chargeTypeDtoSchema = z.object({
  uuid: z.uuid().optional().nullable(),
  name: requiredName,
  unitOfMeasure: z.string().trim().max(60).optional().nullable(),
  active: z.boolean().optional(),
  version: recordVersion,
});
export type ChargeTypeDto = z.infer<typeof chargeTypeDtoSchema>;

export const MAX_PAGE_SIZE = 500;
/** The app-service lists the home page reads ask for 10000 rows at once. */
export const APP_MAX_PAGE_SIZE = 10_000;
/** Lists the spec reads whole (no paging variables) stop here, so one call cannot exhaust memory. */
export const WHOLE_LIST_MAX_ROWS = 5000;
export const DEFAULT_PAGE_SIZE = 25;

/** What a refused phone number is told (contract/phoneNumbers.ts normalises it). */
export const PHONE_RULE = 'A phone number such as +255712345678 or 0712345678';
export const TIN_RULE = 'A TIN has 9 digits';

/** A TIN's nine digits (123-456-789 and 123 456 789 are 123456789), or undefined. */
export function normalisedTin(text: string): string | undefined {
  const digits = text.replace(/[\s-]/g, '');
  return /^[0-9]{9}$/.test(digits) ? digits : undefined;
}
