/**
 * The field labels every reference list has, shared by the appReference and referenceData domains
 * (each adds its own search label, q). Not a domain: locales/admin.en.ts collects only domains/<folder>/en.ts.
 */
export const enReferenceFields = {
  name: 'Name',
  nameSw: 'Name (Kiswahili)',
  description: 'Description',
  descriptionSw: 'Description (Kiswahili)',
  active: 'Active',
  createdAt: 'Created',
};
