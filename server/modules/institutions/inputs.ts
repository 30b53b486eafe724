import { z } from 'zod';
import { INSTITUTION_NAME_MAX_LENGTH } from '../../../contract/institutions';
import { recordVersion } from '../../../contract/validation';
import { optionalPhone } from '../../validation/inputs';

/**
 * What createUpdateInstitutions, createProcuringEntity and the CSV upload take, as the server keeps
 * it: a phone number in international form (0712345678 is +255712345678), as every other phone.
 */

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
  phone: optionalPhone(),
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
