import type { RequestContext } from '../graphql/context';

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

export function matchRoute(routes: Route[], method: string, pathname: string) {
  for (const route of routes) {
    if (route.method !== method) continue;
    if (typeof route.path === 'string') {
      if (route.path === pathname) return { route, params: {} };
      continue;
    }
    const match = route.path.exec(pathname);
    if (match) return { route, params: match.groups ?? {} };
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
