/**
 * The field labels every reference list has, for each list's texts (referenceListTexts in
 * resources/reference-data/listTexts.ts). Not a domain: locales/admin.en.ts collects only
 * domains/<folder>/en.ts.
 */
export const enReferenceFields = {
  name: 'Name',
  nameSw: 'Name (Kiswahili)',
  description: 'Description',
  descriptionSw: 'Description (Kiswahili)',
  active: 'Active',
  createdAt: 'Created',
};
