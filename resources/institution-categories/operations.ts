import { referenceOperations } from '../../providers/operations/reference';

/** Institution categories (uaa); the spec names no find-by-uuid, so one is read through the list. */
export const institutionCategoryOperations = referenceOperations({
  // Its server does not check versions yet (decision 103).
  versioned: false,
  service: 'uaa',
  fields: 'id uuid name active createdAt createdBy updatedAt updatedBy',
  list: { operation: 'allProcuringEntityCategories' },
  find: 'list',
  save: {
    operation: 'createUpdateInstitutionCategories',
    variable: 'institutionCategory',
    inputType: 'InstitutionCategoryInput',
  },
  delete: 'deleteInstitutionCategoryByUuid',
  inputFields: ['name', 'active'],
});
