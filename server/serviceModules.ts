import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { GraphqlService } from '../contract/services';
import type { AccessTokens } from './auth/tokens';
import type { Config } from './config';
import type { Db } from './db/client';
import type { LiveTable } from './graphql/liveAccess';
import type { RestorableSave } from './reference-kit/restorable';
import { withAuditStamps } from './graphql/auditStamps';
import { completeSharedFields } from './graphql/envelope';
import type { Route } from './restRoutes';
import type { WorkerPool } from './http/workerPool';
import type { Messenger } from './messaging/messenger';
import type { OperatorNotice } from './operatorNotice';

/**
 * The server is a set of domain modules, `server/modules/<domain>/`, each with a `module.ts` whose
 * default export says what it adds: its part of one or more GraphQL services, its REST routes and its
 * seed. The app reads the folders, so a new module needs no list to be edited.
 */
export interface ServerModule {
  /** The services that serve this module: each its SDL (a file of the module's folder, or made in code) and resolvers. */
  endpoints?: ModuleEndpoint[];
  /** REST calls, given what they may need beyond the request's context. */
  routes?(deps: RouteDeps): Route[];
  /**
   * Path prefixes its routes answer outside the services' own (/<product>-<service>/...), which are
   * otherwise the browser app's pages.
   */
  pathPrefixes?(config: Config): string[];
  /** Tables whose changes live lists may watch (reference-kit entities declare themselves). */
  live?: LiveTable[];
  /** Tables whose records are restored from their history, by their save (the kit registers its own). */
  restorable?: RestorableSave[];
  /** What every deployment needs in the database; runs on every start, so it must be idempotent. */
  seed?: ModuleSeed;
}

export interface ModuleEndpoint {
  service: GraphqlService;
  /** File name in the module's folder, e.g. 'schema.graphql': the SDL written by hand. */
  schema?: string;
  /** SDL made in code, e.g. by the reference kit (server/reference-kit/api.ts); beside or instead of `schema`. */
  typeDefs?: string;
  /** `{ Query: {...}, Mutation: {...}, SomeType: {...} }`, merged with the service's other modules. */
  resolvers: Record<string, object>;
}

export interface RouteDeps {
  config: Config;
  accessTokens: AccessTokens;
  messenger: Messenger;
  /** Worker threads for CPU-heavy work (rendering and signing PDFs), closed with the app. */
  workers: WorkerPool;
}

export interface ModuleSeed {
  /** Modules whose seed must run first (their rows are referenced), by folder name. */
  after?: string[];
  /** `notice` speaks to the person at the terminal, outside the log (server/operatorNotice.ts). */
  run(db: Db, config: Config, log: (line: string) => void, notice: OperatorNotice): Promise<void>;
}

export interface LoadedModule extends ServerModule {
  /** The folder name: `financial-years`. */
  name: string;
  dir: string;
}

const modulesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), 'modules');

let loading: Promise<LoadedModule[]> | undefined;

/** Every module of server/modules/, in folder-name order (loaded once per process). */
export function loadModules(): Promise<LoadedModule[]> {
  loading ??= Promise.all(
    fs
      .readdirSync(modulesDir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
      .map(async (name) => {
        const dir = path.join(modulesDir, name);
        // module.ts, or module.js in the built server (dist-server/).
        const file = path.join(dir, `module${path.extname(fileURLToPath(import.meta.url))}`);
        if (!fs.existsSync(file))
          throw new Error(`server/modules/${name} has no ${path.basename(file)}`);
        const loaded = (await import(pathToFileURL(file).href)) as { default: ServerModule };
        return { ...loaded.default, name, dir };
      }),
  );
  return loading;
}

/** The SDL of one service: every module's schema file and generated SDL for it, in module order, then
 * what completes every envelope with data and dataList (graphql/envelope.ts). */
export async function readTypeDefs(service: GraphqlService): Promise<string[]> {
  const typeDefs = (await loadModules()).flatMap((module) =>
    (module.endpoints ?? [])
      .filter((endpoint) => endpoint.service === service)
      .flatMap((endpoint) => [
        ...(endpoint.schema
          ? [withAuditStamps(fs.readFileSync(path.join(module.dir, endpoint.schema), 'utf8'))]
          : []),
        ...(endpoint.typeDefs ? [endpoint.typeDefs] : []),
      ]),
  );
  const completed = completeSharedFields(service, typeDefs);
  return completed ? [...typeDefs, completed] : typeDefs;
}

/** The resolvers of one service, merged type by type from every module that serves it. */
export async function readResolvers(service: GraphqlService): Promise<Record<string, object>> {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const module of await loadModules()) {
    for (const endpoint of module.endpoints ?? []) {
      if (endpoint.service !== service) continue;
      for (const [type, fields] of Object.entries(endpoint.resolvers)) {
        for (const field of Object.keys(fields)) {
          if (merged[type] && field in merged[type]) {
            throw new Error(
              `${service}: ${type}.${field} is resolved by two modules (${module.name})`,
            );
          }
        }
        merged[type] = { ...merged[type], ...(fields as Record<string, unknown>) };
      }
    }
  }
  return merged;
}
