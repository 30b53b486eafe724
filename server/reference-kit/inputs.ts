import { z } from 'zod';

/** A required text field of a save: trimmed, at least `min` and at most `max` characters. */
export const requiredText = (max: number, min = 1) => z.string().trim().min(min).max(max);

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

/** An optional value that must match `pattern` (said in `error`); blank is saved as null. */
const optionalMatching = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .regex(pattern, error)
    .nullish()
    .transform((value) => value || null);

/** A Tanzanian Tax Identification Number (TRA): nine digits, optional. */
export const optionalTin = () => optionalMatching(/^[0-9]{9}$/, 'A TIN has 9 digits');

/** A phone number of 9 to 15 digits, optionally with +; optional. */
export const optionalPhone = () =>
  optionalMatching(/^\+?[0-9]{9,15}$/, 'A phone number of 9 to 15 digits, optionally with +');

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
