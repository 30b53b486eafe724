import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createApp } from './createApp';
import { loadConfig } from './config';
import {
  CORRELATION_HEADER,
  isUsableRequestId,
  logUnexpected,
  newCorrelationId,
  REQUEST_ID_HEADER,
  withRequest,
  type RequestInfo,
} from './correlation';
import { createLogger, processLogger, SERVER_MADE, setProcessLogger, type Logger } from './log';
import { compileTrustedProxies } from './http/clientAddress';
import { createMetrics } from './http/metrics';
import { answerBackup, BACKUP_PATH, openBackupAccess } from './http/backupAccess';
import { metricsGate, OPERATIONS_PATHS, sendJson, sendMetrics } from './http/operations';
import { isHttpsRequest, securityHeaders } from './http/securityHeaders';
import { createStaticFiles } from './http/staticFiles';
import type { OperatorNotice } from './operatorNotice';

/** How long the database may take to answer /readyz's query. */
const READINESS_TIMEOUT_MS = 2000;

export interface StartOptions {
  /** Where the JSON log lines go (default: stdout); tests read them. */
  logDestination?: DestinationStream;
  /** Where words for the person at the terminal go (default: stderr, server/operatorNotice.ts). */
  notice?: OperatorNotice;
}

/** Starts ONE process that serves the browser app and every service endpoint. */
export async function startServer(
  config = loadConfig(),
  log?: (line: string) => void,
  options: StartOptions = {},
) {
  const logger = createLogger(config.logLevel, options.logDestination, config.logFormat);
  setProcessLogger(logger);
  const app = await createApp(config, log ?? ((line) => logger.info(line)), options.notice);
  const metrics = createMetrics({
    database: app.database,
    workers: app.workers,
    admission: app.admission,
  });
  const trustedProxies = compileTrustedProxies(config.trustProxy);
  const metricsAllowed = metricsGate(config.metricsToken, trustedProxies);
  const hasWebApp = fs.existsSync(path.join(config.webDir, 'index.html'));
  // Every path without a file extension gets index.html, so the browser router owns deep links.
  const serveWebApp = hasWebApp ? createStaticFiles(config.webDir) : undefined;
  let draining = false;
  let backupAccess: ReturnType<typeof openBackupAccess> | undefined;
  const unanswered = new Set<http.ServerResponse>();

  /** /healthz, /readyz and /metrics: small JSON (or Prometheus text), never the browser app. */
  async function answerOperations(
    pathname: string,
    req: http.IncomingMessage,
    res: http.ServerResponse,
    onMainPort: boolean,
  ) {
    if (pathname === '/healthz') return sendJson(res, 200, { status: 'UP' });
    if (pathname === '/readyz') {
      const checks = await app.readiness(READINESS_TIMEOUT_MS);
      const ready = !draining && checks.database && checks.migrations;
      return sendJson(res, ready ? 200 : 503, {
        status: ready ? 'UP' : 'DOWN',
        database: checks.database ? 'UP' : 'DOWN',
        migrations: checks.migrations ? 'UP' : 'DOWN',
        ...(checks.listeners && { listeners: checks.listeners }),
        draining,
      });
    }
    if (onMainPort && !metricsAllowed(req, res)) return;
    await sendMetrics(res, metrics.registry);
  }

  /** Every request: an id, one log line and its metrics when it is answered. */
  function track(
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
    if (draining) res.setHeader('connection', 'close');
    unanswered.add(res);
    metrics.started();
    res.once('close', () => {
      unanswered.delete(res);
      const seconds = Number(process.hrtime.bigint() - startedAt) / 1e9;
      // The caller went away before an answer (nginx's 499).
      const status = res.writableFinished ? res.statusCode : 499;
      metrics.finished(info, req.method ?? '-', status, seconds);
      const probe = info.route !== undefined && OPERATIONS_PATHS.has(info.route);
      logger[probe ? 'debug' : 'info'](
        {
          // Every value below is the server's own or checked (isUsableRequestId): none to mask.
          [SERVER_MADE]: true,
          reqId: id,
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
    });
    withRequest(info, () => serve(info));
  }

  const operationsOn =
    (onMainPort: boolean) =>
    (req: http.IncomingMessage, res: http.ServerResponse, info: RequestInfo, pathname: string) => {
      info.route = pathname;
      answerOperations(pathname, req, res, onMainPort).catch((error: unknown) => {
        logUnexpected(`${pathname} failed`, error);
        if (!res.headersSent) sendJson(res, 500, { status: 'DOWN', requestId: info.id });
        else res.destroy();
      });
    };
  const answerOnMainPort = operationsOn(true);

  const server = http.createServer((req, res) =>
    track(req, res, (info) => {
      // On every answer, pages and API alike; a route's own policy (the outbox page) overrides.
      for (const [name, value] of Object.entries(
        securityHeaders(isHttpsRequest(req, trustedProxies)),
      )) {
        res.setHeader(name, value);
      }
      const pathname = (req.url ?? '/').split('?')[0];
      if (OPERATIONS_PATHS.has(pathname)) return answerOnMainPort(req, res, info, pathname);
      if (pathname === BACKUP_PATH && backupAccess && app.database.dump) {
        info.route = BACKUP_PATH;
        answerBackup(req, res, backupAccess.token, app.database.dump).catch((error: unknown) => {
          logUnexpected('the backup failed', error);
          if (!res.headersSent) sendJson(res, 500, { status: 'FAILED', requestId: info.id });
          else res.destroy();
        });
        return;
      }
      // "Any address starting with www. is redirected to the same address without www."
      const host = req.headers.host ?? '';
      if (host.toLowerCase().startsWith('www.')) {
        res.writeHead(301, { location: `//${host.slice(4)}${req.url ?? '/'}` });
        res.end();
        return;
      }
      if (app.isApiPath(pathname) || !serveWebApp) {
        void app.serveNode(req, res);
        return;
      }
      info.route = 'static';
      serveWebApp(req, res).catch((error: unknown) => {
        logUnexpected(`${pathname} could not be served`, error);
        if (!res.headersSent) sendJson(res, 404, { status: 'NOT_FOUND', requestId: info.id });
        else res.destroy();
      });
    }),
  );
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config.publicUrl ??= `http://localhost:${port}`;
  // The embedded database is backed up through this process, which holds it (npm run backup).
  if (app.database.dump) backupAccess = openBackupAccess(config.dataDir, port);

  // METRICS_PORT: the operator's own port, on this machine only, without a token.
  let metricsServer: http.Server | undefined;
  let metricsPort: number | undefined;
  if (config.metricsPort !== undefined) {
    const answerOnOwnPort = operationsOn(false);
    const ownServer = http.createServer((req, res) =>
      track(req, res, (info) => {
        const pathname = (req.url ?? '/').split('?')[0];
        if (OPERATIONS_PATHS.has(pathname)) return answerOnOwnPort(req, res, info, pathname);
        info.route = 'unmatched';
        sendJson(res, 404, { status: 'NOT_FOUND', message: 'This port serves /metrics only' });
      }),
    );
    metricsServer = ownServer;
    await new Promise<void>((resolve) =>
      ownServer.listen(config.metricsPort, '127.0.0.1', resolve),
    );
    const own = ownServer.address();
    metricsPort = typeof own === 'object' && own ? own.port : config.metricsPort;
  }

  (log ?? ((line: string) => logger.info(line)))(
    `Zabuni is running on http://localhost:${port} (${app.database.kind}` +
      `${app.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})` +
      (hasWebApp ? '' : ' - API only: run `npm run build` for the browser app'),
  );

  let stopping: Promise<void> | undefined;
  /**
   * Stops like a service: /readyz answers 503, no new connection is accepted, requests in flight
   * finish (their connections close after their answer) within `graceSeconds`, idle keep-alive
   * connections close at once, then the database closes.
   */
  const stop = (graceSeconds = config.shutdownGraceSeconds): Promise<void> => {
    stopping ??= (async () => {
      draining = true;
      for (const res of unanswered) if (!res.headersSent) res.setHeader('connection', 'close');
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const idle = setInterval(() => server.closeIdleConnections(), 100);
      const deadline = setTimeout(() => server.closeAllConnections(), graceSeconds * 1000);
      try {
        await closed;
      } finally {
        clearInterval(idle);
        clearTimeout(deadline);
      }
      if (metricsServer) {
        const closing = new Promise<void>((resolve) => metricsServer.close(() => resolve()));
        metricsServer.closeAllConnections();
        await closing;
      }
      backupAccess?.close();
      await app.close();
    })();
    return stopping;
  };
  return {
    port,
    metricsPort,
    stop,
    database: app.database,
    requests: app.requests,
    logger,
  };
}

const isEntryPoint =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
/**
 * WORKERS=N on PostgreSQL: N processes share the port (node:cluster), a worker that dies is replaced.
 * Everything they share lives in the database (docs/deploy.md). The embedded database stays one process.
 */
function startWorkers(count: number) {
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code) => {
    if (stopping) return;
    processLogger().error({ pid: worker.process.pid, code }, 'a worker ended; starting another');
    cluster.fork();
  });
  const shutdown = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

const workerCount = Math.max(1, Number(process.env.WORKERS) || 1);
if (isEntryPoint && cluster.isPrimary && workerCount > 1 && process.env.DATABASE_URL) {
  startWorkers(workerCount);
} else if (isEntryPoint) {
  if (workerCount > 1 && !process.env.DATABASE_URL) {
    processLogger().warn('WORKERS is ignored on the embedded database: it runs in one process');
  }
  startServer()
    .then(({ stop, logger }) => {
      const shutdown = (signal: string) => {
        logger.info(`${signal}: finishing the requests in flight, then stopping`);
        stop().then(
          () => {
            logger.info('stopped');
            process.exit(0);
          },
          (error: unknown) => {
            logger.error({ err: error }, 'stopping failed');
            process.exit(1);
          },
        );
      };
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      createLogger().fatal(error instanceof Error ? error.message : String(error));
      process.exit(1);
    });
}
