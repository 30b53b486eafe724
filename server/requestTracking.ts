import type http from 'node:http';
import {
  CORRELATION_HEADER,
  isUsableRequestId,
  newCorrelationId,
  REQUEST_ID_HEADER,
  withRequest,
  type RequestInfo,
} from './correlation';
import type { TrustedProxies } from './http/clientAddress';
import type { Metrics } from './http/metrics';
import { OPERATIONS_PATHS } from './http/operations';
import { SERVER_MADE, type Logger } from './log';

export interface TrackingDeps {
  logger: Logger;
  metrics: Metrics;
  trustedProxies: TrustedProxies;
  /** Answers not yet sent: a stop closes their connections after them. */
  unanswered: Set<http.ServerResponse>;
  isDraining(): boolean;
}

/** Every request: an id, one log line and its metrics when it is answered. */
export function requestTracker(deps: TrackingDeps) {
  const { logger, metrics, trustedProxies, unanswered } = deps;
  return function track(
    req: http.IncomingMessage,
    res: http.ServerResponse,
    serve: (info: RequestInfo) => void,
  ) {
    const startedAt = process.hrtime.bigint();
    const proxied = req.headers[REQUEST_ID_HEADER];
    const peer = req.socket.remoteAddress;
    // X-Request-Id is believed from a trusted proxy only; anyone else gets an id of ours.
    const id =
      typeof proxied === 'string' && peer && trustedProxies(peer, 0) && isUsableRequestId(proxied)
        ? proxied
        : newCorrelationId();
    // The request's own logger is made when something logs during it: its line below needs none.
    let requestLog: Logger | undefined;
    const info: RequestInfo = {
      id,
      get log() {
        return (requestLog ??= logger.child({ reqId: id }));
      },
    };
    res.setHeader(REQUEST_ID_HEADER, id);
    res.setHeader(CORRELATION_HEADER, id);
    if (deps.isDraining()) res.setHeader('connection', 'close');
    unanswered.add(res);
    metrics.started();
    res.once('close', () => {
      unanswered.delete(res);
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      // The caller went away before an answer (nginx's 499).
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.finished(info, req.method ?? '-', status, seconds);
      logRequest(logger, req, info, status, seconds);
    });
    withRequest(info, () => serve(info));
  };
}

/** The request's one line: info, or debug for the probes (/healthz, /readyz, /metrics). */
function logRequest(
  logger: Logger,
  req: http.IncomingMessage,
  info: RequestInfo,
  status: number,
  seconds: number,
) {
  const probe = info.route !== undefined && OPERATIONS_PATHS.has(info.route);
  logger[probe ? 'debug' : 'info'](
    {
      // Every value below is the server's own or checked (isUsableRequestId): none to mask.
      [SERVER_MADE]: true,
      reqId: info.id,
      method: req.method,
      route: info.route ?? 'unmatched',
      operation: info.operation,
      status,
      code: info.code,
      durationMs: Math.round(seconds * 10_000) / 10,
      user: info.userUuid,
      institution: info.institutionId ?? undefined,
      lane: info.lane,
    },
    'request',
  );
}
