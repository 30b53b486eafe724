import { z } from './zod';
import { recordVersion } from './validation';

const blankAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

/**
 * Institution categories' input rule (createUpdateInstitutionCategories(institutionCategory)), read
 * by the server; apart from contract/institutions.ts so that no browser chunk carries zod.
 */
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
