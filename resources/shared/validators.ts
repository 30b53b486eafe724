import { maxLength, minLength, regex, required, type Validator } from 'react-admin';
import { normalisedTin } from '../../contract/limits';

/**
 * Required, as the server says it: a value of spaces only is none (the server trims it away and
 * answers "Required"), so the form says "Required" at once rather than the server's refusal later.
 */
export const requiredTrimmed = (): Validator => {
  const isRequired = required();
  const validator = (value: unknown, values: unknown) =>
    typeof value === 'string' && value.trim() === ''
      ? 'ra.validation.required'
      : isRequired(value, values);
  // react-admin marks a field required (its label's asterisk, aria-required) by this flag.
  return Object.assign(validator, { isRequired: true });
};

/** A record's name: required, at least 2 characters and at most the server's column size. */
export const nameRules = (max: number) => [requiredTrimmed(), minLength(2), maxLength(max)];

/** An area's or a branch's code: required, letters, digits and . - _ / only. */
export const plainCodeRules = (max: number) => [
  requiredTrimmed(),
  maxLength(max),
  regex(/^[A-Za-z0-9.\-_/]+$/, 'A-Z 0-9 . - _ /'),
];

/**
 * A phone number the server keeps (contract/phoneNumbers.ts: 0712345678 is +255712345678), with
 * its words. The number library is loaded when a number is first checked, not with the screen.
 */
export const phoneRule: Validator = async (value: unknown) => {
  if (value === null || value === undefined || String(value).trim() === '') return undefined;
  const { normalisedPhone } = await import('../../contract/phoneNumbers');
  return normalisedPhone(String(value)) ? undefined : 'zabuni.validation.phone';
};

/** A TIN the server keeps: nine digits, dashes and spaces allowed between them. */
export const tinRule: Validator = (value: unknown) =>
  value === null ||
  value === undefined ||
  String(value).trim() === '' ||
  normalisedTin(String(value))
    ? undefined
    : 'zabuni.validation.tin';
