import type { FilterMapping } from './paging';
import { referenceOperations } from './reference';
import type { ResourceOperations } from './types';

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
    inputFields: [...options.inputFields, 'active'],
  });

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
};
