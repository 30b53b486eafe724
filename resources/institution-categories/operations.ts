import { referenceOperations } from '../../providers/operations/reference';

/** Institution categories (uaa); the spec names no find-by-uuid, so one is read through the list. */
export const institutionCategoryOperations = referenceOperations({
  service: 'uaa',
  fields: 'id uuid name nameSw active createdAt createdBy updatedAt updatedBy version',
  list: { operation: 'allProcuringEntityCategories' },
  find: 'list',
  save: {
    operation: 'createUpdateInstitutionCategories',
    variable: 'institutionCategory',
    inputType: 'InstitutionCategoryInput',
  },
  delete: 'deleteInstitutionCategoryByUuid',
  inputFields: ['name', 'nameSw', 'active'],
});
