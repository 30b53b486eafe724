import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { DestinationStream } from 'pino';
import { createApp, type App } from './createApp';
import { loadConfig, type Config } from './config';
import { logUnexpected, type RequestInfo } from './correlation';
import { createLogger, processLogger, setProcessLogger, type Logger } from './log';
import { compileTrustedProxies, type TrustedProxies } from './http/clientAddress';
import { createMetrics, type Metrics } from './http/metrics';
import { answerBackup, BACKUP_PATH, openBackupAccess } from './http/backupAccess';
import { metricsGate, OPERATIONS_PATHS, sendJson, sendMetrics } from './http/operations';
import { isHttpsRequest, securityHeaders } from './http/securityHeaders';
import { createStaticFiles, type StaticFiles } from './http/staticFiles';
import type { OperatorNotice } from './operatorNotice';
import { requestTracker } from './requestTracking';

export interface StartOptions {
  /** Where the JSON log lines go (default: stdout); tests read them. */
  logDestination?: DestinationStream;
  /** Where words for the person at the terminal go (default: stderr, server/operatorNotice.ts). */
  notice?: OperatorNotice;
}

/** What the running server's parts share: the app, the log, the metrics, whether it is stopping. */
interface Running {
  config: Config;
  app: App;
  logger: Logger;
  metrics: Metrics;
  trustedProxies: TrustedProxies;
  track: ReturnType<typeof requestTracker>;
  /** Set once a stop begins: /readyz answers 503 and answers close their connections. */
  draining: boolean;
  backupAccess?: ReturnType<typeof openBackupAccess>;
  unanswered: Set<http.ServerResponse>;
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
  const unanswered = new Set<http.ServerResponse>();
  const running: Running = {
    config,
    app,
    logger,
    metrics,
    trustedProxies,
    unanswered,
    draining: false,
    track: requestTracker({
      logger,
      metrics,
      trustedProxies,
      unanswered,
      isDraining: () => running.draining,
    }),
  };
  const hasWebApp = fs.existsSync(path.join(config.webDir, 'index.html'));
  // Every path without a file extension gets index.html, so the browser router owns deep links.
  const serveWebApp = hasWebApp ? createStaticFiles(config.webDir) : undefined;
  const server = http.createServer(mainPortHandler(running, serveWebApp));
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config.publicUrl ??= `http://localhost:${port}`;
  // The embedded database is backed up through this process, which holds it (npm run backup).
  if (app.database.dump) running.backupAccess = openBackupAccess(config.dataDir, port);
  const metricsServer = await openMetricsPort(running);

  (log ?? ((line: string) => logger.info(line)))(
    `Zabuni is running on http://localhost:${port} (${app.database.kind}` +
      `${app.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})` +
      (hasWebApp ? '' : ' - API only: run `npm run build` for the browser app'),
  );
  return {
    port,
    metricsPort: metricsServer?.port,
    stop: gracefulStop(running, server, metricsServer?.server),
    database: app.database,
    requests: app.requests,
    logger,
  };
}

/** How long the database may take to answer /readyz's query. */
const READINESS_TIMEOUT_MS = 2000;

/** /healthz, /readyz and /metrics: small JSON (or Prometheus text), never the browser app. */
async function answerOperations(
  running: Running,
  pathname: string,
  req: http.IncomingMessage,
  res: http.ServerResponse,
  metricsAllowed: ReturnType<typeof metricsGate> | undefined,
) {
  if (pathname === '/healthz') return sendJson(res, 200, { status: 'UP' });
  if (pathname === '/readyz') {
    const checks = await running.app.readiness(READINESS_TIMEOUT_MS);
    const { draining } = running;
    const ready = !draining && checks.database && checks.migrations;
    return sendJson(res, ready ? 200 : 503, {
      status: ready ? 'UP' : 'DOWN',
      database: checks.database ? 'UP' : 'DOWN',
      migrations: checks.migrations ? 'UP' : 'DOWN',
      ...(checks.listeners && { listeners: checks.listeners }),
      draining,
    });
  }
  if (metricsAllowed && !metricsAllowed(req, res)) return;
  await sendMetrics(res, running.metrics.registry);
}

/** The operations paths on one port: on the main port /metrics asks for its token (metricsGate). */
function operationsOn(running: Running, onMainPort: boolean) {
  const metricsAllowed = onMainPort
    ? metricsGate(running.config.metricsToken, running.trustedProxies)
    : undefined;
  return (
    req: http.IncomingMessage,
    res: http.ServerResponse,
    info: RequestInfo,
    pathname: string,
  ) => {
    info.route = pathname;
    answerOperations(running, pathname, req, res, metricsAllowed).catch((error: unknown) => {
      logUnexpected(`${pathname} failed`, error);
      if (!res.headersSent) sendJson(res, 500, { status: 'DOWN', requestId: info.id });
      else res.destroy();
    });
  };
}

/** The main port: operations paths, the backup, the www. redirect, the API, then the browser app. */
function mainPortHandler(running: Running, serveWebApp: StaticFiles | undefined) {
  const { app, trustedProxies } = running;
  const answerOperationsHere = operationsOn(running, true);
  return (req: http.IncomingMessage, res: http.ServerResponse) =>
    running.track(req, res, (info) => {
      // On every answer, pages and API alike; a route's own policy (the outbox page) overrides.
      for (const [name, value] of Object.entries(
        securityHeaders(isHttpsRequest(req, trustedProxies)),
      )) {
        res.setHeader(name, value);
      }
      const pathname = (req.url ?? '/').split('?')[0];
      if (OPERATIONS_PATHS.has(pathname)) return answerOperationsHere(req, res, info, pathname);
      const { backupAccess } = running;
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
    });
}

/** METRICS_PORT: the operator's own port, on this machine only, without a token. */
async function openMetricsPort(
  running: Running,
): Promise<{ server: http.Server; port: number } | undefined> {
  const { metricsPort } = running.config;
  if (metricsPort === undefined) return undefined;
  const answerOperationsHere = operationsOn(running, false);
  const server = http.createServer((req, res) =>
    running.track(req, res, (info) => {
      const pathname = (req.url ?? '/').split('?')[0];
      if (OPERATIONS_PATHS.has(pathname)) return answerOperationsHere(req, res, info, pathname);
      info.route = 'unmatched';
      sendJson(res, 404, { status: 'NOT_FOUND', message: 'This port serves /metrics only' });
    }),
  );
  await new Promise<void>((resolve) => server.listen(metricsPort, '127.0.0.1', resolve));
  const own = server.address();
  return { server, port: typeof own === 'object' && own ? own.port : metricsPort };
}

/**
 * Stops like a service: /readyz answers 503, no new connection is accepted, requests in flight
 * finish (their connections close after their answer) within `graceSeconds`, idle keep-alive
 * connections close at once, then the database closes.
 */
function gracefulStop(running: Running, server: http.Server, metricsServer?: http.Server) {
  let stopping: Promise<void> | undefined;
  return (graceSeconds = running.config.shutdownGraceSeconds): Promise<void> => {
    stopping ??= (async () => {
      running.draining = true;
      for (const res of running.unanswered) {
        if (!res.headersSent) res.setHeader('connection', 'close');
      }
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
      running.backupAccess?.close();
      await running.app.close();
    })();
    return stopping;
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
