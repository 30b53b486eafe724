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
});

/** A free text of up to 500 characters, edited in a multi-line box and not shown as a column. */
export const descriptionField: ReferenceField = {
  source: 'description',
  kind: 'multiline',
  maxLength: 500,
};

/**
 * The fields with the Swahili name and description (nameSw, descriptionSw) after the name and the
 * description, as long as the English and optional: the kit adds them to every list whose server
 * table has them (server/reference-kit/translations.ts). Not list columns: the name column shows the
 * Swahili one on a Swahili page (LocalTextField).
 */
export function withSwahiliFields(fields: ReferenceField[]): ReferenceField[] {
  return fields.flatMap((field) => {
    if (field.source === 'name') {
      const nameSw: ReferenceField = {
        source: 'nameSw',
        label: 'zabuni.referenceData.nameSw',
        maxLength: field.maxLength,
        inList: false,
      };
      return [field, nameSw];
    }
    if (field.source === 'description') {
      const descriptionSw: ReferenceField = {
        source: 'descriptionSw',
        label: 'zabuni.referenceData.descriptionSw',
        kind: 'multiline',
        maxLength: field.maxLength,
        inList: false,
      };
      return [field, descriptionSw];
    }
    return [field];
  });
}
