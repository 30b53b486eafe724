import type { AppInput } from '../db/appPaging';
import type { PageParam } from '../db/paging';
import { operation, signedInOperation } from '../graphql/operation';
import { success } from '../graphql/result';
import {
  fillTemplate,
  findDocumentTemplate,
  listDocumentTemplates,
  saveDocumentTemplate,
} from './documentTemplates.store';
import {
  deletePlan,
  deleteProcurementMethod,
  findPlan,
  pagePlans,
  pageProcurementMethods,
  savePlan,
} from './annualProcurementPlans.store';
import {
  deleteStage,
  deleteStageTime,
  listStages,
  listStageTimesOfMethod,
} from './procurementStages.store';
import {
  createFinancialYear,
  currentFinancialYear,
  listFinancialYears,
  makeCurrent,
  switchCurrent,
  twoFinancialYears,
} from './financialYears.store';
import {
  pageGovernmentServiceDocuments,
  type GovernmentServiceListName,
} from './governmentServices.store';
import { withCategories } from './procurementMethods.store';
import { listEndorsedRequisitionsToMerge, pageRequisitions, summarizeMyTasks } from './tasks.store';

type ListArgs = { input?: AppInput | null };

/** A government-service list: every signed-in user sees their own institution's side of it. */
const governmentServiceList = (name: GovernmentServiceListName) =>
  signedInOperation(async (args: ListArgs, { db, user }) =>
    success(await pageGovernmentServiceDocuments(db, user, name, args.input ?? null)),
  );

export const appResolvers = {
  Query: {
    getCurrentFinancialYear: signedInOperation(async (_args: unknown, { db }) =>
      success(await currentFinancialYear(db)),
    ),
    getTwoFinancialYears: signedInOperation(async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await twoFinancialYears(db),
    })),
    getFinancialYearsRest: signedInOperation(async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await listFinancialYears(db),
    })),
    getProcurementMethods: signedInOperation(async (args: ListArgs, { db }) => {
      const page = await pageProcurementMethods(db, args.input ?? null);
      return success({ ...page, rows: await withCategories(db, page.rows) });
    }),
    getProcurementStages: signedInOperation(async (_args: unknown, { db }) => ({
      ...success(null),
      dataList: await listStages(db),
    })),
    getStageToStageTimeByProcurementMethodUuid: signedInOperation(
      async (args: { uuid: string }, { db }) => ({
        ...success(null),
        dataList: await listStageTimesOfMethod(db, args.uuid),
      }),
    ),
    getAnnualProcurementPlans: operation(
      'app.annualProcurementPlan.read',
      async (args: ListArgs & { withMetaData?: boolean | null }, { db, user }) =>
        success(await pagePlans(db, user, args.input ?? null, args.withMetaData === true)),
    ),
    findAnnualProcurementPlanByUuid: operation(
      'app.annualProcurementPlan.read',
      async (args: { uuid: string }, { db, user }) => success(await findPlan(db, user, args.uuid)),
    ),
    getMyTasksSummary: signedInOperation(async (_args: unknown, { db, user }) => ({
      ...success(null),
      dataList: await summarizeMyTasks(db, user.id),
    })),
    getEndorsedAssignedTendersReqNotMerged: signedInOperation(
      async (_args: unknown, { db, user }) => ({
        ...success(null),
        dataList: await listEndorsedRequisitionsToMerge(db, user.id),
      }),
    ),
    getProcurementRequisitions: signedInOperation(async (args: ListArgs, { db, user }) =>
      success(await pageRequisitions(db, user, args.input ?? null)),
    ),
    getPeDeliveryNotes: governmentServiceList('PE_DELIVERY_NOTES'),
    getProviderDeliveryNotes: governmentServiceList('PROVIDER_DELIVERY_NOTES'),
    getPeDeliveryAdvises: governmentServiceList('PE_DELIVERY_ADVISES'),
    getProviderDeliveryAdvises: governmentServiceList('PROVIDER_DELIVERY_ADVISES'),
    getGovernmentServiceRequisitions: governmentServiceList('RECEIVED_ORDERS'),
    getDocumentTemplates: operation(
      'app.documentTemplate.read',
      async (args: { pageParam?: PageParam | null }, { db }) =>
        success(await listDocumentTemplates(db, args.pageParam)),
    ),
    findDocumentTemplateByUuid: operation(
      'app.documentTemplate.read',
      async (args: { uuid: string }, { db }) => success(await findDocumentTemplate(db, args.uuid)),
    ),
    // Every signatory reads the documents they are asked to sign.
    getTemplateByCategory: signedInOperation(
      async (args: Parameters<typeof fillTemplate>[1], { db }) =>
        success(await fillTemplate(db, args)),
    ),
  },
  Mutation: {
    createAnnualProcurementPlan: operation(
      'app.annualProcurementPlan.write',
      async (args: { annualProcurementPlan: unknown }, { db, user }) =>
        success(
          await savePlan(db, user, args.annualProcurementPlan),
          'Annual Procurement Plan created successfully',
        ),
    ),
    updateAnnualProcurementPlan: operation(
      'app.annualProcurementPlan.write',
      async (
        args: { annualProcurementPlan: unknown; annualProcurementPlanUuid: string },
        { db, user },
      ) =>
        success(
          await savePlan(db, user, args.annualProcurementPlan, args.annualProcurementPlanUuid),
          'Annual Procurement Plan updated successfully.',
        ),
    ),
    deleteAnnualProcurementPlan: operation(
      'app.annualProcurementPlan.delete',
      async (args: { annualProcurementPlanUuid: string }, { db, user }) =>
        success(await deletePlan(db, user, args.annualProcurementPlanUuid), 'Deleted Successfully'),
    ),
    deleteProcurementMethod: operation(
      'app.procurementMethod.delete',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteProcurementMethod(db, user, args.uuid), 'Deleted Successfully'),
    ),
    deleteProcurementStage: operation(
      'app.procurementMethod.delete',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteStage(db, user, args.uuid), 'Deleted Successfully'),
    ),
    deleteProcurementStageToStageTime: operation(
      'app.procurementMethod.delete',
      async (args: { uuid: string }, { db, user }) =>
        success(await deleteStageTime(db, user, args.uuid), 'Deleted Successfully'),
    ),
    createFinancialYear: operation(
      'app.financialYear.write',
      async (args: { financialYear: unknown }, { db, user }) =>
        success(
          await createFinancialYear(db, user, args.financialYear),
          'Financial year created successfully',
        ),
    ),
    createCurrentFinancialYear: operation(
      'app.financialYear.write',
      async (args: { financialYearUuid: string }, { db, user }) =>
        success(
          await makeCurrent(db, user, args.financialYearUuid),
          'Financial year updated successfully.',
        ),
    ),
    updateCurrentFinancialYear: operation(
      'app.financialYear.write',
      async (
        args: { newFinancialYearUuid: string; currentFinancialYearUuid: string },
        { db, user },
      ) =>
        success(
          await switchCurrent(db, user, args.newFinancialYearUuid, args.currentFinancialYearUuid),
          'Financial year updated successfully.',
        ),
    ),
    updateDocumentTemplate: operation(
      'app.documentTemplate.write',
      async (args: { documentTemplate: unknown }, { db, user }) =>
        success(
          await saveDocumentTemplate(db, args.documentTemplate, user.email),
          'Edited Successfully',
        ),
    ),
  },
};
