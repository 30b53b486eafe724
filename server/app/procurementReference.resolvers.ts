import { and, eq, gte, lte } from 'drizzle-orm';
import type { AppInput } from '../db/appPaging';
import type { Db } from '../db/client';
import type { PageParam } from '../db/paging';
import { procurementMethods } from '../db/schema/planning';
import {
  contractTypes,
  gfsCodes,
  holidays,
  schedulesOfRequirements,
  unitsOfMeasure,
} from '../db/schema/procurementReference';
import { tenderCategories } from '../db/schema/referenceData';
import { operation, signedInOperation } from '../graphql/operation';
import {
  belongsTo,
  guarded,
  mergeReferenceResolvers,
  referenceResolvers,
} from '../graphql/referenceResolvers';
import { success } from '../graphql/result';
import { parseUuid } from '../db/entityTable';
import { AppError } from '../errors';
import { ResponseCode } from '../../contract/responseCodes';
import {
  deleteDepartmentalNeed,
  pageDepartmentalNeeds,
  saveDepartmentalNeed,
} from './departmentalNeeds.store';
import {
  categoriesOfMethods,
  listMethodsInCategory,
  saveProcurementMethod,
  withCategories,
} from './procurementMethods.store';
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
} from './procurementReference.lists';
import { saveStage, saveStageTime } from './procurementStages.store';
import { deleteTenderLot, pageTenderLots, saveTenderLot } from './tenderLots.store';

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

type ListArgs = { input?: AppInput | null };

/** `<name>` (the parent row) and `<name>Uuid` field resolvers of a foreign key. */
function relation(name: string, table: Parameters<typeof belongsTo>[0], idKey: string) {
  const parent = belongsTo(table, idKey);
  return {
    [name]: parent,
    [`${name}Uuid`]: async (...args: Parameters<typeof parent>) =>
      ((await parent(...args)) as { uuid: string } | null)?.uuid ?? null,
  };
}

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
    getProcurementMethodInCategory: signedInOperation(async (args: { uuid: string }, { db }) => ({
      ...success(null),
      dataList: await withCategories(db, await listMethodsInCategory(db, args.uuid)),
    })),
    getDepartmentalNeeds: operation(
      'app.departmentalNeed.read',
      async (args: ListArgs, { db, user }) =>
        success(await pageDepartmentalNeeds(db, user, args.input ?? null)),
    ),
    getTenderLots: operation(
      'app.tenderLot.read',
      async (args: ListArgs & { tenderUuid: string }, { db, user }) =>
        success(await pageTenderLots(db, user, args.tenderUuid, args.input ?? null)),
    ),
  },
  Mutation: {
    ...lists.Mutation,
    createUpdateProcurementMethod: operation(
      'app.procurementMethod.write',
      async (args: { procurementMethod: unknown }, { db, user }) => {
        const { method, created } = await saveProcurementMethod(db, user, args.procurementMethod);
        const [described] = await withCategories(db, [method]);
        return success(described, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    createUpdateProcurementStage: operation(
      'app.procurementMethod.write',
      async (args: { procurementStage: unknown }, { db, user }) => {
        const { stage, created } = await saveStage(db, user, args.procurementStage);
        return success(stage, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    createUpdateProcurementStageToStageTime: operation(
      'app.procurementMethod.write',
      async (args: { stageToStageTime: unknown }, { db, user }) => {
        const { time, created } = await saveStageTime(db, user, args.stageToStageTime);
        return success(time, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    createUpdateDepartmentalNeed: operation(
      'app.departmentalNeed.write',
      async (args: { departmentalNeed: unknown }, { db, user }) => {
        const { need, created } = await saveDepartmentalNeed(db, user, args.departmentalNeed);
        return success(need, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    deleteDepartmentalNeed: operation(
      'app.departmentalNeed.delete',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteDepartmentalNeed(db, user, args.uuid), 'Deleted Successfully'),
    ),
    createUpdateTenderLot: operation(
      'app.tenderLot.write',
      async (args: { tenderLot: unknown }, { db, user }) => {
        const { lot, created } = await saveTenderLot(db, user, args.tenderLot);
        return success(lot, created ? 'Created Successfully' : 'Edited Successfully');
      },
    ),
    deleteTenderLot: operation(
      'app.tenderLot.write',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteTenderLot(db, user, args.uuid), 'Deleted Successfully'),
    ),
  },
  // Relations of the reference rows (and their uuids for the edit forms), loaded once per parent
  // per request.
  ContractType: relation('procurementCategory', tenderCategories, 'procurementCategoryId'),
  ScheduleOfRequirements: relation(
    'procurementCategory',
    tenderCategories,
    'procurementCategoryId',
  ),
  ProcurementMethodSelectionReason: relation(
    'procurementMethod',
    procurementMethods,
    'procurementMethodId',
  ),
  SpecificationSetting: {
    ...relation('unitOfMeasure', unitsOfMeasure, 'unitOfMeasureId'),
    ...relation('gfsCode', gfsCodes, 'gfsCodeId'),
  },
  ProcurementMethod: {
    /** Lists attach them in one query (withCategories); a single method asks for its own. */
    procurementCategories: async (
      method: { id: number; procurementCategories?: unknown },
      _args: unknown,
      ctx: { db: Db },
    ) =>
      method.procurementCategories ??
      (await categoriesOfMethods(ctx.db, [method.id])).get(method.id) ??
      [],
  },
};
