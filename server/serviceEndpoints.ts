import { sql } from 'drizzle-orm';
import { graphqlPath, graphqlServices } from '../contract/services';
import { actsAcrossInstitutions } from './auth/institutionScope';
import type { Config } from './config';
import type { Database } from './db/client';
import type { RequestContext } from './requestContext';
import { createServiceEndpoint } from './graphql/serviceEndpoint';
import { readResolvers, readTypeDefs } from './serviceModules';

export type ServiceEndpoint = ReturnType<typeof createServiceEndpoint>;

/** Every GraphQL service's endpoint by its path (/<product>-<service>/graphql), built from the modules. */
export async function createServiceEndpoints(
  config: Config,
  database: Database,
): Promise<Map<string, ServiceEndpoint>> {
  const databaseStatus = () =>
    database.db.execute(sql`SELECT 1`).then(
      () => 'UP',
      () => 'DOWN',
    );
  return new Map(
    await Promise.all(
      graphqlServices.map(async (service) => {
        const health = {
          Query: {
            // Which database a service runs on is for platform administrators, not the public.
            serviceHealth: async (_: unknown, __: unknown, ctx: RequestContext) => {
              const status = await databaseStatus();
              return ctx.user && actsAcrossInstitutions(ctx.user)
                ? { status, service, product: config.product, database: database.kind }
                : { status };
            },
          },
        };
        const resolvers = await readResolvers(service);
        const merged = { ...resolvers, Query: { ...resolvers.Query, ...health.Query } };
        const endpoint = createServiceEndpoint(
          config,
          service,
          await readTypeDefs(service),
          merged,
        );
        return [graphqlPath(config.product, service), endpoint] as const;
      }),
    ),
  );
}
