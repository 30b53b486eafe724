import { gql } from '@apollo/client';
import type { FilterMapping } from './paging';
import { parsePage, parseRecord, toPageParam } from './paging';
import { defaultReferenceFilters, referenceOperations } from './reference';
import type { ResourceOperations } from './types';

/**
 * The uaa/general reference lists and tenderers administration: each resource's verbs. Every list is
 * read a page at a time (whole-list operations answer a page when given pageParam).
 */
const audit = 'active createdAt';

/** A list whose operation is `<read>(deleted, pageParam)` and whose saves are createUpdate<Type>. */
const list = (
  read: string,
  type: string,
  variable: string,
  fields: string[],
  options: {
    save?: string;
    filters?: FilterMapping;
    pageParamVariable?: string;
  } = {},
) =>
  referenceOperations({
    fields: `uuid ${fields.join(' ')} ${audit}`,
    list: {
      operation: read,
      withDeletedFlag: true,
      filters: options.filters,
      pageParamVariable: options.pageParamVariable,
    },
    // Every list's record is read by find<Type>ByUuid (the form loads it before editing).
    find: `find${type}ByUuid`,
    save: {
      operation: options.save ?? `createUpdate${type}`,
      variable,
      inputType: `${type}Input`,
    },
    delete: `delete${type}ByUuid`,
    inputFields: [...fields.filter((f) => !f.includes('Name') && !f.includes('{')), 'active'],
  });

const tendererFields =
  'uuid name registrationNumber email phone tin tendererCategoryName countryName physicalAddress postalAddress certificateNumber certificateIssuedOn certificateExpiresOn active createdAt';

export const referenceDataOperations: Record<string, ResourceOperations> = {
  'tender-categories': list('allTenderCategories', 'TenderCategory', 'tenderCategory', [
    'name',
    'code',
    'description',
  ]),
  'tender-sub-categories': list(
    'allTenderSubCategories',
    'TenderSubCategory',
    'tenderSubCategory',
    ['name', 'description', 'tenderCategoryUuid', 'tenderCategoryName'],
  ),
  'tenderer-categories': list('allTendererCategories', 'TendererCategory', 'tendererCategory', [
    'name',
    'description',
  ]),
  'statutory-boards': list('allStatutoryBoards', 'StatutoryBoard', 'statutoryBoard', [
    'name',
    'acronym',
    'description',
  ]),
  'business-license-authorities': list(
    'allBusinessLicenseAuthorities',
    'BusinessLicenseAuthority',
    'businessLicenseAuthority',
    ['name', 'acronym', 'authorityType', 'description'],
    {
      filters: {
        ...defaultReferenceFilters,
        authorityType: { fieldName: 'authorityType', operation: 'EQ' },
      },
    },
  ),
  'business-lines': list(
    'allBusinessLines',
    'BusinessLine',
    'businessLine',
    ['name', 'code', 'description', 'tenderCategoryUuid', 'tenderCategoryName'],
    { pageParamVariable: 'pageparam' },
  ),
  'business-line-configurations': list(
    'allBusinessLineConfigurations',
    'BusinessLineConfiguration',
    'businessLineConfiguration',
    [
      'businessLineUuid',
      'businessLineName',
      'statutoryBoardUuid',
      'statutoryBoardName',
      'businessLicenseAuthorityUuid',
      'businessLicenseAuthorityName',
      'requiresBoardRegistration',
      'requiresBusinessLicense',
      'description',
    ],
    // Configurations have no name: only the active filter applies.
    { filters: { active: defaultReferenceFilters.active } },
  ),
  'business-line-global-configurations': list(
    'getAllBusinessLineGlobalConfigurations',
    'BusinessLineGlobalConfiguration',
    'businessLineGlobalConfiguration',
    ['name', 'value', 'description'],
  ),
  'offer-types': list('allOfferTypes', 'OfferType', 'offerType', ['name', 'description']),
  countries: referenceOperations({
    fields: 'uuid name isoCode phoneCode active createdAt',
    list: { operation: 'getAllCountries', withDeletedFlag: true },
    inputFields: [],
  }),
  'academic-levels': list('getAllAcademicLevels', 'AcademicLevel', 'academicLevel', [
    'name',
    'rank',
    'description',
  ]),
  'professional-qualifications': list(
    'getAllProfessionalQualifications',
    'ProfessionalQualification',
    'professionalQualification',
    ['name', 'acronym', 'awardingBody', 'description'],
  ),
  'statutory-offers': list('allStatutoryOffers', 'StatutoryOffer', 'statutoryOffer', [
    'name',
    'issuingAuthority',
    'description',
  ]),
  'equipment-types': list('getAllEquipmentTypes', 'EquipmentType', 'equipmentType', [
    'name',
    'category',
    'description',
  ]),
  'tenderer-profile-settings': list(
    'getAllTendererProfileSettings',
    'TendererProfileSetting',
    'tendererProfileSetting',
    ['name', 'code', 'isRequired', 'description'],
  ),
  'tenderer-source-of-funds': list(
    'allTendererSourceOfFunds',
    'TendererSourceOfFund',
    'tendererSourceOfFund',
    ['name', 'description'],
  ),
  'institution-activities': list(
    'getAllInstitutionActivities',
    'InstitutionActivity',
    'institutionActivity',
    ['name', 'description'],
    { save: 'createInstitutionActivity' },
  ),
  tenderers: tendererOperations(),
};

/**
 * Tenderers: the list by active state (getTenderersByActive when the filter is set, else allTenderers),
 * the certificate as the record (findTendererCertificateByUuid), createTenderer, activation as the
 * update verb (activateDeactivateTenderer) and deleteTenderer.
 */
function tendererOperations(): ResourceOperations {
  const filters: FilterMapping = { q: { fieldName: 'name', operation: 'LIKE' } };
  const envelope = `code message status data { ${tendererFields} }`;
  return {
    getList: {
      operation: 'getTenderersByActive',
      document: gql`
        query getTenderersByActive($isActive: Boolean!, $pageParam: PageableParamInput) {
          getTenderersByActive(isActive: $isActive, pageParam: $pageParam) {
            code message status data { content { ${tendererFields} } totalElements }
          }
        }
      `,
      // Lists show active tenderers unless the filter asks for inactive ones.
      variables: (params) => ({
        isActive: params.filter?.active !== false && params.filter?.active !== 'false',
        pageParam: toPageParam(params, filters),
      }),
      parse: parsePage('getTenderersByActive'),
    },
    getOne: {
      operation: 'findTendererCertificateByUuid',
      document: gql`
        query findTendererCertificateByUuid($uuid: String!) {
          findTendererCertificateByUuid(uuid: $uuid) {
            code
            message
            status
            data {
              uuid
              tendererUuid
              tendererName
              registrationNumber
              tin
              tendererCategoryName
              countryName
              certificateNumber
              issuedOn
              expiresOn
              isValid
              tenderCategories {
                uuid
                name
                code
              }
            }
          }
        }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('findTendererCertificateByUuid'),
    },
    create: {
      operation: 'createTenderer',
      document: gql`
        mutation createTenderer($tendererCustomDTO: TendererCustomDTOInput!) {
          createTenderer(tendererCustomDTO: $tendererCustomDTO) { ${envelope} }
        }
      `,
      variables: (params) => ({ tendererCustomDTO: toTendererDto(params.data) }),
      parse: parseRecord('createTenderer'),
    },
    update: {
      operation: 'activateDeactivateTenderer',
      document: gql`
        mutation activateDeactivateTenderer($tenderer: TendererActivationInput!) {
          activateDeactivateTenderer(tenderer: $tenderer) { ${envelope} }
        }
      `,
      variables: (params) => ({
        tenderer: { uuid: String(params.id), active: Boolean(params.data.active) },
      }),
      parse: parseRecord('activateDeactivateTenderer'),
    },
    delete: {
      operation: 'deleteTenderer',
      document: gql`
        mutation deleteTenderer($uuid: String!) { deleteTenderer(uuid: $uuid) { ${envelope} } }
      `,
      variables: (params) => ({ uuid: String(params.id) }),
      parse: parseRecord('deleteTenderer'),
    },
  };
}

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
export function toTendererDto(data: Record<string, unknown>) {
  return Object.fromEntries(
    tendererDtoFields.map((field) => {
      const value = data[field];
      return [field, value === '' || value === undefined ? null : value];
    }),
  );
}
