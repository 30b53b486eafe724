/**
 * What a list lets a client sort and filter by, declared once for both sides, each field named as its
 * GraphQL type spells it: the server's list spec is made from it (server/db/paging.ts tableListSpec,
 * the kit's namedListSpec), refusing any other sortBy or filter, and a reference list screen offers to
 * sort exactly these columns and shows a filter for these fields (resources/reference-data/), so the
 * two cannot disagree (tests/unit/resources/referenceSorts.test.ts holds them together).
 */
export interface ListFields {
  /** What a page is sorted by when the client does not say. */
  readonly defaultSort: string;
  /** The fields a page can be sorted by (sortBy). */
  readonly sortable: readonly string[];
  /**
   * The fields a page can be filtered by one exact value (EQ), beside the search box (q, every text
   * the list shows) and active; a list screen shows a filter for those it offers a choice of.
   */
  readonly filters: readonly string[];
  /**
   * The texts the list shows that the search box looks in beside its name (a code, an acronym), found
   * by a part of them as the name is, even where the field's own filter matches it whole.
   */
  readonly searched?: readonly string[];
}

/** The columns every named list sorts by. */
const NAMED = ['name', 'active', 'createdAt'] as const;
/** The columns every list of the app service's administration screens sorts by. */
const ADMIN = ['active', 'createdAt'] as const;

/**
 * The lists, by their GraphQL type. A list's own server module and its screen look their entry up;
 * a kit list not named here sorts as namedListFields says.
 */
export const listFields = {
  AcademicLevel: { defaultSort: 'rank', sortable: [...NAMED, 'rank'], filters: [] },
  AdministrativeArea: {
    defaultSort: 'name',
    sortable: [...NAMED, 'code', 'type'],
    filters: ['code', 'type', 'uuid'],
  },
  BidSecurityType: { defaultSort: 'name', sortable: NAMED, filters: [] },
  BusinessLicenseAuthority: {
    defaultSort: 'name',
    sortable: [...NAMED, 'acronym', 'authorityType'],
    filters: ['authorityType'],
    searched: ['acronym'],
  },
  BusinessLine: {
    defaultSort: 'name',
    sortable: [...NAMED, 'code'],
    filters: [],
    searched: ['code'],
  },
  BusinessLineConfiguration: {
    defaultSort: 'createdAt',
    sortable: ['createdAt', 'active'],
    filters: [],
  },
  BusinessLineGlobalConfiguration: {
    defaultSort: 'name',
    sortable: NAMED,
    filters: [],
    searched: ['value'],
  },
  ChargeType: { defaultSort: 'name', sortable: [...NAMED, 'unitOfMeasure'], filters: [] },
  ContractType: {
    defaultSort: 'name',
    sortable: [...ADMIN, 'name', 'code'],
    filters: ['code'],
    searched: ['code'],
  },
  Country: {
    defaultSort: 'name',
    sortable: [...NAMED, 'isoCode'],
    filters: ['isoCode'],
    searched: ['isoCode', 'phoneCode'],
  },
  EquipmentType: {
    defaultSort: 'name',
    sortable: [...NAMED, 'category'],
    filters: [],
    searched: ['category'],
  },
  GfsCode: {
    defaultSort: 'code',
    sortable: [...ADMIN, 'code', 'description'],
    filters: ['category'],
  },
  Holiday: {
    defaultSort: 'date',
    sortable: [...ADMIN, 'date', 'name', 'type'],
    filters: ['date', 'type'],
  },
  InspectionTest: {
    defaultSort: 'createdAt',
    sortable: [...ADMIN, 'inspectionTestQuestion'],
    filters: ['inputType'],
  },
  InstitutionActivity: { defaultSort: 'name', sortable: NAMED, filters: [] },
  InstitutionCategory: { defaultSort: 'name', sortable: NAMED, filters: ['uuid'] },
  LotGroup: { defaultSort: 'name', sortable: [...ADMIN, 'name'], filters: [] },
  OfferType: { defaultSort: 'name', sortable: NAMED, filters: [] },
  ProcurementMethodSelectionReason: {
    defaultSort: 'reason',
    sortable: [...ADMIN, 'reason'],
    filters: [],
  },
  ProfessionalQualification: {
    defaultSort: 'name',
    sortable: [...NAMED, 'acronym'],
    filters: [],
    searched: ['acronym', 'awardingBody'],
  },
  Role: { defaultSort: 'name', sortable: [...NAMED, 'title', 'description'], filters: [] },
  ScheduleOfRequirements: { defaultSort: 'name', sortable: [...ADMIN, 'name'], filters: [] },
  SelectionMethod: {
    defaultSort: 'name',
    sortable: [...ADMIN, 'name', 'code'],
    filters: ['code'],
    searched: ['code'],
  },
  SourceOfFunds: {
    defaultSort: 'name',
    sortable: [...ADMIN, 'name', 'code'],
    filters: ['code'],
    searched: ['code'],
  },
  SpecialDay: { defaultSort: 'date', sortable: [...ADMIN, 'date', 'name'], filters: ['date'] },
  SpecificationSetting: {
    defaultSort: 'fieldName',
    sortable: [...ADMIN, 'fieldName', 'unspscCode', 'status'],
    filters: ['unspscCode', 'fieldType', 'status'],
  },
  StatutoryBoard: {
    defaultSort: 'name',
    sortable: [...NAMED, 'acronym'],
    filters: [],
    searched: ['acronym'],
  },
  StatutoryOffer: {
    defaultSort: 'name',
    sortable: NAMED,
    filters: [],
    searched: ['issuingAuthority'],
  },
  TenderCategory: {
    defaultSort: 'name',
    sortable: [...NAMED, 'code'],
    filters: ['code'],
    searched: ['code'],
  },
  TendererCategory: { defaultSort: 'name', sortable: NAMED, filters: [] },
  TendererProfileSetting: {
    defaultSort: 'name',
    sortable: [...NAMED, 'code'],
    filters: [],
    searched: ['code'],
  },
  TendererSourceOfFund: { defaultSort: 'name', sortable: NAMED, filters: [] },
  TenderSubCategory: { defaultSort: 'name', sortable: NAMED, filters: [] },
  Timeline: {
    defaultSort: 'name',
    sortable: [...ADMIN, 'name', 'code', 'days'],
    filters: ['code'],
    searched: ['code'],
  },
  UnitOfMeasure: {
    defaultSort: 'name',
    sortable: [...NAMED, 'symbol'],
    filters: [],
    searched: ['symbol'],
  },
  UnspscCode: {
    defaultSort: 'code',
    sortable: [...ADMIN, 'code', 'title'],
    filters: ['level', 'parentCode'],
  },
} as const satisfies Record<string, ListFields>;

export type ListType = keyof typeof listFields;

/**
 * What a list the contract does not name sorts and filters by: a named list's columns. A list added
 * by the recipe (docs/adding-a-reference-entity.md) sorts by these on both sides without an entry
 * here; one that sorts or filters by more declares its type above.
 */
export const namedListFields = {
  defaultSort: 'name',
  sortable: NAMED,
  filters: [],
} as const satisfies ListFields;

/** A kit list's fields by its GraphQL type: as declared above, else a named list's. */
export const listFieldsOf = (type: string | undefined): ListFields | undefined => {
  if (type === undefined) return undefined;
  return Object.hasOwn(listFields, type) ? listFields[type as ListType] : namedListFields;
};
