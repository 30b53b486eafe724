import { parseVersion } from '../../db/entityTable';
import type { AppListArgs } from '../../db/appPaging';
import { deletePlan, findPlan, pagePlans, publishPlan, savePlan } from './store';
import { storeOperation } from '../../graphql/guards';

/** Annual procurement plans of an institution. */
export const annualProcurementPlanResolvers = {
  Query: {
    getAnnualProcurementPlans: storeOperation(
      'app.annualProcurementPlan.read',
      (args: AppListArgs & { withMetaData?: boolean | null }, { db, user }) =>
        pagePlans(db, user, args.input ?? null, args.withMetaData === true),
    ),
    findAnnualProcurementPlanByUuid: storeOperation(
      'app.annualProcurementPlan.read',
      (args: { uuid: string }, { db, user }) => findPlan(db, user, args.uuid),
    ),
  },
  Mutation: {
    createAnnualProcurementPlan: storeOperation(
      'app.annualProcurementPlan.write',
      (args: { annualProcurementPlan: unknown }, { db, user, config }) =>
        savePlan(db, user, config, args.annualProcurementPlan),
      'Annual Procurement Plan created successfully',
    ),
    updateAnnualProcurementPlan: storeOperation(
      'app.annualProcurementPlan.write',
      (
        args: { annualProcurementPlan: unknown; annualProcurementPlanUuid: string },
        { db, user, config },
      ) => savePlan(db, user, config, args.annualProcurementPlan, args.annualProcurementPlanUuid),
      'Annual Procurement Plan updated successfully.',
    ),
    deleteAnnualProcurementPlan: storeOperation(
      'app.annualProcurementPlan.delete',
      (args: { annualProcurementPlanUuid: string; version?: unknown }, { db, user }) =>
        deletePlan(db, user, args.annualProcurementPlanUuid, parseVersion(args.version)),
      'Deleted Successfully',
    ),
    publishAnnualProcurementPlan: storeOperation(
      'app.annualProcurementPlan.publish',
      (args: { annualProcurementPlanUuid: string }, { db, user }) =>
        publishPlan(db, user, args.annualProcurementPlanUuid),
      'Annual Procurement Plan published as open data',
    ),
  },
};
