import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PageParam } from '../../db/paging';
import { procurementMethods } from '../../db/schema/planning';
import {
  contractTypes,
  gfsCodes,
  holidays,
  schedulesOfRequirements,
  unitsOfMeasure,
} from '../../db/schema/procurementReference';
import { tenderCategories } from '../../db/schema/referenceData';
import { signedInOperation } from '../../graphql/operation';
import {
  parentFields,
  guarded,
  mergeReferenceResolvers,
  referenceResolvers,
} from '../../reference-kit/resolvers';
import { success } from '../../graphql/result';
import { parseUuid } from '../../db/entityTable';
import { AppError } from '../../errors';
import { ResponseCode } from '../../../contract/responseCodes';
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
 * The procurement reference data of the app service. Reads are signedIn: every planner, officer and
 * evaluator picks from these lists (decision in docs/decisions.md); writes need app.referenceData.*.
 */
const access = {
  read: 'signedIn',
  write: 'app.referenceData.write',
  delete: 'app.referenceData.delete',
} as const;

/** The live id of a procurement category named by uuid, or NOT_FOUND. */
async function categoryId(db: Db, uuid: string): Promise<number> {
  const [category] = await db
    .select({ id: tenderCategories.id })
    .from(tenderCategories)
    .where(and(eq(tenderCategories.uuid, parseUuid(uuid)), eq(tenderCategories.deleted, false)));
  if (!category) throw new AppError(ResponseCode.NOT_FOUND, 'Procurement category not found');
  return category.id;
}

/** The first day of this year and the last day of the next (getHolidays' window). */
function holidayWindow(now = new Date()) {
  const year = now.getUTCFullYear();
  return { from: `${year}-01-01`, to: `${year + 1}-12-31` };
}

const lists = mergeReferenceResolvers(
  referenceResolvers(
    specialDayList,
    {
      list: ['getSpecialDays', 'all'],
      find: 'findSpecialDayByUuid',
      save: ['createUpdateSpecialDay', 'specialDay'],
      delete: 'deleteSpecialDay',
    },
    access,
  ),
  referenceResolvers(
    holidayList,
    {
      find: 'findHolidayByUuid',
      save: ['createUpdateHoliday', 'holiday'],
      delete: 'deleteHoliday',
    },
    access,
  ),
  referenceResolvers(
    gfsCodeList,
    {
      list: ['getAllGFSCodes', 'all'],
      find: 'findGFSCodeByUuid',
      save: ['createUpdateGFSCode', 'gfsCode'],
      delete: 'deleteGFSCode',
    },
    access,
  ),
  referenceResolvers(
    unitOfMeasureList,
    {
      list: ['getUnitOfMeasures', 'all'],
      find: 'findUnitOfMeasureByUuid',
      save: ['createUpdateUnitOfMeasure', 'unitOfMeasure'],
      delete: 'deleteUnitOfMeasure',
    },
    access,
  ),
  referenceResolvers(
    sourceOfFundsList,
    {
      list: ['getSourceOfFunds', 'all'],
      find: 'findSourceOfFundsByUuid',
      save: ['createUpdateSourceOfFunds', 'sourceOfFunds'],
      delete: 'deleteSourceOfFunds',
    },
    access,
  ),
  referenceResolvers(sourceOfFundsList, { list: ['getAllSourceOfFunds', 'appPage'] }, access),
  referenceResolvers(
    contractTypeList,
    {
      list: ['getContractTypes', 'appPage'],
      find: 'findContractTypeByUuid',
      save: ['createUpdateContractType', 'contractType'],
      delete: 'deleteContractType',
    },
    access,
  ),
  referenceResolvers(
    selectionMethodList,
    {
      list: ['getSelectionMethods', 'all'],
      find: 'findSelectionMethodByUuid',
      save: ['createUpdateSelectionMethod', 'selectionMethod'],
      delete: 'deleteSelectionMethod',
    },
    access,
  ),
  referenceResolvers(
    timelineList,
    {
      list: ['getTimelines', 'all'],
      find: 'findTimelineByUuid',
      save: ['createUpdateTimeline', 'timeline'],
      delete: 'deleteTimeline',
    },
    access,
  ),
  referenceResolvers(
    selectionReasonList,
    {
      list: ['getProcurementMethodSelectionReasons', 'all'],
      find: 'findProcurementMethodSelectionReasonByUuid',
      save: ['createUpdateProcurementMethodSelectionReason', 'procurementMethodSelectionReason'],
      delete: 'deleteProcurementMethodSelectionReason',
    },
    access,
  ),
  referenceResolvers(
    unspscCodeList,
    {
      list: ['getAllUNSPSCCommodityCodes', 'all'],
      find: 'findUNSPSCCodeByUuid',
      save: ['createUpdateUNSPSCCode', 'unspscCode'],
      delete: 'deleteUNSPSCCode',
    },
    access,
  ),
  referenceResolvers(
    specificationSettingList,
    {
      list: ['getSpecificationSettings', 'appPage'],
      find: 'findSpecificationSettingByUuid',
      save: ['createUpdateSpecificationSetting', 'specificationSetting'],
      delete: 'deleteSpecificationSetting',
    },
    access,
  ),
  referenceResolvers(
    inspectionTestList,
    {
      list: ['allInspectionTests', 'all'],
      find: 'findInspectionTestByUuid',
      save: ['createUpdateInspectionTest', 'inspectionTest'],
      delete: 'deleteInspectionTest',
    },
    access,
  ),
  referenceResolvers(
    scheduleOfRequirementsList,
    {
      list: ['getScheduleOfRequirements', 'all'],
      find: 'findScheduleOfRequirementsByUuid',
      save: ['createUpdateScheduleOfRequirements', 'scheduleOfRequirements'],
      delete: 'deleteScheduleOfRequirements',
    },
    access,
  ),
  referenceResolvers(
    scheduleOfRequirementsList,
    { list: ['getScheduleOfRequirementsData', 'appPage'] },
    access,
  ),
  referenceResolvers(
    lotGroupList,
    {
      list: ['getLotGroups', 'appPage'],
      find: 'findLotGroupByUuid',
      save: ['createUpdateLotGroup', 'lotGroup'],
      delete: 'deleteLotGroup',
    },
    access,
  ),
);

export const procurementReferenceResolvers = {
  Query: {
    ...lists.Query,
    getHolidays: guarded(
      access.read,
      async (args: { deleted?: boolean | null; pageParam?: PageParam | null }, { db }) => {
        const deleted = args.deleted ?? false;
        if (args.pageParam) {
          return success(await holidayList.listPage(db, { deleted, pageParam: args.pageParam }));
        }
        const { from, to } = holidayWindow();
        return {
          ...success(null),
          dataList: await holidayList.listAll(db, {
            deleted,
            where: and(gte(holidays.date, from), lte(holidays.date, to)),
          }),
        };
      },
    ),
    getContractTypesInCategory: signedInOperation(async (args: { uuid: string }, { db }) => ({
      ...success(null),
      dataList: await contractTypeList.listAll(db, {
        activeOnly: true,
        where: eq(contractTypes.procurementCategoryId, await categoryId(db, args.uuid)),
      }),
    })),
    getScheduleOfRequirementsByProcurementCategoryUuid: signedInOperation(
      async (args: { procurementCategoryUuid: string }, { db }) => ({
        ...success(null),
        dataList: await scheduleOfRequirementsList.listAll(db, {
          activeOnly: true,
          where: eq(
            schedulesOfRequirements.procurementCategoryId,
            await categoryId(db, args.procurementCategoryUuid),
          ),
        }),
      }),
    ),
  },
  Mutation: {
    ...lists.Mutation,
  },
  // Relations of the reference rows (and their uuids for the edit forms), loaded once per parent
  // per request.
  ContractType: parentFields('procurementCategory', tenderCategories, 'procurementCategoryId', [
    'uuid',
  ]),
  ScheduleOfRequirements: parentFields(
    'procurementCategory',
    tenderCategories,
    'procurementCategoryId',
    ['uuid'],
  ),
  ProcurementMethodSelectionReason: parentFields(
    'procurementMethod',
    procurementMethods,
    'procurementMethodId',
    ['uuid'],
  ),
  SpecificationSetting: {
    ...parentFields('unitOfMeasure', unitsOfMeasure, 'unitOfMeasureId', ['uuid']),
    ...parentFields('gfsCode', gfsCodes, 'gfsCodeId', ['uuid']),
  },
};
