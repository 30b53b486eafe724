import { envelopeOperation, select } from '../../providers/operations/documents';
import { parseIdRecord } from '../../providers/operations/paging';
import { byId, institutionPage } from '../../providers/operations/reference';
import type { ResourceOperations } from '../../providers/operations/types';

const designationFields =
  'id uuid name institutionId institutionUuid institutionName createdAt createdBy';

/** Designations (uaa), named by their numeric id (deleteDesignation(id)). */
export const designationOperations: ResourceOperations = {
  service: 'uaa',
  getList: institutionPage('allDesignationsPageable', designationFields),
  create: envelopeOperation({
    operation: 'createDesignation',
    mutation: true,
    variables: { designation: 'DesignationInput!' },
    selection: select.record(designationFields),
    send: (params) => ({
      designation: {
        name: params.data.name,
        institutionUuid: params.data.institutionUuid || null,
      },
    }),
    parse: parseIdRecord('createDesignation'),
  }),
  delete: byId('mutation', 'deleteDesignation', 'id uuid name'),
};
