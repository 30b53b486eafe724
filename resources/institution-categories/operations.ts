import { gql } from '@apollo/client';
import { ResponseCode } from '../../contract/responseCodes';
import { ResponseCodeError } from '../../providers/responses';
import { parsePage } from '../../providers/operations/paging';
import { referenceOperations } from '../../providers/operations/reference';
import type { ResourceOperations } from '../../providers/operations/types';

const categoryFields = 'id uuid name active createdAt createdBy updatedAt updatedBy';

/** Institution categories (uaa). */
export const institutionCategoryOperations: ResourceOperations = {
  ...referenceOperations({
    service: 'uaa',
    fields: categoryFields,
    list: { operation: 'allProcuringEntityCategories' },
    save: {
      operation: 'createUpdateInstitutionCategories',
      variable: 'institutionCategory',
      inputType: 'InstitutionCategoryInput',
    },
    delete: 'deleteInstitutionCategoryByUuid',
    inputFields: ['name', 'active'],
  }),
  // The spec names no find-by-uuid for categories: one is read through the list by its uuid.
  getOne: {
    operation: 'allProcuringEntityCategories',
    document: gql`
      query allProcuringEntityCategories($pageParam: PageableParamInput) {
        allProcuringEntityCategories(pageParam: $pageParam) {
          code
          message
          status
          data {
            content {
              ${categoryFields}
            }
            totalElements
          }
        }
      }
    `,
    variables: (params) => ({
      pageParam: {
        page: 0,
        size: 1,
        filters: [{ fieldName: 'uuid', operation: 'EQ', value1: String(params.id) }],
      },
    }),
    parse: (result) => {
      const [category] = parsePage('allProcuringEntityCategories')(result).data;
      if (!category) throw new ResponseCodeError(ResponseCode.NOT_FOUND, 'Record not found');
      return { data: category };
    },
  },
};
