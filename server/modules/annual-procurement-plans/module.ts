import { sql } from 'drizzle-orm';
import type { ServerModule } from '../../serviceModules';
import { currentItems } from './items.store';
import { ocdsRoutes } from './ocdsRoutes';
import { annualProcurementPlanResolvers } from './resolvers';

export default {
  endpoints: [
    { service: 'app', schema: 'schema.graphql', resolvers: annualProcurementPlanResolvers },
  ],
  // Published plans as OCDS: release and record packages, the feed and the bulk file (REST, public).
  routes: ({ config }) => ocdsRoutes(config),
  seed: {
    // Planned procurements made before ocids were stored get theirs once (never changed after).
    async run(db, config) {
      await db.execute(
        sql`UPDATE annual_procurement_plan_items SET ocid = ${config.ocidPrefix} || '-' || uuid WHERE ocid IS NULL`,
      );
    },
  },
  live: [
    { table: 'annual_procurement_plans', read: 'app.annualProcurementPlan.read', scoped: true },
  ],
  // Restored from its history by its save (decision 168).
  restorable: [
    {
      table: 'annual_procurement_plans',
      service: 'app',
      mutation: 'updateAnnualProcurementPlan',
      inputArg: 'annualProcurementPlan',
      permission: 'app.annualProcurementPlan.write',
      // The plan is named beside its input; its planned procurements are kept as they are now.
      extra: async (db, now) => ({
        args: { annualProcurementPlanUuid: now.uuid },
        input: { items: await currentItems(db, Number(now.id)) },
      }),
    },
  ],
} satisfies ServerModule;
