import { referenceOperations, searchFilters } from '../../providers/operations/reference';

/**
 * Institutions (procuring entities) of the uaa service. Records are identified by uuid
 * (react-admin's id); the numeric id that getInstitutionById, activateInstitution and
 * deactivateInstitution take is kept as `institutionId`.
 */
export const institutionOperations = referenceOperations({
  service: 'uaa',
  fields: `uuid institutionId: id name code isLowerLevel registrationComplete
    categoryUuid categoryName parentUuid parentName email phone postalAddress physicalAddress website
    externalId incidentHandlingMode lastSyncedAt active createdAt createdBy updatedAt updatedBy version`,
  list: {
    operation: 'listOfInstitutions',
    filters: searchFilters('isLowerLevel', 'registrationComplete', 'categoryUuid', 'parentUuid'),
  },
  find: 'findProcuringEntityByUuid',
  save: {
    operation: 'createUpdateInstitutions',
    variable: 'institution',
    inputType: 'InstitutionInput',
  },
  delete: 'deleteProcuringEntityByUuid',
  inputFields: [
    'name',
    'code',
    'categoryUuid',
    'isLowerLevel',
    'parentUuid',
    'email',
    'phone',
    'postalAddress',
    'physicalAddress',
    'website',
    'active',
  ],
  toInput: (data) => ({
    // A main institution has no parent, whatever the form still holds.
    parentUuid: data.isLowerLevel ? (data.parentUuid ?? null) : null,
    isLowerLevel: Boolean(data.isLowerLevel),
  }),
});
