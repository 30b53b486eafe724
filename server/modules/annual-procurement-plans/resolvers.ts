import type { AppInput } from '../../db/appPaging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { deletePlan, findPlan, pagePlans, savePlan } from './store';

type ListArgs = { input?: AppInput | null };

/** Annual procurement plans of an institution. */
export const annualProcurementPlanResolvers = {
  Query: {
    getAnnualProcurementPlans: operation(
      'app.annualProcurementPlan.read',
      async (args: ListArgs & { withMetaData?: boolean | null }, { db, user }) =>
        success(await pagePlans(db, user, args.input ?? null, args.withMetaData === true)),
    ),
    findAnnualProcurementPlanByUuid: operation(
      'app.annualProcurementPlan.read',
      async (args: { uuid: string }, { db, user }) => success(await findPlan(db, user, args.uuid)),
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
  },
};
