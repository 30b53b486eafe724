import { z } from 'zod';
import { PHONE_RULE, TIN_RULE, normalisedTin } from '../../contract/validation';
import { normalisedPhone } from '../../contract/phoneNumbers';

/**
 * A required text field of a save: trimmed, at least `min` and at most `max` characters. Blank or
 * spaces only is "Required", as the forms say it.
 */
export const requiredText = (max: number, min = 1) =>
  z
    .string({ error: 'Required' })
    .trim()
    .min(1, 'Required')
    .min(min, `At least ${min} characters`)
    .max(max, `At most ${max} characters`);

/**
 * An optional text field of a save: trimmed, at most `max` characters, and blank saved as null so a
 * cleared field is cleared. With keepAbsent, a field the client did not send stays undefined, so an
 * update leaves its column as it was.
 */
export const optionalText = (max: number, { keepAbsent = false } = {}) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((value) => (keepAbsent && value === undefined ? undefined : value || null));

/**
 * An optional value made into its one kept form by `normalise` (undefined: refused with `error`);
 * blank is saved as null. With keepAbsent, a field the client did not send stays undefined.
 */
const optionalNormalised = (
  normalise: (text: string) => string | undefined,
  error: string,
  { keepAbsent = false } = {},
) =>
  z
    .string()
    .trim()
    .max(40, error)
    .nullish()
    .transform((value, ctx) => {
      if (value === undefined && keepAbsent) return undefined;
      if (!value) return null;
      const normalised = normalise(value);
      if (normalised === undefined) ctx.addIssue({ code: 'custom', message: error });
      return normalised ?? null;
    });

/** A Tanzanian Tax Identification Number (TRA): nine digits, dashes and spaces dropped; optional. */
export const optionalTin = () => optionalNormalised(normalisedTin, TIN_RULE);

/**
 * A phone number, kept in international form: 0712345678 is +255712345678 (a number without its
 * calling code is Tanzanian); optional.
 */
export const optionalPhone = (options: { keepAbsent?: boolean } = {}) =>
  optionalNormalised(normalisedPhone, PHONE_RULE, options);

/**
 * A whole number a PostgreSQL integer column holds (-2147483648 to 2147483647): beyond it is invalid
 * input here, never the database's "out of range" (22003). GraphQL's Int is the same range; a REST
 * body's numbers are not.
 */
export const wholeNumber = () => z.number().int().min(-2_147_483_648).max(2_147_483_647);

/**
 * Whether PostgreSQL's timestamps hold this moment: JavaScript's dates reach back to the year
 * -271821, PostgreSQL's to 4713 BC but not as ISO text, and years past 9999 are no one's input.
 */
export const isStorableDate = (date: Date): boolean => {
  const year = date.getUTCFullYear();
  return !Number.isNaN(date.getTime()) && year >= 1 && year <= 9999;
};

/** A date and time (ISO text, or anything Date reads) that PostgreSQL's timestamps hold. */
export const storableDate = () =>
  z.coerce.date({ error: 'Not a date' }).refine(isStorableDate, { error: 'Not a date' });

/** A uuid a client names (a record to update, a parent to link). */
export const uuidInput = z.uuid({ error: 'Not a valid uuid' });
