import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { GraphqlService } from '../../../contract/services';
import { graphqlPath, restPaths } from '../../../contract/services';
import type { TokenResponse } from '../../../contract/users';
import { startServer, type StartOptions } from '../../../server/main';
import { insertUserWithRole } from '../../support/users';
import { seededDatabase } from '../../support/seededDatabases';
import { loadConfig, type Config } from '../../../server/config';
import type { Db } from '../../../server/db/client';
import type { App } from '../../../server/createApp';

export const ADMIN_EMAIL = 'admin@zabuni.test';
export const ADMIN_PASSWORD = 'Admin-Passw0rd!';

/** What every REST failure and every GraphQL operation answers with. */
export interface Envelope<T = unknown> {
  code: number;
  message: string;
  status: boolean;
  data: T | null;
}

export interface GraphqlResponse<T = Record<string, unknown>> {
  data?: T | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

export interface HttpResult<T> {
  status: number;
  body: T;
}

export interface TestServer {
  baseUrl: string;
  /** 'pglite' or 'postgres': which database this server runs on. */
  databaseKind: string;
  /** The server's own database handle, for set-up that has no API yet (users). */
  db: Db;
  /** POST a JSON body (or a raw string) to a path; answers the status and the parsed JSON body. */
  post<T = unknown>(pathname: string, body: unknown, token?: string): Promise<HttpResult<T>>;
  get<T = unknown>(pathname: string, token?: string): Promise<HttpResult<T>>;
  /** Signs in; answers the HTTP status and the body (tokens on success, an envelope otherwise). */
  login(email: string, password: string): Promise<HttpResult<TokenResponse & Envelope>>;
  /** Signs in and answers the access token; fails the test if sign-in fails. */
  accessToken(email: string, password: string): Promise<string>;
  /** Runs a GraphQL document on a service; fails the test on a non-200 answer. */
  graphql<T = Record<string, unknown>>(
    service: GraphqlService,
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<GraphqlResponse<T>>;
  /**
   * Runs a document of one operation and answers that operation's envelope; fails the test if
   * GraphQL itself answered errors (a wrong name or variable).
   */
  envelope<T = unknown>(
    service: GraphqlService,
    document: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<Envelope<T> & { dataList?: T }>;
  /** The same call, answering the HTTP status too (for 401 and validation failures). */
  graphqlRaw<T = Record<string, unknown>>(
    service: GraphqlService,
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ): Promise<HttpResult<GraphqlResponse<T>>>;
  /** Raises the requests emailed links answer (profile, work, bid change, invitation, email). */
  requests: App['requests'];
  /** Adds an active user holding one base role (e.g. PROCUREMENT_OFFICER), or none (a tenderer). */
  createUser(options: {
    email: string;
    password: string;
    role?: string;
    userType?: string;
    fullName?: string;
  }): Promise<void>;
  /** METRICS_PORT's port when the test asked for one. */
  metricsPort?: number;
  stop(): Promise<void>;
}

/**
 * Starts the real server (the same App that server/main.ts serves) on a free port, with a fresh
 * embedded database, or a fresh PostgreSQL database when TEST_DATABASE_URL is set. `env` adds
 * configuration (e.g. SMTP_URL); `overrides` sets what loadConfig would refuse here, such as
 * `{ isProduction: true }` on the embedded database (production behaviour without production's
 * required mail and SMS servers).
 */
export async function startTestServer(
  env: Record<string, string> = {},
  overrides: Partial<Config> = {},
  options: StartOptions = {},
): Promise<TestServer> {
  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'zabuni-test-'));
  // What shapes the stored data: the first administrator, demo data, and whatever the test sets.
  const databaseEnv = { ADMIN_EMAIL, ADMIN_PASSWORD, DEMO_DATA: 'false', ...env };
  const database = await seededDatabase(databaseEnv, tempDir);

  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIR: path.join(tempDir, 'no-web-app'),
    // One JSON line per request would bury the test output; a test that reads the log sets its own.
    LOG_LEVEL: 'silent',
    // Forced enrolment and step-up are off for tests of other features (decision 148); the
    // second-factor tests turn them on.
    SECOND_FACTOR_ENFORCED: 'false',
    ...databaseEnv,
    ...database.env,
  });
  Object.assign(config, overrides);

  // The real server of `npm start` (API only: WEB_DIR does not exist).
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(config, () => {}, options);
  } catch (error) {
    await database.drop();
    fs.rmSync(tempDir, { recursive: true, force: true });
    throw error;
  }
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const paths = restPaths(config.product);

  async function request<T>(
    method: 'GET' | 'POST',
    pathname: string,
    body: unknown,
    token: string | undefined,
  ): Promise<HttpResult<T>> {
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token !== undefined) headers.authorization = `Bearer ${token}`;
    const response = await fetch(`${baseUrl}${pathname}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(`${method} ${pathname} answered ${response.status} with non-JSON: ${text}`);
    }
    return { status: response.status, body: parsed as T };
  }

  const post = <T>(pathname: string, body: unknown, token?: string) =>
    request<T>('POST', pathname, body, token);
  const get = <T>(pathname: string, token?: string) =>
    request<T>('GET', pathname, undefined, token);

  const login = (email: string, password: string) =>
    post<TokenResponse & Envelope>(paths.login, { username: email, password });

  const graphqlRaw = <T>(
    service: GraphqlService,
    query: string,
    variables?: Record<string, unknown>,
    token?: string,
  ) => post<GraphqlResponse<T>>(graphqlPath(config.product, service), { query, variables }, token);

  return {
    baseUrl,
    databaseKind: server.database.kind,
    db: server.database.db,
    post,
    get,
    login,
    async accessToken(email, password) {
      const { status, body } = await login(email, password);
      if (status !== 200 || !body.access_token) {
        throw new Error(`Sign-in of ${email} failed: ${status} ${JSON.stringify(body)}`);
      }
      return body.access_token;
    },
    graphqlRaw,
    async graphql<T>(
      service: GraphqlService,
      query: string,
      variables?: Record<string, unknown>,
      token?: string,
    ) {
      const { status, body } = await graphqlRaw<T>(service, query, variables, token);
      if (status !== 200) throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body)}`);
      return body;
    },
    async envelope<T>(
      service: GraphqlService,
      document: string,
      variables?: Record<string, unknown>,
      token?: string,
    ) {
      const { status, body } = await graphqlRaw<Record<string, Envelope<T> & { dataList?: T }>>(
        service,
        document,
        variables,
        token,
      );
      if (status !== 200 || body.errors) {
        throw new Error(`GraphQL answered ${status}: ${JSON.stringify(body.errors ?? body)}`);
      }
      return Object.values(body.data ?? {})[0];
    },
    requests: server.requests,
    metricsPort: server.metricsPort,
    createUser: (options) => insertUserWithRole(server.database.db, options),
    async stop() {
      await server.stop();
      await database.drop();
      fs.rmSync(tempDir, { recursive: true, force: true });
    },
  };
}
