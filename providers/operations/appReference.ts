import { gql } from '@apollo/client';
import type { GetListParams } from 'react-admin';
import type { Envelope } from '../responses';
import { parseAppPage, toAppInput, type FilterMapping } from './paging';
import { referenceOperations } from './reference';
import type { OperationMapping, ResourceOperations } from './types';

/**
 * The app service's procurement reference lists (server/app/procurementReference.graphql): each
 * resource's verbs on the generic reference operations. Whole lists are read a page at a time
 * (given a pageParam they answer a page); the spec's app-envelope lists are read with input.
 */
const audit = 'active createdAt';

/** q searches this field (LIKE); active is EQ. */
const search = (fieldName: string, extra: FilterMapping = {}): FilterMapping => ({
  q: { fieldName, operation: 'LIKE' },
  active: { fieldName: 'active', operation: 'EQ' },
  ...extra,
});

const reference = (options: {
  list: string;
  kind?: 'page' | 'appPage';
  type: string;
  variable: string;
  find: string;
  remove: string;
  fields: string;
  inputFields: string[];
  filters?: FilterMapping;
  save?: string;
  /** false: the record has no Active switch of its own (specification settings use status). */
  activation?: boolean;
}) =>
  referenceOperations({
    fields: `uuid ${options.fields} ${audit}`,
    list: {
      operation: options.list,
      kind: options.kind,
      withDeletedFlag: options.kind !== 'appPage',
      filters: options.filters,
    },
    find: options.find,
    save: {
      operation: options.save ?? `createUpdate${options.type}`,
      variable: options.variable,
      inputType: `${options.type}Input`,
    },
    delete: options.remove,
    inputFields:
      options.activation === false ? options.inputFields : [...options.inputFields, 'active'],
  });

/*
 * Planning lists of the app service (server/app/departmentalNeeds.graphql): departmental needs and
 * tender lots. Neither has a find operation, so a record is edited from its list row; the list
 * therefore flattens each related record's uuid into the field the form and the save input use.
 */
type Row = Record<string, unknown> & { uuid: string };

/**
 * The same operations with each answered record passed through reshape (create, update, delete),
 * given the form's data (or, on delete, the record as listed).
 */
function reshapingRecords(
  operations: ResourceOperations,
  reshape: (record: Row, data?: Record<string, unknown>) => Row,
): ResourceOperations {
  const reshaped = { ...operations };
  for (const verb of ['create', 'update', 'delete'] as const) {
    type Params = { data?: Record<string, unknown>; previousData?: Record<string, unknown> };
    const mapping = operations[verb] as OperationMapping<Params> | undefined;
    if (!mapping) continue;
    reshaped[verb] = {
      ...mapping,
      parse: (result: unknown, params: Params) => ({
        data: reshape(
          mapping.parse(result, params).data as Row,
          params.data ?? params.previousData,
        ),
      }),
    } as never;
  }
  return reshaped;
}

const uuidOf = (related: unknown) => (related as { uuid?: string } | null)?.uuid ?? null;

const needFields = `uuid departmentName description quantity estimatedAmount status createdAt
  createdBy updatedAt financialYear { uuid code } procurementCategory { uuid name }
  unitOfMeasure { uuid name } gfsCode { uuid code description }`;

/** A need with the uuids its form edits (financialYearUuid, ...) beside the related records. */
const flattenNeed = (need: Row) => ({
  ...need,
  financialYearUuid: uuidOf(need.financialYear),
  procurementCategoryUuid: uuidOf(need.procurementCategory),
  unitOfMeasureUuid: uuidOf(need.unitOfMeasure),
  gfsCodeUuid: uuidOf(need.gfsCode),
});

/** The server's list spec: departmentName and description LIKE, status EQ. */
const needFilters: FilterMapping = {
  q: { fieldName: 'description', operation: 'LIKE' },
  departmentName: { fieldName: 'departmentName', operation: 'LIKE' },
  status: { fieldName: 'status', operation: 'EQ' },
};

/** getDepartmentalNeeds answers the app page under data.items (rows in data.items.rows). */
const departmentalNeedList: OperationMapping<GetListParams> = {
  operation: 'getDepartmentalNeeds',
  document: gql`
    query getDepartmentalNeeds($input: AppPageInput) {
      getDepartmentalNeeds(input: $input) {
        code message status data { items { rows { ${needFields} } totalRecords } }
      }
    }
  `,
  variables: (params) => ({ input: toAppInput(params, needFilters) }),
  parse: (result) => {
    const envelope = result as Envelope<{ items: unknown }>;
    const page = parseAppPage('getDepartmentalNeeds')({ ...envelope, data: envelope.data?.items });
    return { ...page, data: (page.data as Row[]).map(flattenNeed) };
  },
};

const lotFields =
  'uuid lotNumber title description estimatedAmount lotGroup { uuid name } createdAt';

/** A lot with its tender's uuid (from the list filter or the saved form) and its lot group's. */
const flattenLot = (lot: Row, context?: Record<string, unknown>) => ({
  ...lot,
  tenderUuid: context?.tenderUuid ?? null,
  lotGroupUuid: uuidOf(lot.lotGroup),
});

/**
 * getTenderLots(tenderUuid, input): the tender comes from the list's tenderUuid filter and is kept
 * on each row, so a lot's save names its tender.
 */
const tenderLotList: OperationMapping<GetListParams> = {
  operation: 'getTenderLots',
  document: gql`
    query getTenderLots($tenderUuid: String!, $input: AppPageInput) {
      getTenderLots(tenderUuid: $tenderUuid, input: $input) {
        code message status data { rows { ${lotFields} } totalRecords }
      }
    }
  `,
  variables: (params) => ({
    tenderUuid: String(params.filter?.tenderUuid ?? ''),
    input: toAppInput(params, { q: { fieldName: 'title', operation: 'LIKE' } }),
  }),
  parse: (result, params) => {
    const page = parseAppPage('getTenderLots')(result);
    return {
      ...page,
      data: (page.data as Row[]).map((lot) => flattenLot(lot, params.filter)),
    };
  },
};

const planningListOperations: Record<string, ResourceOperations> = {
  'departmental-needs': {
    ...reshapingRecords(
      referenceOperations({
        fields: needFields,
        list: { operation: 'getDepartmentalNeeds' },
        save: {
          operation: 'createUpdateDepartmentalNeed',
          variable: 'departmentalNeed',
          inputType: 'DepartmentalNeedInput',
        },
        delete: 'deleteDepartmentalNeed',
        inputFields: [
          'financialYearUuid',
          'departmentName',
          'description',
          'procurementCategoryUuid',
          'quantity',
          'unitOfMeasureUuid',
          'estimatedAmount',
          'gfsCodeUuid',
          'status',
        ],
      }),
      flattenNeed,
    ),
    getList: departmentalNeedList,
  },
  'tender-lots': {
    ...reshapingRecords(
      referenceOperations({
        fields: lotFields,
        list: { operation: 'getTenderLots' },
        save: {
          operation: 'createUpdateTenderLot',
          variable: 'tenderLot',
          inputType: 'TenderLotInput',
        },
        delete: 'deleteTenderLot',
        inputFields: [
          'tenderUuid',
          'lotNumber',
          'title',
          'description',
          'estimatedAmount',
          'lotGroupUuid',
        ],
      }),
      flattenLot,
    ),
    getList: tenderLotList,
  },
};

export const appReferenceOperations: Record<string, ResourceOperations> = {
  'special-days': reference({
    list: 'getSpecialDays',
    type: 'SpecialDay',
    variable: 'specialDay',
    find: 'findSpecialDayByUuid',
    remove: 'deleteSpecialDay',
    fields: 'name date description',
    inputFields: ['name', 'date', 'description'],
  }),
  holidays: reference({
    list: 'getHolidays',
    type: 'Holiday',
    variable: 'holiday',
    find: 'findHolidayByUuid',
    remove: 'deleteHoliday',
    fields: 'name date type',
    inputFields: ['name', 'date', 'type'],
    filters: search('name', { type: { fieldName: 'type', operation: 'EQ' } }),
  }),
  'gfs-codes': reference({
    list: 'getAllGFSCodes',
    type: 'GfsCode',
    save: 'createUpdateGFSCode',
    variable: 'gfsCode',
    find: 'findGFSCodeByUuid',
    remove: 'deleteGFSCode',
    fields: 'code description category',
    inputFields: ['code', 'description', 'category'],
    filters: search('description', { category: { fieldName: 'category', operation: 'EQ' } }),
  }),
  'units-of-measure': reference({
    list: 'getUnitOfMeasures',
    type: 'UnitOfMeasure',
    variable: 'unitOfMeasure',
    find: 'findUnitOfMeasureByUuid',
    remove: 'deleteUnitOfMeasure',
    fields: 'name symbol',
    inputFields: ['name', 'symbol'],
  }),
  'sources-of-funds': reference({
    list: 'getAllSourceOfFunds',
    kind: 'appPage',
    type: 'SourceOfFunds',
    variable: 'sourceOfFunds',
    find: 'findSourceOfFundsByUuid',
    remove: 'deleteSourceOfFunds',
    fields: 'name code description',
    inputFields: ['name', 'code', 'description'],
  }),
  'contract-types': reference({
    list: 'getContractTypes',
    kind: 'appPage',
    type: 'ContractType',
    variable: 'contractType',
    find: 'findContractTypeByUuid',
    remove: 'deleteContractType',
    fields: 'name code description procurementCategoryUuid procurementCategory { name }',
    inputFields: ['name', 'code', 'description', 'procurementCategoryUuid'],
  }),
  'selection-methods': reference({
    list: 'getSelectionMethods',
    type: 'SelectionMethod',
    variable: 'selectionMethod',
    find: 'findSelectionMethodByUuid',
    remove: 'deleteSelectionMethod',
    fields: 'name code description',
    inputFields: ['name', 'code', 'description'],
  }),
  timelines: reference({
    list: 'getTimelines',
    type: 'Timeline',
    variable: 'timeline',
    find: 'findTimelineByUuid',
    remove: 'deleteTimeline',
    fields: 'name code days description',
    inputFields: ['name', 'code', 'days', 'description'],
  }),
  'procurement-method-selection-reasons': reference({
    list: 'getProcurementMethodSelectionReasons',
    type: 'ProcurementMethodSelectionReason',
    variable: 'procurementMethodSelectionReason',
    find: 'findProcurementMethodSelectionReasonByUuid',
    remove: 'deleteProcurementMethodSelectionReason',
    fields: 'reason procurementMethodUuid procurementMethod { name }',
    inputFields: ['reason', 'procurementMethodUuid'],
    filters: search('reason'),
  }),
  'unspsc-codes': reference({
    list: 'getAllUNSPSCCommodityCodes',
    type: 'UnspscCode',
    save: 'createUpdateUNSPSCCode',
    variable: 'unspscCode',
    find: 'findUNSPSCCodeByUuid',
    remove: 'deleteUNSPSCCode',
    fields: 'code title level parentCode',
    inputFields: ['code', 'title', 'level', 'parentCode'],
    filters: search('title', { level: { fieldName: 'level', operation: 'EQ' } }),
  }),
  'specification-settings': reference({
    list: 'getSpecificationSettings',
    kind: 'appPage',
    type: 'SpecificationSetting',
    variable: 'specificationSetting',
    find: 'findSpecificationSettingByUuid',
    remove: 'deleteSpecificationSetting',
    activation: false,
    fields:
      'unspscCode fieldName fieldType isRequired status unitOfMeasureUuid gfsCodeUuid unitOfMeasure { name }',
    inputFields: [
      'unspscCode',
      'fieldName',
      'fieldType',
      'isRequired',
      'status',
      'unitOfMeasureUuid',
      'gfsCodeUuid',
    ],
    filters: search('fieldName', {
      unspscCode: { fieldName: 'unspscCode', operation: 'EQ' },
      fieldType: { fieldName: 'fieldType', operation: 'EQ' },
      status: { fieldName: 'status', operation: 'EQ' },
    }),
  }),
  'inspection-tests': reference({
    list: 'allInspectionTests',
    type: 'InspectionTest',
    variable: 'inspectionTest',
    find: 'findInspectionTestByUuid',
    remove: 'deleteInspectionTest',
    fields: 'inspectionTestQuestion inputType',
    inputFields: ['inspectionTestQuestion', 'inputType'],
    filters: search('inspectionTestQuestion', {
      inputType: { fieldName: 'inputType', operation: 'EQ' },
    }),
  }),
  'schedules-of-requirements': reference({
    list: 'getScheduleOfRequirementsData',
    kind: 'appPage',
    type: 'ScheduleOfRequirements',
    variable: 'scheduleOfRequirements',
    find: 'findScheduleOfRequirementsByUuid',
    remove: 'deleteScheduleOfRequirements',
    fields: 'name description procurementCategoryUuid procurementCategory { name }',
    inputFields: ['name', 'description', 'procurementCategoryUuid'],
  }),
  'lot-groups': reference({
    list: 'getLotGroups',
    kind: 'appPage',
    type: 'LotGroup',
    variable: 'lotGroup',
    find: 'findLotGroupByUuid',
    remove: 'deleteLotGroup',
    fields: 'name description',
    inputFields: ['name', 'description'],
  }),
  ...planningListOperations,
};
