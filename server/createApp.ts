import type { IncomingMessage, ServerResponse } from 'node:http';
import { graphqlServices } from '../contract/services';
import { bearerCheck } from './auth/bearer';
import { forgetSessionsHere, shareSessionChanges } from './auth/sessions';
import { createAccessTokens } from './auth/tokens';
import type { Config } from './config';
import { appliedMigrations, openDatabase, shippedMigrations, type Database } from './db/client';
import { seedDemoData } from './db/demoData';
import { attachEntityTriggers } from './db/entityTriggers';
import { scheduleHistoryPurge } from './db/history';
import type { ListenerState } from './db/listener';
import { createChangeFeed, type ChangeFeed } from './db/liveChanges';
import { listenForChanges } from './db/notifications';
import { createFetchHandler, type FetchHandler } from './fetchHandler';
import { declareLiveTable } from './graphql/liveAccess';
import { createAdmission, type Admission } from './http/admission';
import { compileTrustedProxies } from './http/clientAddress';
import { createWorkerPool, type WorkerPool } from './http/workerPool';
import { processLogger } from './log';
import { entityTables } from './reference-kit/entityTables';
import { messengerFor } from './messaging/messenger';
import { bidChangeRequests } from './modules/bid-changes/module';
import { onboardingRequests } from './modules/onboarding/module';
import { createNodeHandler } from './nodeHandler';
import { noticeOnTerminal, type OperatorNotice } from './operatorNotice';
import { seed } from './seed';
import { createServiceEndpoints } from './serviceEndpoints';
import { loadModules } from './serviceModules';

export interface App {
  /** Fetch-API handler for every API path; undefined-returning paths are left to the static files. */
  handle: FetchHandler;
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
  requests: ReturnType<typeof onboardingRequests> & ReturnType<typeof bidChangeRequests>;
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
    // The kit's tables get the counts, history and versions their migrations did not attach
    // (decision 179), before the seed writes their rows. Loading the modules declares the tables.
    await loadModules();
    const attached = await attachEntityTriggers(db, entityTables());
    if (attached.length > 0) log(`Attached to the reference kit's tables: ${attached.join(', ')}`);
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
  const admission = createAdmission(config.requestsInProgress, config.requestQueue);
  const endpoints = await createServiceEndpoints(config, database);
  const modules = await loadModules();
  // Live lists (decision 107): hand-written modules' tables (the reference kit declares its own).
  for (const module of modules) module.live?.forEach(declareLiveTable);
  const liveChanges = createChangeFeed({
    databaseUrl: config.databaseUrl,
    pglite: database.pglite,
  });
  const serving = {
    config,
    db,
    liveChanges,
    admission,
    trustedProxies: compileTrustedProxies(config.trustProxy),
    endpoints,
    routes: modules.flatMap(
      (module) => module.routes?.({ config, accessTokens, messenger, workers }) ?? [],
    ),
    authenticate: bearerCheck(db, accessTokens),
    admitted: new WeakSet<IncomingMessage>(),
  };
  const handle = createFetchHandler(serving);
  return {
    handle,
    serveNode: createNodeHandler(serving, handle),
    isApiPath: apiPathTest(
      config,
      modules.flatMap((module) => module.pathPrefixes?.(config) ?? []),
    ),
    database,
    workers,
    admission,
    readiness: readinessCheck(database, sessionChanges?.listener, liveChanges),
    requests: {
      ...onboardingRequests(db, config, messenger),
      ...bidChangeRequests(db, config, messenger),
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

/** The API's paths: the services' own prefixes and what modules add (the outbox outside production). */
function apiPathTest(config: Config, modulePrefixes: string[]) {
  // Only the services' own prefixes: /zabuni-embassys/... and /zabuni-manufacturer/... are app pages.
  const apiServices = [...graphqlServices, 'dsms', 'cache'].join('|');
  const apiPrefix = new RegExp(`^/${config.product}-(${apiServices})/`);
  return (pathname: string) =>
    apiPrefix.test(pathname) || modulePrefixes.some((prefix) => pathname.startsWith(prefix));
}

function readinessCheck(
  database: Database,
  sessionListener: { state(): ListenerState } | undefined,
  liveChanges: ChangeFeed,
): App['readiness'] {
  const migrationsShipped = shippedMigrations();
  const withinTime = <T>(work: Promise<T>, timeoutMs: number) =>
    Promise.race([
      work,
      new Promise<never>((_, reject) => {
        setTimeout(() => reject(new Error('timed out')), timeoutMs).unref();
      }),
    ]);
  const listeners = () =>
    sessionListener && { sessions: sessionListener.state(), liveChanges: liveChanges.state() };
  return async (timeoutMs) => {
    try {
      const applied = await withinTime(appliedMigrations(database.db), timeoutMs);
      return { database: true, migrations: applied >= migrationsShipped, listeners: listeners() };
    } catch {
      return { database: false, migrations: false, listeners: listeners() };
    }
  };
}
