import { z } from './zod';
import { NAME_MAX_LENGTH } from './limits';

// The limits without zod (contract/limits.ts), for those who import them from here.
export * from './limits';

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
