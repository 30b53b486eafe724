import cluster from 'node:cluster';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { createApp } from './createApp';
import { loadConfig } from './config';
import { compileTrustedProxies } from './http/clientAddress';
import { isHttpsRequest, securityHeaders } from './http/securityHeaders';

/** Starts ONE process that serves the browser app and every service endpoint. */
export async function startServer(config = loadConfig(), log = console.log) {
  const app = await createApp(config, log);
  const trustedProxies = compileTrustedProxies(config.trustProxy);
  const hasWebApp = fs.existsSync(path.join(config.webDir, 'index.html'));
  // single: every non-file path gets index.html, so the browser router owns deep links.
  const serveWebApp = hasWebApp ? sirv(config.webDir, { single: true, etag: true }) : undefined;

  const server = http.createServer((req, res) => {
    // On every answer, pages and API alike; a route's own policy (the outbox page) overrides.
    for (const [name, value] of Object.entries(
      securityHeaders(isHttpsRequest(req, trustedProxies)),
    )) {
      res.setHeader(name, value);
    }
    // "Any address starting with www. is redirected to the same address without www."
    const host = req.headers.host ?? '';
    if (host.toLowerCase().startsWith('www.')) {
      res.writeHead(301, { location: `//${host.slice(4)}${req.url ?? '/'}` });
      res.end();
      return;
    }
    const pathname = (req.url ?? '/').split('?')[0];
    if (app.isApiPath(pathname) || !serveWebApp) {
      void app.handle(req, res);
      return;
    }
    serveWebApp(req, res);
  });
  await new Promise<void>((resolve) => server.listen(config.port, config.host, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  config.publicUrl ??= `http://localhost:${port}`;
  log(
    `Zabuni is running on http://localhost:${port} (${app.database.kind}` +
      `${app.database.kind === 'pglite' ? `, data in ${config.dataDir}` : ''})` +
      (hasWebApp ? '' : ' - API only: run `npm run build` for the browser app'),
  );

  const stop = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  };
  return { port, stop, database: app.database, requests: app.requests };
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
    console.error(`[zabuni] worker ${worker.process.pid} ended (${code}); starting another`);
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
    console.warn('[zabuni] WORKERS is ignored on the embedded database: it runs in one process');
  }
  startServer()
    .then(({ stop }) => {
      const shutdown = () => void stop().then(() => process.exit(0));
      process.on('SIGINT', shutdown);
      process.on('SIGTERM', shutdown);
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
