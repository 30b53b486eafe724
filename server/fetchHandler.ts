import type { IncomingMessage } from 'node:http';
import { createServerAdapter } from '@whatwg-node/server';
import { ResponseCode } from '../contract/responseCodes';
import type { BearerCheck } from './auth/bearer';
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
import type { Db } from './db/client';
import type { ChangeFeed } from './db/liveChanges';
import { isDatabaseUnavailable, UNAVAILABLE_MESSAGE } from './errors';
import type { RequestContext } from './requestContext';
import type { Admission } from './http/admission';
import { MAX_BODY_BYTES, readBodyWithin } from './http/bodyLimit';
import { clientAddressOf, type TrustedProxies } from './http/clientAddress';
import { compressJson } from './http/compression';
import { IDEMPOTENCY_HEADER, isGraphqlCreate, runOnce } from './http/idempotency';
import { jsonFailure } from './http/respond';
import { matchRoute, routeTemplate, type Route } from './restRoutes';
import type { ServiceEndpoint } from './serviceEndpoints';

/** What the node adapter passes beside each request. */
export type NodeServerContext = { req?: IncomingMessage };

/** What answering an API request needs, built once by createApp. */
export interface Serving {
  config: Config;
  db: Db;
  liveChanges: ChangeFeed;
  admission: Admission;
  trustedProxies: TrustedProxies;
  endpoints: Map<string, ServiceEndpoint>;
  routes: Route[];
  authenticate: BearerCheck;
  /** Node requests that already hold a place at work (nodeHandler.ts's admitNode). */
  admitted: WeakSet<IncomingMessage>;
}

type RouteMatch = ReturnType<typeof matchRoute>;

/**
 * The Fetch-API handler for every API path. Every request has an id (X-Request-Id, also sent as
 * X-Correlation-Id): the server's (main.ts), or one of its own when the adapter is called directly.
 * Anything thrown outside a resolver (the token check, the context, a route, a failing mail server or
 * database) is logged here with it and answered with a generic 500: never a stack, SQL or column list.
 */
export function createFetchHandler(serving: Serving) {
  return createServerAdapter<NodeServerContext>(async (request, server) => {
    const correlationId = currentRequest()?.id ?? newCorrelationId();
    const inRequest = currentRequest()
      ? <T>(work: () => T) => work()
      : <T>(work: () => T) => withCorrelationId(correlationId, work);
    return inRequest(async () => {
      let response: Response;
      try {
        response = await serve(serving, request, server);
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
}

export type FetchHandler = ReturnType<typeof createFetchHandler>;

async function serve(
  serving: Serving,
  received: Request,
  server: NodeServerContext,
): Promise<Response> {
  const { pathname } = new URL(received.url);
  const endpoint = serving.endpoints.get(pathname);
  const match = endpoint ? undefined : matchRoute(serving.routes, received.method, pathname);
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
  return node && serving.admitted.has(node)
    ? serveRead(serving, request, server, endpoint, match)
    : serving.admission.admit(() => serveRead(serving, request, server, endpoint, match));
}

/** A request whose body is read: its caller, its context, then its endpoint or route. */
async function serveRead(
  serving: Serving,
  request: Request,
  server: NodeServerContext,
  endpoint: ServiceEndpoint | undefined,
  match: RouteMatch,
): Promise<Response> {
  const info = currentRequest();
  const user = await serving.authenticate(request.headers.get('authorization'));
  if (user instanceof Response) return user;
  if (info && user) {
    info.userUuid = user.uuid;
    info.institutionId = user.institutionId;
  }
  const { db, config, liveChanges, trustedProxies } = serving;
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
 * Anything thrown outside a resolver: a lost database answers 503 with Retry-After (the request may be
 * sent again), anything else is logged as unexpected and answered 500; neither shows internals.
 */
export function failedResponse(what: string, error: unknown, correlationId?: string): Response {
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    const response = jsonFailure(503, ResponseCode.OPERATION_FAILED, UNAVAILABLE_MESSAGE);
    response.headers.set('retry-after', '1');
    return response;
  }
  logUnexpected(`${what} failed`, error);
  return jsonFailure(500, ResponseCode.OPERATION_FAILED, undefined, correlationId);
}

/** The 404 of a path (or method) no endpoint or route answers. */
const noSuchCall = (request: Request): Response =>
  jsonFailure(
    404,
    ResponseCode.NOT_FOUND,
    `No such call: ${request.method} ${new URL(request.url).pathname}`,
  );
