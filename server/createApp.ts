import type { IncomingMessage } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { sql } from 'drizzle-orm';
import { ResponseCode } from '../contract/responseCodes';
import { graphqlPath, graphqlServices } from '../contract/services';
import type { AuthUser } from './auth/currentUser';
import { actsAcrossInstitutions } from './auth/institutionScope';
import { loadSession } from './auth/sessions';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import { openDatabase, type Database } from './db/client';
import { seedDemoData } from './db/demoData';
import type { RequestContext } from './graphql/context';
import { createServiceEndpoint } from './graphql/serviceEndpoint';
import { clientAddressOf, compileTrustedProxies } from './http/clientAddress';
import { jsonFailure } from './http/respond';
import { matchRoute } from './http/routes';
import { createMessenger } from './messaging/messenger';
import { createRequestStore, type RequestStore } from './modules/onboarding/requests.store';
import { OUTBOX_PATH } from './modules/outbox/routes';
import { seed } from './seed';
import { loadModules, readResolvers, readTypeDefs } from './serviceModules';

/** What the node adapter passes beside each request. */
type NodeServerContext = { req?: IncomingMessage };

/** Larger bodies are refused before they are read (CSV and document uploads will set their own). */
const MAX_BODY_BYTES = 1_000_000;

export interface App {
  /** Fetch-API handler for every API path; undefined-returning paths are left to the static files. */
  handle: ReturnType<typeof createServerAdapter>;
  isApiPath(pathname: string): boolean;
  database: Database;
  /** Raises the requests that emailed links answer (for other modules, seeds and tests). */
  requests: RequestStore;
  close(): Promise<void>;
}

/**
 * Opens and seeds the database, then builds every service endpoint from the modules that declare it
 * (server/modules/<domain>/module.ts) and collects their REST calls.
 */
export async function createApp(config: Config, log = console.log): Promise<App> {
  const database = await openDatabase(config);
  const { db } = database;
  await seed(db, config, log);
  if (config.demoData) await seedDemoData(db, log);
  const accessTokens = await createAccessTokens(db, config.jwtSecret, config.accessTokenTtlSeconds);
  const messenger = createMessenger(config);
  const trustedProxies = compileTrustedProxies(config.trustProxy);

  const databaseStatus = () =>
    db.execute(sql`SELECT 1`).then(
      () => 'UP',
      () => 'DOWN',
    );
  const endpoints = new Map(
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
  const routes = (await loadModules()).flatMap(
    (module) => module.routes?.({ config, accessTokens, messenger }) ?? [],
  );
  // Only the services' own prefixes: /zabuni-embassys/... and /zabuni-manufacturer/... are app pages.
  const apiServices = [...graphqlServices, 'dsms', 'cache'].join('|');
  const apiPrefix = new RegExp(`^/${config.product}-(${apiServices})/`);
  const isApiPath = (pathname: string) =>
    apiPrefix.test(pathname) || (!config.isProduction && pathname.startsWith(OUTBOX_PATH));

  /** A bearer token must be valid: a bad or expired one is a 401, which ends the browser session. */
  async function authenticate(request: Request): Promise<AuthUser | null | Response> {
    const header = request.headers.get('authorization');
    if (!header) return null;
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? await accessTokens.verify(token) : null;
    const user = claims ? await loadSession(db, claims) : null;
    return user ?? jsonFailure(401, ResponseCode.UNAUTHENTICATED);
  }

  const handle = createServerAdapter<NodeServerContext>(async (request, server) => {
    const { pathname } = new URL(request.url);
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return jsonFailure(413, ResponseCode.INVALID_INPUT, 'The request is too large');
    }
    const user = await authenticate(request);
    if (user instanceof Response) return user;
    const language = request.headers.get('content-language')?.startsWith('sw') ? 'sw' : 'en';
    const clientAddress = clientAddressOf(server.req, trustedProxies);
    const ctx: RequestContext = { db, config, user, language, clientAddress };

    const endpoint = endpoints.get(pathname);
    if (endpoint) return endpoint.fetch(request, ctx);
    const match = matchRoute(routes, request.method, pathname);
    if (match) {
      try {
        return await match.route.handle(request, ctx, match.params);
      } catch (error) {
        // A failing mail server or database: logged here, never shown to the caller (no stack, no SQL).
        log(`${request.method} ${match.route.path} failed: ${String(error)}`);
        return jsonFailure(500, ResponseCode.OPERATION_FAILED);
      }
    }
    return jsonFailure(404, ResponseCode.NOT_FOUND, `No such call: ${request.method} ${pathname}`);
  });

  return {
    handle,
    isApiPath,
    database,
    requests: createRequestStore(db, config, messenger),
    close: () => database.close(),
  };
}
