import { maxLength, minLength, regex, required } from 'react-admin';

/** A record's name: required, at least 2 characters and at most the server's column size. */
export const nameRules = (max: number) => [required(), minLength(2), maxLength(max)];

/** An area's or a branch's code: required, letters, digits and . - _ / only. */
export const plainCodeRules = (max: number) => [
  required(),
  maxLength(max),
  regex(/^[A-Za-z0-9.\-_/]+$/, 'A-Z 0-9 . - _ /'),
];
