import { ResponseCode } from '../contract/responseCodes';
import type { RequestContext } from './requestContext';
import { jsonFailure } from './http/respond';
import {
  FORBIDDEN_CHARACTER_TEXT,
  forbiddenCharacterAt,
  holdsForbiddenCharacter,
} from './http/textInput';

/** A REST call: exact path, or a pattern whose named groups become params. */
export interface Route {
  method: 'GET' | 'POST';
  path: string | RegExp;
  /**
   * The most bytes its body may hold, when the call legitimately needs another limit than the
   * server's MAX_BODY_BYTES (server/http/bodyLimit.ts): uploads, imports, documents to sign.
   */
  maxBodyBytes?: number;
  /** It creates a record: a signed-in caller's Idempotency-Key makes a retry answer the first answer. */
  creates?: boolean;
  handle(request: Request, ctx: RequestContext, params: Record<string, string>): Promise<Response>;
}

/**
 * The route a request calls, and its params. Its `handle` first refuses what no route can take: a
 * character no text column holds (server/http/textInput.ts) in a path parameter, the query or a JSON
 * body, answered 400 with 9001 before the route's own code runs.
 */
export function matchRoute(routes: Route[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    if (typeof route.path === 'string') {
      if (route.path === pathname) return { route: screened(route), params: {} };
      continue;
    }
    const match = route.path.exec(pathname);
    if (match) return { route: screened(route), params: match.groups ?? {} };
  }
  return undefined;
}

const screenedRoutes = new WeakMap<Route, Route>();

/** The route with its input screened first (made once per route). */
function screened(route: Route): Route {
  let found = screenedRoutes.get(route);
  if (!found) {
    found = {
      ...route,
      handle: async (request, ctx, params) =>
        (await refusedInput(request, params)) ?? route.handle(request, ctx, params),
    };
    screenedRoutes.set(route, found);
  }
  return found;
}

/** A path parameter as its route reads it once decoded (a malformed escape is the route's to refuse). */
const decoded = (param: string) => {
  try {
    return decodeURIComponent(param);
  } catch {
    return param;
  }
};

/**
 * The 400 for a request whose path parameters, query or JSON body hold a character no text column
 * holds, or undefined. A body that is not JSON (a CSV file) is left to its route: it reads its own.
 */
async function refusedInput(
  request: Request,
  params: Record<string, string>,
): Promise<Response | undefined> {
  const refuse = (where: string) =>
    jsonFailure(400, ResponseCode.INVALID_INPUT, `The ${where} holds ${FORBIDDEN_CHARACTER_TEXT}`);
  if (Object.values(params).some((param) => forbiddenCharacterAt(decoded(param)) >= 0)) {
    return refuse('path');
  }
  const { search } = new URL(request.url);
  if (search && holdsForbiddenCharacter([...new URLSearchParams(search)])) return refuse('query');
  if (request.body && !/^text\/csv\b/i.test(request.headers.get('content-type') ?? '')) {
    let body: unknown;
    try {
      body = JSON.parse(await request.clone().text());
    } catch {
      return undefined; // not JSON: the route answers as it does for any malformed body
    }
    if (holdsForbiddenCharacter(body)) return refuse('request');
  }
  return undefined;
}

/** A route's path as a template for logs and metrics: `/zabuni-dsms/documents/:id`, never an id. */
export function routeTemplate(route: Route): string {
  if (typeof route.path === 'string') return route.path;
  return route.path.source
    .replace(/\(\?<(\w+)>(?:[^()]|\([^()]*\))*\)/g, ':$1')
    .replace(/^\^|\$$/g, '')
    .replace(/\\\//g, '/');
}
