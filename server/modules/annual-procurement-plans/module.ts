import { sql } from 'drizzle-orm';
import type { ServerModule } from '../../serviceModules';
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
} satisfies ServerModule;
