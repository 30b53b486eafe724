import { referenceOperations, versionOf } from '../../providers/operations/reference';
import { envelopeOperation, select } from '../../providers/operations/documents';
import { parseRecord, listFilters } from '../../providers/operations/paging';
import type { ResourceOperations } from '../../providers/operations/types';

const templateFields = 'uuid categoryCode title bodyHtml active updatedAt updatedBy version';

/** Document templates (app service): listed, read and edited; never created or deleted here. */
export const documentTemplateOperations: ResourceOperations = {
  ...referenceOperations({
    service: 'app',
    fields: templateFields,
    list: {
      operation: 'getDocumentTemplates',
      filters: listFilters(),
    },
    find: 'findDocumentTemplateByUuid',
    inputFields: [],
  }),
  update: envelopeOperation({
    operation: 'updateDocumentTemplate',
    mutation: true,
    variables: { documentTemplate: 'DocumentTemplateInput!' },
    selection: select.record(templateFields),
    send: (params) => ({
      documentTemplate: {
        uuid: String(params.id),
        title: params.data.title,
        bodyHtml: params.data.bodyHtml,
        version: versionOf(params),
      },
    }),
    parse: parseRecord('updateDocumentTemplate'),
  }),
};
