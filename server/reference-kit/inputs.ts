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
