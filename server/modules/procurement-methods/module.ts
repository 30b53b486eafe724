import { sql } from 'drizzle-orm';
import type { ServerModule } from '../../serviceModules';
import { procurementMethodResolvers } from './resolvers';
import { seedProcurementMethodsAndStages } from './seed';

export default {
  endpoints: [{ service: 'app', schema: 'schema.graphql', resolvers: procurementMethodResolvers }],
  // Methods are linked to the tender categories they may procure in.
  seed: { after: ['tender-categories'], run: seedProcurementMethodsAndStages },
  live: [
    { table: 'procurement_methods', read: 'signedIn', edit: 'app.procurementMethod.write' },
    { table: 'procurement_stages', read: 'signedIn', edit: 'app.procurementMethod.write' },
  ],
  // Restored from their history by their saves (decision 168).
  restorable: [
    {
      table: 'procurement_methods',
      service: 'app',
      mutation: 'createUpdateProcurementMethod',
      inputArg: 'procurementMethod',
      permission: 'app.procurementMethod.write',
      // Its save replaces the categories with those sent: a restore keeps today's.
      extra: async (db, now) => ({
        input: {
          procurementCategoryUuids: (
            await db.execute<{ uuid: string }>(
              sql`SELECT c.uuid::text AS uuid FROM procurement_method_categories m
                JOIN tender_categories c ON c.id = m.procurement_category_id
                WHERE m.procurement_method_id = ${Number(now.id)} ORDER BY c.id`,
            )
          ).rows.map((row) => row.uuid),
        },
      }),
    },
    {
      table: 'procurement_stages',
      service: 'app',
      mutation: 'createUpdateProcurementStage',
      inputArg: 'procurementStage',
      permission: 'app.procurementMethod.write',
      columns: { procurementStageTypeEnum: 'procurement_stage_type' },
    },
  ],
} satisfies ServerModule;
