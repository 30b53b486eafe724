import { envelopeOperation, select } from '../../providers/operations/documents';
import {
  listFilters,
  parsePage,
  parseRecord,
  toPageParam,
} from '../../providers/operations/paging';
import { byUuid, deleteByUuid } from '../../providers/operations/reference';
import type { ResourceOperations } from '../../providers/operations/types';

const tendererFields =
  'uuid name registrationNumber email phone tin tendererCategoryName countryName physicalAddress postalAddress certificateNumber certificateIssuedOn certificateExpiresOn active createdAt updatedAt updatedBy version';

const certificateFields = `uuid tendererUuid tendererName registrationNumber tin tendererCategoryName
  countryName certificateNumber issuedOn expiresOn isValid tenderCategories { uuid name code }`;

const tendererDtoFields = [
  'name',
  'email',
  'phone',
  'tin',
  'registrationNumber',
  'tendererCategoryUuid',
  'countryUuid',
  'physicalAddress',
  'postalAddress',
  'tenderCategoryUuids',
  'certificateIssuedOn',
] as const;

/** The create form's values as TendererCustomDTOInput: empty texts are absent (null). */
export const toTendererDto = (data: Record<string, unknown>) =>
  Object.fromEntries(
    tendererDtoFields.map((field) => [field, data[field] === '' ? null : (data[field] ?? null)]),
  );

/**
 * Tenderers: the list by active state (getTenderersByActive: active unless the filter asks for
 * inactive ones), the certificate as the record (findTendererCertificateByUuid), createTenderer,
 * activation as the update verb (activateDeactivateTenderer) and deleteTenderer.
 */
export const tendererOperations: ResourceOperations = {
  service: 'uaa',
  getList: envelopeOperation({
    operation: 'getTenderersByActive',
    variables: { isActive: 'Boolean!', pageParam: 'PageableParamInput' },
    selection: select.page(tendererFields),
    send: (params) => ({
      isActive: params.filter?.active !== false && params.filter?.active !== 'false',
      pageParam: toPageParam(params, listFilters()),
    }),
    parse: parsePage('getTenderersByActive'),
  }),
  getOne: byUuid('query', 'findTendererCertificateByUuid', certificateFields),
  create: envelopeOperation({
    operation: 'createTenderer',
    mutation: true,
    variables: { tendererCustomDTO: 'TendererCustomDTOInput!' },
    selection: select.record(tendererFields),
    send: (params) => ({ tendererCustomDTO: toTendererDto(params.data) }),
    parse: parseRecord('createTenderer'),
  }),
  update: envelopeOperation({
    operation: 'activateDeactivateTenderer',
    mutation: true,
    variables: { tenderer: 'TendererActivationInput!' },
    selection: select.record(tendererFields),
    send: (params) => ({
      tenderer: { uuid: String(params.id), active: Boolean(params.data.active) },
    }),
    parse: parseRecord('activateDeactivateTenderer'),
  }),
  // Tenderers have no edit form (activation sets only `active`); a delete is based on the row listed.
  delete: deleteByUuid('deleteTenderer', tendererFields),
};
