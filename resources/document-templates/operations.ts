import { gql } from '@apollo/client';
import { parsePage, parseRecord, toPageParam } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const templateFields = 'uuid categoryCode title bodyHtml active updatedAt updatedBy';

/** Document templates (app service): listed, read and edited; never created or deleted here. */
export const documentTemplateOperations: ResourceOperations = {
  service: 'app',
  getList: {
    operation: 'getDocumentTemplates',
    document: gql`
      query getDocumentTemplates($pageParam: PageableParamInput) {
        getDocumentTemplates(pageParam: $pageParam) {
          code
          message
          status
          data {
            content {
              ${templateFields}
            }
            totalElements
          }
        }
      }
    `,
    variables: (params) => ({
      pageParam: toPageParam(params, { q: { fieldName: 'title', operation: 'LIKE' } }),
    }),
    parse: parsePage('getDocumentTemplates'),
  },
  getOne: {
    operation: 'findDocumentTemplateByUuid',
    document: gql`
      query findDocumentTemplateByUuid($uuid: String!) {
        findDocumentTemplateByUuid(uuid: $uuid) {
          code
          message
          status
          data {
            ${templateFields}
          }
        }
      }
    `,
    variables: (params) => ({ uuid: String(params.id) }),
    parse: parseRecord('findDocumentTemplateByUuid'),
  },
  update: {
    operation: 'updateDocumentTemplate',
    document: gql`
      mutation updateDocumentTemplate($documentTemplate: DocumentTemplateInput!) {
        updateDocumentTemplate(documentTemplate: $documentTemplate) {
          code
          message
          status
          data {
            ${templateFields}
          }
        }
      }
    `,
    variables: (params) => ({
      documentTemplate: {
        uuid: String(params.id),
        title: params.data.title,
        bodyHtml: params.data.bodyHtml,
      },
    }),
    parse: parseRecord('updateDocumentTemplate'),
  },
};
