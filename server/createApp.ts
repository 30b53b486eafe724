import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServerAdapter, getCORSHeadersByRequestAndOptions } from '@whatwg-node/server';
import { sql } from 'drizzle-orm';
import { ResponseCode } from '../contract/responseCodes';
import { graphqlPath, graphqlServices } from '../contract/services';
import type { AuthUser } from './auth/currentUser';
import { actsAcrossInstitutions } from './auth/institutionScope';
import { forgetSessionsHere, loadSession, shareSessionChanges } from './auth/sessions';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import {
  CORRELATION_HEADER,
  currentRequest,
  logUnavailable,
  logUnexpected,
  newCorrelationId,
  REQUEST_ID_HEADER,
  withCorrelationId,
} from './correlation';
import { appliedMigrations, openDatabase, shippedMigrations, type Database } from './db/client';
import { listenForChanges } from './db/notifications';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './errors';
import { createChangeFeed } from './db/liveChanges';
import type { ListenerState } from './db/listener';
import { declareLiveTable } from './graphql/liveAccess';
import { seedDemoData } from './db/demoData';
import type { RequestContext } from './graphql/context';
import { createServiceEndpoint } from './graphql/serviceEndpoint';
import { createDirectLane, plainParams, regularMediaType } from './graphql/directLane';
import { CallerLeft, MAX_BODY_BYTES, readBodyWithin, readDeclaredBody } from './http/bodyLimit';
import { IDEMPOTENCY_HEADER, isGraphqlCreate, runOnce } from './http/idempotency';
import { clientAddressOf, compileTrustedProxies } from './http/clientAddress';
import { jsonFailure } from './http/respond';
import { COMPRESS_ABOVE_BYTES, compressBody, compressJson, encodingFor } from './http/compression';
import { matchRoute, routeTemplate } from './http/routes';
import { messengerFor } from './messaging/messenger';
import { requestBidChange } from './modules/bid-changes/store';
import { createWorkerPool, type WorkerPool } from './http/workerPool';
import { busy, createAdmission, holdPlace, type Admission } from './http/admission';
import { createRequestStore, type RequestStore } from './modules/onboarding/requests.store';
import { OUTBOX_PATH } from './modules/outbox/routes';
import { scheduleHistoryPurge } from './db/history';
import { processLogger } from './log';
import { seed } from './seed';
import { loadModules, readResolvers, readTypeDefs } from './serviceModules';
import { noticeOnTerminal, type OperatorNotice } from './operatorNotice';

/** What the node adapter passes beside each request. */
type NodeServerContext = { req?: IncomingMessage };

export interface App {
  /** Fetch-API handler for every API path; undefined-returning paths are left to the static files. */
  handle: ReturnType<typeof createServerAdapter>;
  /**
   * What the server calls for every API path: the direct GraphQL lane for a plain GraphQL POST, else
   * `handle`; each takes its place at work once the body is read (`admission`).
   */
  serveNode(req: IncomingMessage, res: ServerResponse): Promise<void>;
  isApiPath(pathname: string): boolean;
  database: Database;
  workers: WorkerPool;
  /** API requests at work and waiting (server/http/admission.ts). */
  admission: Admission;
  /**
   * Readiness: the database answers within `timeoutMs` and has every migration this build ships.
   * Answers each check's state, and the listeners' (PostgreSQL server only: reported, not required,
   * since a listener reconnects by itself and the lists reload once it does).
   */
  readiness(timeoutMs: number): Promise<{
    database: boolean;
    migrations: boolean;
    listeners?: { sessions: ListenerState; liveChanges: ListenerState | 'idle' };
  }>;
  /** Raises the requests that emailed links answer (for other modules, seeds and tests). */
  requests: RequestStore & {
    requestBidChange(
      input: Parameters<typeof requestBidChange>[3],
    ): ReturnType<typeof requestBidChange>;
  };
  close(): Promise<void>;
}

/**
 * Opens and seeds the database, then builds every service endpoint from the modules that declare it
 * (server/modules/<domain>/module.ts) and collects their REST calls.
 */
export async function createApp(
  config: Config,
  log: (line: string) => void = (line) => processLogger().info(line),
  notice: OperatorNotice = noticeOnTerminal,
): Promise<App> {
  // Migrations and first-start seeding run under an advisory lock: several processes may start at once.
  const database = await openDatabase(config, async (db) => {
    await seed(db, config, log, notice);
    if (config.demoData) await seedDemoData(db, log);
  });
  const { db } = database;
  const stopHistoryPurge = scheduleHistoryPurge(db, config.historyRetentionDays);
  // Sign-outs, deactivations and role changes reach every process on the database at once.
  const sessionChanges = config.databaseUrl
    ? await listenForChanges(config.databaseUrl, 'zabuni_sessions', forgetSessionsHere)
    : undefined;
  shareSessionChanges(sessionChanges?.tell);
  const accessTokens = await createAccessTokens(db, config.jwtSecret, config.accessTokenTtlSeconds);
  const messenger = messengerFor(config);
  const workers = createWorkerPool();
  const trustedProxies = compileTrustedProxies(config.trustProxy);
  const admission = createAdmission(config.requestsInProgress, config.requestQueue);

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
  // Live lists (decision 107): hand-written modules' tables (the reference kit declares its own).
  for (const module of await loadModules()) module.live?.forEach(declareLiveTable);
  const liveChanges = createChangeFeed({
    databaseUrl: config.databaseUrl,
    pglite: database.pglite,
  });
  const routes = (await loadModules()).flatMap(
    (module) => module.routes?.({ config, accessTokens, messenger, workers }) ?? [],
  );
  // Only the services' own prefixes: /zabuni-embassys/... and /zabuni-manufacturer/... are app pages.
  const apiServices = [...graphqlServices, 'dsms', 'cache'].join('|');
  const apiPrefix = new RegExp(`^/${config.product}-(${apiServices})/`);
  const isApiPath = (pathname: string) =>
    apiPrefix.test(pathname) || (!config.isProduction && pathname.startsWith(OUTBOX_PATH));

  /** A bearer token must be valid: a bad or expired one is a 401, which ends the browser session. */
  async function authenticate(request: Request): Promise<AuthUser | null | Response> {
    return authenticateHeader(request.headers.get('authorization'));
  }
  async function authenticateHeader(
    header: string | null | undefined,
  ): Promise<AuthUser | null | Response> {
    if (!header) return null;
    const token = /^Bearer (.+)$/i.exec(header)?.[1];
    const claims = token ? await accessTokens.verify(token) : null;
    const user = claims ? await loadSession(db, claims) : null;
    return user ?? jsonFailure(401, ResponseCode.UNAUTHENTICATED);
  }

  async function serve(received: Request, server: NodeServerContext): Promise<Response> {
    const { pathname } = new URL(received.url);
    const endpoint = endpoints.get(pathname);
    const match = endpoint ? undefined : matchRoute(routes, received.method, pathname);
    const info = currentRequest();
    if (info) info.route = endpoint ? pathname : match ? routeTemplate(match.route) : 'unmatched';
    if (!endpoint && !match) return noSuchCall(received);
    // Every body is counted as it streams in and refused past its limit (GraphQL: the server's).
    const request = await readBodyWithin(received, match?.route.maxBodyBytes ?? MAX_BODY_BYTES);
    if (request instanceof Response) return request;
    // A place at work once the body is in (serveNode's lane may have taken it already), whatever the
    // Accept header. It is given back once the answer starts: a live stream (decision 107) holds one
    // only until it is open, then none for its minutes (streams per user are limited instead).
    const node = server.req;
    return node && admitted.has(node)
      ? serveRead(request, server, endpoint, match)
      : admission.admit(() => serveRead(request, server, endpoint, match));
  }

  async function serveRead(
    request: Request,
    server: NodeServerContext,
    endpoint: ReturnType<typeof endpoints.get>,
    match: ReturnType<typeof matchRoute>,
  ): Promise<Response> {
    const info = currentRequest();
    const user = await authenticate(request);
    if (user instanceof Response) return user;
    if (info && user) {
      info.userUuid = user.uuid;
      info.institutionId = user.institutionId;
    }
    const language = request.headers.get('content-language')?.startsWith('sw') ? 'sw' : 'en';
    const clientAddress = clientAddressOf(server.req, trustedProxies);
    const ctx: RequestContext = { db, config, user, language, clientAddress, liveChanges };

    const dispatch = async (context: RequestContext): Promise<Response> => {
      if (endpoint) {
        const answer = await endpoint.fetch(request, context);
        // A document that never ran (unparsable, invalid) still counts, under a name of its own.
        if (info && !info.operation) {
          info.operation = 'unknown';
          info.code ??= 'invalid';
        }
        return answer;
      }
      if (!match) return noSuchCall(request);
      return match.route.handle(request, context, match.params);
    };
    // A signed-in caller's create with an Idempotency-Key runs at most once (decision 71).
    const idempotencyKey = request.headers.get(IDEMPOTENCY_HEADER);
    if (idempotencyKey !== null && user && request.method === 'POST') {
      const bodyText = await request.clone().text();
      if (endpoint ? isGraphqlCreate(bodyText) : match?.route.creates) {
        return runOnce(db, { userId: user.id, key: idempotencyKey, request, bodyText }, (tx) =>
          dispatch({ ...ctx, db: tx, inTransaction: true }),
        );
      }
    }
    return dispatch(ctx);
  }

  /**
   * Every request has an id (X-Request-Id, also sent as X-Correlation-Id): the server's (main.ts), or
   * one of its own when the adapter is called directly. Anything thrown outside a resolver (the token
   * check, the context, a route, a failing mail server or database) is logged here with it and
   * answered with a generic 500: never a stack, SQL or column list.
   */
  const handle = createServerAdapter<NodeServerContext>(async (request, server) => {
    const correlationId = currentRequest()?.id ?? newCorrelationId();
    const inRequest = currentRequest()
      ? <T>(work: () => T) => work()
      : <T>(work: () => T) => withCorrelationId(correlationId, work);
    return inRequest(async () => {
      let response: Response;
      try {
        response = await serve(request, server);
      } catch (error) {
        // The caller went away (a closed tab): nothing failed, and no one reads the answer.
        if (request.signal.aborted) return new Response(null, { status: 499 });
        const what = `${request.method} ${new URL(request.url).pathname}`;
        response = failedResponse(what, error, correlationId);
      }
      response.headers.set(CORRELATION_HEADER, correlationId);
      response.headers.set(REQUEST_ID_HEADER, correlationId);
      return compressJson(request, response);
    });
  });

  const admitted = new WeakSet<IncomingMessage>();
  const lanes = new Map(
    [...endpoints].map(([path, yoga]) => [path, createDirectLane(yoga, config.isProduction)]),
  );

  async function serveNode(req: IncomingMessage, res: ServerResponse): Promise<void> {
    // Refused before its body is read while the queue is full (issue #17).
    if (admission.isFull()) return sendResponse(res, busy());
    try {
      if (await serveDirect(req, res)) return;
    } catch (error) {
      if (error instanceof CallerLeft) return; // no one to answer, nothing failed
      const response = failedResponse(`${req.method} ${req.url}`, error);
      if (res.headersSent) res.destroy();
      else sendResponse(res, response);
      return;
    }
    await handle(req, res);
  }

  /**
   * A plain GraphQL POST (server/graphql/directLane.ts) answered without the Fetch API: true when
   * answered. Anything else is left to `handle`, with the body it may have read handed over (the
   * adapter takes a node request's `body` as its body); nothing has run for it yet.
   */
  async function serveDirect(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const pathname = req.url ?? '/';
    const lane = req.method === 'POST' ? lanes.get(pathname) : undefined;
    const h = req.headers;
    const length = Number(h['content-length']);
    const contentType = h['content-type']?.split(',')[0] ?? '';
    const mediaType = regularMediaType(h.accept);
    if (
      !lane ||
      !mediaType ||
      !(contentType === 'application/json' || contentType.startsWith('application/json;')) ||
      h[IDEMPOTENCY_HEADER] !== undefined ||
      h['transfer-encoding'] !== undefined ||
      !(length > 0 && length <= MAX_BODY_BYTES)
    ) {
      return false;
    }
    const info = currentRequest();
    if (info) info.route = pathname;
    const body = await readDeclaredBody(req);
    if (!(await admitNode(req, res))) return true;
    const handOver = () => {
      (req as IncomingMessage & { body?: Buffer }).body = body;
      return false;
    };
    let params;
    try {
      params = plainParams(JSON.parse(body.toString('utf8')));
    } catch {
      return handOver();
    }
    if (!params) return handOver();
    const user = await authenticateHeader(h.authorization);
    if (user instanceof Response) return handOver(); // `handle` answers the 401
    if (info && user) {
      info.userUuid = user.uuid;
      info.institutionId = user.institutionId;
    }
    const language = h['content-language']?.startsWith('sw') ? 'sw' : 'en';
    const clientAddress = clientAddressOf(req, trustedProxies);
    const answer = await lane(
      { db, config, user, language, clientAddress, liveChanges },
      params,
      mediaType,
    );
    if (!answer) return handOver();
    const headers: Record<string, string> = { ...answer.headers };
    // Yoga's CORS plugin (its defaults) and compressJson, as `handle` answers.
    const cors = getCORSHeadersByRequestAndOptions(
      { headers: { get: (name: string) => headerOf(req, name) } } as Request,
      {},
    );
    Object.assign(headers, cors);
    // A text answer goes out as it is: node writes the headers and a string body in one piece.
    let payload: Buffer | string = answer.body;
    let payloadBytes = Buffer.byteLength(payload);
    const encoding = encodingFor(h['accept-encoding']);
    if (encoding) {
      headers.vary = headers.vary ? `${headers.vary}, Accept-Encoding` : 'Accept-Encoding';
      if (payloadBytes > COMPRESS_ABOVE_BYTES) {
        payload = await compressBody(Buffer.from(payload), encoding);
        payloadBytes = payload.length;
        headers['content-encoding'] = encoding;
      }
    }
    headers['content-length'] = String(payloadBytes);
    if (info) info.lane = 'direct';
    res.writeHead(answer.status, headers);
    res.end(payload);
    return true;
  }

  /**
   * Takes a place at work for a node request whose body is read (server/http/admission.ts), given
   * back when its answer is sent or its caller leaves; false when answered 503, or when the caller
   * left while it waited.
   */
  async function admitNode(req: IncomingMessage, res: ServerResponse): Promise<boolean> {
    const place = await admission.enter();
    if (!place) {
      sendResponse(res, busy());
      return false;
    }
    if (req.socket.destroyed) {
      place.end();
      return false;
    }
    admitted.add(req);
    holdPlace(place);
    res.once('close', () => place.end());
    return true;
  }

  const migrationsShipped = shippedMigrations();
  const withinTime = <T>(work: Promise<T>, timeoutMs: number) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timed out')), timeoutMs).unref();
      }),
    ]);
  const listeners = () =>
    sessionChanges && {
      sessions: sessionChanges.listener.state(),
      liveChanges: liveChanges.state(),
    };
  async function readiness(timeoutMs: number) {
    try {
      const applied = await withinTime(appliedMigrations(db), timeoutMs);
      return { database: true, migrations: applied >= migrationsShipped, listeners: listeners() };
    } catch {
      return { database: false, migrations: false, listeners: listeners() };
    }
  }

  return {
    handle,
    serveNode,
    isApiPath,
    database,
    workers,
    admission,
    readiness,
    requests: {
      ...createRequestStore(db, config, messenger),
      requestBidChange: (input) => requestBidChange(db, config, messenger, input),
    },
    async close() {
      stopHistoryPurge();
      await liveChanges.close();
      await sessionChanges?.listener.close();
      await workers.close();
      await database.close();
    },
  };
}

/** The 404 of a path (or method) no endpoint or route answers. */
/**
 * Anything thrown outside a resolver: a lost database answers 503 with Retry-After (the request may be
 * sent again), anything else is logged as unexpected and answered 500; neither shows internals.
 */
function failedResponse(what: string, error: unknown, correlationId?: string): Response {
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    const response = jsonFailure(503, ResponseCode.OPERATION_FAILED, UNAVAILABLE_MESSAGE);
    response.headers.set('retry-after', '1');
    return response;
  }
  logUnexpected(`${what} failed`, error);
  return jsonFailure(500, ResponseCode.OPERATION_FAILED, undefined, correlationId);
}

const noSuchCall = (request: Request): Response =>
  jsonFailure(
    404,
    ResponseCode.NOT_FOUND,
    `No such call: ${request.method} ${new URL(request.url).pathname}`,
  );

const headerOf = (req: IncomingMessage, name: string): string | null => {
  const value = req.headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(', ') : (value ?? null);
};

/** A Fetch Response written to a node answer (the few answers the server makes before `handle`). */
async function sendResponse(res: ServerResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.writeHead(response.status, Object.fromEntries(response.headers));
  res.end(body);
}
