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
