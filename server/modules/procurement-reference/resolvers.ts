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
import { guarded } from '../../graphql/guards';
import { parentFields } from '../../graphql/parentFields';
import { success, successList } from '../../graphql/result';
import { parseUuid, liveIdByUuid } from '../../db/entityTable';
import { AppError } from '../../errors';
import { ResponseCode } from '../../../contract/responseCodes';
import { access } from './api';
import { contractTypeList, holidayList, scheduleOfRequirementsList } from './lists';

/** The live id of a procurement category named by uuid, or NOT_FOUND. */
async function categoryId(db: Db, uuid: string): Promise<number> {
  const category = await liveIdByUuid(db, tenderCategories, parseUuid(uuid));
  if (category === undefined) {
    throw new AppError(ResponseCode.NOT_FOUND, 'Procurement category not found');
  }
  return category;
}

/** The first day of this year and the last day of the next (getHolidays' window). */
function holidayWindow(now = new Date()) {
  const year = now.getUTCFullYear();
  return { from: `${year}-01-01`, to: `${year + 1}-12-31` };
}

export const procurementReferenceResolvers = {
  Query: {
    getHolidays: guarded(
      access.read,
      async (args: { deleted?: boolean | null; pageParam?: PageParam | null }, { db }) => {
        const deleted = args.deleted ?? false;
        if (args.pageParam) {
          return success(await holidayList.listPage(db, { deleted, pageParam: args.pageParam }));
        }
        const { from, to } = holidayWindow();
        return successList(
          await holidayList.listAll(db, {
            deleted,
            where: and(gte(holidays.date, from), lte(holidays.date, to)),
          }),
        );
      },
    ),
    getContractTypesInCategory: signedInOperation(async (args: { uuid: string }, { db }) =>
      successList(
        await contractTypeList.listAll(db, {
          activeOnly: true,
          where: eq(contractTypes.procurementCategoryId, await categoryId(db, args.uuid)),
        }),
      ),
    ),
    getScheduleOfRequirementsByProcurementCategoryUuid: signedInOperation(
      async (args: { procurementCategoryUuid: string }, { db }) =>
        successList(
          await scheduleOfRequirementsList.listAll(db, {
            activeOnly: true,
            where: eq(
              schedulesOfRequirements.procurementCategoryId,
              await categoryId(db, args.procurementCategoryUuid),
            ),
          }),
        ),
    ),
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
