import type { ReferenceField } from './types';

/**
 * The fields most reference lists share, written once. A list's name is required; its length
 * bounds follow the server's column (general lists take 2 to 200 characters, app lists up to 150).
 */
export const nameField = (maxLength: number, minLength?: number): ReferenceField => ({
  source: 'name',
  required: true,
  ...(minLength === undefined ? {} : { minLength }),
  maxLength,
});

/** A required short code the list can be sorted by. */
export const codeField = (
  maxLength: number,
  format?: ReferenceField['format'],
): ReferenceField => ({
  source: 'code',
  required: true,
  maxLength,
  ...(format === undefined ? {} : { format }),
  sortable: true,
});

/** A free text of up to 500 characters, edited in a multi-line box and not shown as a column. */
export const descriptionField: ReferenceField = {
  source: 'description',
  kind: 'multiline',
  maxLength: 500,
};
