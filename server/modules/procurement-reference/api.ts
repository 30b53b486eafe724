import { mergeReferenceApis, referenceApi, type ReferenceApiSpec } from '../../reference-kit/api';
import { defaultWording, operationsNamedAfter, type ListOperation } from '../../reference-kit/sdl';
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

/** The doc strings of this module's lists, in brief. */
const wording = {
  ...defaultWording,
  find: () => 'One live row by uuid.',
  save: () => 'Creates (no uuid) or updates.',
  delete: () => 'Soft-deletes.',
  input: 'A new one has no uuid; an existing one is updated by its uuid.',
};

/**
 * A list of this module: its permissions, its brief doc strings and its operations named after the
 * type (find<Type>ByUuid, createUpdate<Type>(<type>), delete<Type>; `spelled` as in operationsNamedAfter);
 * `list` is how it is read, when the kit answers the list.
 */
function procurementReferenceApi({
  list,
  spelled,
  ...spec
}: Omit<ReferenceApiSpec, 'operations' | 'permissions' | 'wording'> & {
  list?: ListOperation | ListOperation[];
  spelled?: string;
}) {
  return referenceApi({
    ...spec,
    operations: { ...(list && { list }), ...operationsNamedAfter(spec.typeName, { spelled }) },
    permissions: access,
    wording,
  });
}

const specialDay = procurementReferenceApi({
  entity: specialDayList,
  typeName: 'SpecialDay',
  doc: 'A day the platform treats specially (closing and opening dates skip it).',
  fields: `
    name: String!
    "YYYY-MM-DD."
    date: String!
    description: String`,
  list: ['getSpecialDays', 'all'],
  docs: {
    getSpecialDays:
      "Every live special day by date (the browser caches them as 'special-days'), or one page given pageParam.",
  },
});

const holiday = procurementReferenceApi({
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
  // getHolidays (resolvers.ts) answers the list.
  withListResponse: true,
});

const gfsCode = procurementReferenceApi({
  entity: gfsCodeList,
  typeName: 'GfsCode',
  doc: 'A Government Finance Statistics code and what it stands for.',
  fields: `
    code: String!
    description: String!
    "REVENUE or EXPENDITURE."
    category: String!`,
  list: ['getAllGFSCodes', 'all'],
  spelled: 'GFSCode',
  docs: {
    getAllGFSCodes: 'Every live GFS code by code, or one page given pageParam.',
  },
});

const unitOfMeasure = procurementReferenceApi({
  entity: unitOfMeasureList,
  typeName: 'UnitOfMeasure',
  doc: 'A unit items are counted or measured in.',
  fields: `
    name: String!
    symbol: String!`,
  list: ['getUnitOfMeasures', 'all'],
  docs: {
    getUnitOfMeasures: 'Every live unit of measure by name, or one page given pageParam.',
  },
});

const sourceOfFunds = procurementReferenceApi({
  entity: sourceOfFundsList,
  typeName: 'SourceOfFunds',
  doc: 'Where the money of a procurement comes from.',
  fields: `
    name: String!
    code: String!
    description: String`,
  list: [
    ['getSourceOfFunds', 'all'],
    ['getAllSourceOfFunds', 'appPage'],
  ],
  docs: {
    getAllSourceOfFunds:
      'Sources of funds in the app envelope (filter: name LIKE, code EQ, active EQ).',
    getSourceOfFunds: 'Every live source of funds by name, or one page given pageParam.',
  },
});

const contractType = procurementReferenceApi({
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
  list: ['getContractTypes', 'appPage'],
  docs: {
    getContractTypes:
      'Contract types in the app envelope (filter: name LIKE, code EQ; sort: name, code).',
  },
  // getContractTypesInCategory (resolvers.ts) answers a whole list.
  withListResponse: true,
});

const selectionMethod = procurementReferenceApi({
  entity: selectionMethodList,
  typeName: 'SelectionMethod',
  doc: 'A method of selecting consultants (QCBS, QBS, FBS, LCS, CQS, SSS).',
  fields: `
    name: String!
    code: String!
    description: String`,
  list: ['getSelectionMethods', 'all'],
  docs: {
    getSelectionMethods: 'Every live selection method by name, or one page given pageParam.',
  },
});

const timeline = procurementReferenceApi({
  entity: timelineList,
  typeName: 'Timeline',
  doc: 'A named period of the procurement timeline and its length in days.',
  fields: `
    name: String!
    code: String!
    days: Int!
    description: String`,
  list: ['getTimelines', 'all'],
  docs: {
    getTimelines: 'Every live timeline by name, or one page given pageParam.',
  },
});

const procurementMethodSelectionReason = procurementReferenceApi({
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
  list: ['getProcurementMethodSelectionReasons', 'all'],
  docs: {
    getProcurementMethodSelectionReasons:
      'Every live selection reason, or one page given pageParam.',
  },
});

const unspscCode = procurementReferenceApi({
  entity: unspscCodeList,
  typeName: 'UnspscCode',
  doc: 'A UNSPSC code on one of its four levels; parentCode is the code one level up.',
  fields: `
    code: String!
    title: String!
    "SEGMENT, FAMILY, CLASS or COMMODITY."
    level: String!
    parentCode: String`,
  list: ['getAllUNSPSCCommodityCodes', 'all'],
  spelled: 'UNSPSCCode',
  docs: {
    getAllUNSPSCCommodityCodes:
      'Every live UNSPSC code (segments, families, classes and commodities) by code, or one page given pageParam.',
  },
});

const specificationSetting = procurementReferenceApi({
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
  list: ['getSpecificationSettings', 'appPage'],
  docs: {
    getSpecificationSettings:
      'Specification settings in the app envelope (filter: fieldName LIKE, unspscCode EQ, fieldType EQ, status EQ).',
  },
});

const inspectionTest = procurementReferenceApi({
  entity: inspectionTestList,
  typeName: 'InspectionTest',
  doc: 'A question the inspection committee answers on delivery.',
  fields: `
    inspectionTestQuestion: String!
    "TEXT, NUMBER, YES_NO or DATE."
    inputType: String!`,
  list: ['allInspectionTests', 'all'],
  docs: {
    allInspectionTests:
      'Every live inspection test in the order they were added, or one page given pageParam.',
  },
});

const scheduleOfRequirements = procurementReferenceApi({
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
  list: [
    ['getScheduleOfRequirements', 'all'],
    ['getScheduleOfRequirementsData', 'appPage'],
  ],
  docs: {
    getScheduleOfRequirementsData:
      'Schedules of requirements in the app envelope (filter: name LIKE).',
    getScheduleOfRequirements:
      'Every live schedule of requirements by name, or one page given pageParam.',
  },
});

const lotGroup = procurementReferenceApi({
  entity: lotGroupList,
  typeName: 'LotGroup',
  doc: 'A lot group (sor group): how the lots of a tender are grouped for award.',
  fields: `
    name: String!
    description: String`,
  list: ['getLotGroups', 'appPage'],
  docs: {
    getLotGroups: 'Lot groups in the app envelope (filter: name LIKE; sort: name, createdAt).',
  },
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
