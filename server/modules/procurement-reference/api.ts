import { mergeReferenceApis, referenceApi } from '../../reference-kit/api';
import { defaultWording } from '../../reference-kit/sdl';
import {
  contractTypeList,
  gfsCodeList,
  holidayList,
  inspectionTestList,
  lotGroupList,
  scheduleOfRequirementsList,
  selectionMethodList,
  selectionReasonList,
  sourceOfFundsList,
  specialDayList,
  specificationSettingList,
  timelineList,
  unitOfMeasureList,
  unspscCodeList,
} from './lists';

/**
 * The procurement reference lists of the app service on the GraphQL API, each declared once (the
 * reference kit gives its standard SDL and resolvers); what is particular to this module is in
 * schema.graphql and resolvers.ts. Reads are signedIn: every planner, officer and
 * evaluator picks from these lists (decision in docs/decisions.md); writes need app.referenceData.*.
 */
export const access = {
  read: 'signedIn',
  write: 'app.referenceData.write',
  delete: 'app.referenceData.delete',
} as const;

/** What every list of this module shares: its permissions, and its doc strings in brief. */
const common = {
  permissions: access,
  wording: {
    ...defaultWording,
    find: () => 'One live row by uuid.',
    save: () => 'Creates (no uuid) or updates.',
    delete: () => 'Soft-deletes.',
    input: 'A new one has no uuid; an existing one is updated by its uuid.',
  },
};

const specialDay = referenceApi({
  entity: specialDayList,
  typeName: 'SpecialDay',
  doc: 'A day the platform treats specially (closing and opening dates skip it).',
  fields: `
    name: String!
    "YYYY-MM-DD."
    date: String!
    description: String`,
  operations: {
    list: ['getSpecialDays', 'all'],
    find: 'findSpecialDayByUuid',
    save: ['createUpdateSpecialDay', 'specialDay'],
    delete: 'deleteSpecialDay',
  },
  docs: {
    getSpecialDays:
      "Every live special day by date (the browser caches them as 'special-days'), or one page given pageParam.",
  },
  ...common,
});

const holiday = referenceApi({
  entity: holidayList,
  typeName: 'Holiday',
  doc: "A public holiday (Tanzania's seeded from date-holidays).",
  fields: `
    name: String!
    "YYYY-MM-DD."
    date: String!
    "public, bank, optional, school or observance."
    type: String!`,
  inputFields: `
    name: String!
    date: String!
    type: String`,
  operations: {
    find: 'findHolidayByUuid',
    save: ['createUpdateHoliday', 'holiday'],
    delete: 'deleteHoliday',
  },
  // getHolidays (resolvers.ts) answers the list.
  withListResponse: true,
  ...common,
});

const gfsCode = referenceApi({
  entity: gfsCodeList,
  typeName: 'GfsCode',
  doc: 'A Government Finance Statistics code and what it stands for.',
  fields: `
    code: String!
    description: String!
    "REVENUE or EXPENDITURE."
    category: String!`,
  operations: {
    list: ['getAllGFSCodes', 'all'],
    find: 'findGFSCodeByUuid',
    save: ['createUpdateGFSCode', 'gfsCode'],
    delete: 'deleteGFSCode',
  },
  docs: {
    getAllGFSCodes: 'Every live GFS code by code, or one page given pageParam.',
  },
  ...common,
});

const unitOfMeasure = referenceApi({
  entity: unitOfMeasureList,
  typeName: 'UnitOfMeasure',
  doc: 'A unit items are counted or measured in.',
  fields: `
    name: String!
    symbol: String!`,
  operations: {
    list: ['getUnitOfMeasures', 'all'],
    find: 'findUnitOfMeasureByUuid',
    save: ['createUpdateUnitOfMeasure', 'unitOfMeasure'],
    delete: 'deleteUnitOfMeasure',
  },
  docs: {
    getUnitOfMeasures: 'Every live unit of measure by name, or one page given pageParam.',
  },
  ...common,
});

const sourceOfFunds = referenceApi({
  entity: sourceOfFundsList,
  typeName: 'SourceOfFunds',
  doc: 'Where the money of a procurement comes from.',
  fields: `
    name: String!
    code: String!
    description: String`,
  operations: {
    list: [
      ['getSourceOfFunds', 'all'],
      ['getAllSourceOfFunds', 'appPage'],
    ],
    find: 'findSourceOfFundsByUuid',
    save: ['createUpdateSourceOfFunds', 'sourceOfFunds'],
    delete: 'deleteSourceOfFunds',
  },
  docs: {
    getAllSourceOfFunds:
      'Sources of funds in the app envelope (filter: name LIKE, code EQ, active EQ).',
    getSourceOfFunds: 'Every live source of funds by name, or one page given pageParam.',
  },
  ...common,
});

const contractType = referenceApi({
  entity: contractTypeList,
  typeName: 'ContractType',
  doc: 'A form of contract (lump sum, admeasurement, time-based...) of a procurement category.',
  fields: `
    name: String!
    code: String!
    description: String
    procurementCategory: ProcurementCategory
    procurementCategoryUuid: String`,
  inputFields: `
    name: String!
    code: String!
    description: String
    procurementCategoryUuid: String!`,
  operations: {
    list: ['getContractTypes', 'appPage'],
    find: 'findContractTypeByUuid',
    save: ['createUpdateContractType', 'contractType'],
    delete: 'deleteContractType',
  },
  docs: {
    getContractTypes:
      'Contract types in the app envelope (filter: name LIKE, code EQ; sort: name, code).',
  },
  // getContractTypesInCategory (resolvers.ts) answers a whole list.
  withListResponse: true,
  ...common,
});

const selectionMethod = referenceApi({
  entity: selectionMethodList,
  typeName: 'SelectionMethod',
  doc: 'A method of selecting consultants (QCBS, QBS, FBS, LCS, CQS, SSS).',
  fields: `
    name: String!
    code: String!
    description: String`,
  operations: {
    list: ['getSelectionMethods', 'all'],
    find: 'findSelectionMethodByUuid',
    save: ['createUpdateSelectionMethod', 'selectionMethod'],
    delete: 'deleteSelectionMethod',
  },
  docs: {
    getSelectionMethods: 'Every live selection method by name, or one page given pageParam.',
  },
  ...common,
});

const timeline = referenceApi({
  entity: timelineList,
  typeName: 'Timeline',
  doc: 'A named period of the procurement timeline and its length in days.',
  fields: `
    name: String!
    code: String!
    days: Int!
    description: String`,
  operations: {
    list: ['getTimelines', 'all'],
    find: 'findTimelineByUuid',
    save: ['createUpdateTimeline', 'timeline'],
    delete: 'deleteTimeline',
  },
  docs: {
    getTimelines: 'Every live timeline by name, or one page given pageParam.',
  },
  ...common,
});

const procurementMethodSelectionReason = referenceApi({
  entity: selectionReasonList,
  typeName: 'ProcurementMethodSelectionReason',
  doc: 'Why a method other than open tendering was chosen; procurementMethod when it is for one method only.',
  fields: `
    reason: String!
    procurementMethod: ProcurementMethod
    procurementMethodUuid: String`,
  inputFields: `
    reason: String!
    procurementMethodUuid: String`,
  operations: {
    list: ['getProcurementMethodSelectionReasons', 'all'],
    find: 'findProcurementMethodSelectionReasonByUuid',
    save: ['createUpdateProcurementMethodSelectionReason', 'procurementMethodSelectionReason'],
    delete: 'deleteProcurementMethodSelectionReason',
  },
  docs: {
    getProcurementMethodSelectionReasons:
      'Every live selection reason, or one page given pageParam.',
  },
  ...common,
});

const unspscCode = referenceApi({
  entity: unspscCodeList,
  typeName: 'UnspscCode',
  doc: 'A UNSPSC code on one of its four levels; parentCode is the code one level up.',
  fields: `
    code: String!
    title: String!
    "SEGMENT, FAMILY, CLASS or COMMODITY."
    level: String!
    parentCode: String`,
  operations: {
    list: ['getAllUNSPSCCommodityCodes', 'all'],
    find: 'findUNSPSCCodeByUuid',
    save: ['createUpdateUNSPSCCode', 'unspscCode'],
    delete: 'deleteUNSPSCCode',
  },
  docs: {
    getAllUNSPSCCommodityCodes:
      'Every live UNSPSC code (segments, families, classes and commodities) by code, or one page given pageParam.',
  },
  ...common,
});

const specificationSetting = referenceApi({
  entity: specificationSettingList,
  typeName: 'SpecificationSetting',
  doc: 'A field to fill in when specifying an item of a UNSPSC commodity.',
  fields: `
    unspscCode: String!
    fieldName: String!
    "TEXT, NUMBER, DATE, BOOLEAN or LIST."
    fieldType: String!
    unitOfMeasure: UnitOfMeasure
    gfsCode: GfsCode
    isRequired: Boolean!
    "ACTIVE or INACTIVE."
    status: String!
    unitOfMeasureUuid: String
    gfsCodeUuid: String`,
  inputFields: `
    unspscCode: String!
    fieldName: String!
    fieldType: String!
    unitOfMeasureUuid: String
    gfsCodeUuid: String
    isRequired: Boolean
    status: String`,
  operations: {
    list: ['getSpecificationSettings', 'appPage'],
    find: 'findSpecificationSettingByUuid',
    save: ['createUpdateSpecificationSetting', 'specificationSetting'],
    delete: 'deleteSpecificationSetting',
  },
  docs: {
    getSpecificationSettings:
      'Specification settings in the app envelope (filter: fieldName LIKE, unspscCode EQ, fieldType EQ, status EQ).',
  },
  ...common,
});

const inspectionTest = referenceApi({
  entity: inspectionTestList,
  typeName: 'InspectionTest',
  doc: 'A question the inspection committee answers on delivery.',
  fields: `
    inspectionTestQuestion: String!
    "TEXT, NUMBER, YES_NO or DATE."
    inputType: String!`,
  operations: {
    list: ['allInspectionTests', 'all'],
    find: 'findInspectionTestByUuid',
    save: ['createUpdateInspectionTest', 'inspectionTest'],
    delete: 'deleteInspectionTest',
  },
  docs: {
    allInspectionTests:
      'Every live inspection test in the order they were added, or one page given pageParam.',
  },
  ...common,
});

const scheduleOfRequirements = referenceApi({
  entity: scheduleOfRequirementsList,
  typeName: 'ScheduleOfRequirements',
  doc: 'A schedule-of-requirements template of a procurement category.',
  fields: `
    name: String!
    description: String
    procurementCategory: ProcurementCategory
    procurementCategoryUuid: String`,
  inputFields: `
    name: String!
    description: String
    procurementCategoryUuid: String!`,
  operations: {
    list: [
      ['getScheduleOfRequirements', 'all'],
      ['getScheduleOfRequirementsData', 'appPage'],
    ],
    find: 'findScheduleOfRequirementsByUuid',
    save: ['createUpdateScheduleOfRequirements', 'scheduleOfRequirements'],
    delete: 'deleteScheduleOfRequirements',
  },
  docs: {
    getScheduleOfRequirementsData:
      'Schedules of requirements in the app envelope (filter: name LIKE).',
    getScheduleOfRequirements:
      'Every live schedule of requirements by name, or one page given pageParam.',
  },
  ...common,
});

const lotGroup = referenceApi({
  entity: lotGroupList,
  typeName: 'LotGroup',
  doc: 'A lot group (sor group): how the lots of a tender are grouped for award.',
  fields: `
    name: String!
    description: String`,
  operations: {
    list: ['getLotGroups', 'appPage'],
    find: 'findLotGroupByUuid',
    save: ['createUpdateLotGroup', 'lotGroup'],
    delete: 'deleteLotGroup',
  },
  docs: {
    getLotGroups: 'Lot groups in the app envelope (filter: name LIKE; sort: name, createdAt).',
  },
  ...common,
});

/** The lists' SDL and resolvers, served on app by module.ts. */
export const referenceLists = mergeReferenceApis(
  specialDay,
  holiday,
  gfsCode,
  unitOfMeasure,
  sourceOfFunds,
  contractType,
  selectionMethod,
  timeline,
  procurementMethodSelectionReason,
  unspscCode,
  specificationSetting,
  inspectionTest,
  scheduleOfRequirements,
  lotGroup,
);
