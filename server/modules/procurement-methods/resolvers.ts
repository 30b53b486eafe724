import type { AppListArgs } from '../../db/appPaging';
import type { Db } from '../../db/client';
import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  categoriesOfMethods,
  deleteProcurementMethod,
  listMethodsInCategory,
  pageProcurementMethods,
  saveProcurementMethod,
  withCategories,
} from './store';
import {
  deleteStage,
  deleteStageTime,
  listStages,
  listStageTimesOfMethod,
  saveStage,
  saveStageTime,
} from './stages.store';
import { deleteOperation, saveOperation } from '../../graphql/guards';

/** Procurement methods, their stages and the days allowed from one stage to the next. */
export const procurementMethodResolvers = {
  Query: {
    getProcurementMethods: signedInOperation(async (args: AppListArgs, { db }) => {
      const page = await pageProcurementMethods(db, args.input ?? null);
      return success({ ...page, rows: await withCategories(db, page.rows) });
    }),
    getProcurementStages: signedInOperation(async (_args: unknown, { db }) =>
      successList(await listStages(db)),
    ),
    getStageToStageTimeByProcurementMethodUuid: signedInOperation(
      async (args: { uuid: string }, { db }) =>
        successList(await listStageTimesOfMethod(db, args.uuid)),
    ),
    getProcurementMethodInCategory: signedInOperation(async (args: { uuid: string }, { db }) =>
      successList(await withCategories(db, await listMethodsInCategory(db, args.uuid))),
    ),
  },
  Mutation: {
    deleteProcurementMethod: deleteOperation(
      'app.procurementMethod.delete',
      deleteProcurementMethod,
    ),
    deleteProcurementStage: deleteOperation('app.procurementMethod.delete', deleteStage),
    deleteProcurementStageToStageTime: deleteOperation(
      'app.procurementMethod.delete',
      deleteStageTime,
    ),
    createUpdateProcurementMethod: saveOperation(
      'app.procurementMethod.write',
      async (args: { procurementMethod: unknown }, { db, user }) => {
        const { row, created } = await saveProcurementMethod(db, user, args.procurementMethod);
        const [described] = await withCategories(db, [row]);
        return { row: described, created };
      },
    ),
    createUpdateProcurementStage: saveOperation(
      'app.procurementMethod.write',
      (args: { procurementStage: unknown }, { db, user }) =>
        saveStage(db, user, args.procurementStage),
    ),
    createUpdateProcurementStageToStageTime: saveOperation(
      'app.procurementMethod.write',
      (args: { stageToStageTime: unknown }, { db, user }) =>
        saveStageTime(db, user, args.stageToStageTime),
    ),
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
