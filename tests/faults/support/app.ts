import os from 'node:os';
import path from 'node:path';
import { graphqlPath, restPaths } from '../../../contract/services';
import { loadConfig } from '../../../server/config';
import { startServer } from '../../../server/main';

/**
 * The real server, in this process, on a PostgreSQL database reached through the test's forwarder;
 * and the calls the fault tests make of it, each one timed and classified: acknowledged, refused
 * as the service-unavailable answer, or something a client must never see (a 500, no answer, SQL).
 */

export const ADMIN_EMAIL = 'admin@faults.test';
export const ADMIN_PASSWORD = 'Faults-Admin-Passw0rd!';

/** How long the tests wait for any one answer: past it the server is taken to hang. */
export const ANSWER_TIMEOUT_MS = 30_000;

export interface Outcome {
  what: string;
  /** Milliseconds since the epoch. */
  startedAt: number;
  endedAt: number;
  /** The HTTP status; 0 when the server gave no answer (connection cut, or nothing in time). */
  status: number;
  /** HTTP 200 and an envelope with status true (for /readyz: 200 and status UP). */
  ok: boolean;
  /** The envelope's response code, when there is one. */
  code?: number;
  /** The body as sent, or the client's error when there was no answer. */
  text: string;
}

/**
 * What a failed answer must not show: SQL, the driver's or the server's own words about the
 * database, a stack frame.
 */
const INTERNALS =
  /\b(select|insert|update|delete)\b.*\b(from|into|set|where)\b|relation "|syntax error|ECONN|EPIPE|ETIMEDOUT|Connection terminated|terminating connection|connection timeout|timeout exceeded|pg_|postgres|drizzle|\bat [\w.<>]+ \(|\.ts:\d+/i;

export const leaksInternals = (outcome: Outcome): boolean =>
  !outcome.ok && outcome.status !== 0 && INTERNALS.test(outcome.text);

/**
 * The service-unavailable answer a client may get while the database is away: HTTP 503, or the
 * failure envelope (status false) on a 200, or a GraphQL answer with errors and no data.
 */
export const isUnavailableAnswer = (outcome: Outcome): boolean =>
  outcome.status === 503 || (outcome.status === 200 && !outcome.ok);

export interface FaultApp {
  baseUrl: string;
  /** The server's log lines at warn and above (JSON), for the report. */
  logLines: string[];
  /** Signs the administrator in; throws unless it works. */
  signIn(): Promise<string>;
  /** Creates a charge type named `name` (the billing service's createUpdateChargeType). */
  createChargeType(token: string, name: string): Promise<Outcome>;
  /** A read: the first page of charge types. */
  listChargeTypes(token: string): Promise<Outcome>;
  /** GET /readyz: ok when 200 and UP. */
  readyz(): Promise<Outcome>;
  /** GET /healthz: the process answers at all. */
  healthz(): Promise<Outcome>;
  stop(): Promise<void>;
}

const SAVE = `mutation Save($dto: ChargeTypeDtoInput!) {
  createUpdateChargeType(chargeTypeDto: $dto) { code message status data { uuid name } }
}`;
const LIST = `query List($pageParam: PageableParamInput) {
  getAllChargeTypes(pageParam: $pageParam) { code message status data { totalElements } }
}`;

export async function startFaultApp(databaseUrl: string): Promise<FaultApp> {
  const logLines: string[] = [];
  const config = loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    WEB_DIR: path.join(os.tmpdir(), 'zabuni-faults-no-web-app'),
    // Warnings and errors are what a fault brings: kept for the report, not printed.
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    // A statement lost in a partition is given up on after 4 s here (30 s by default), so a 10 s
    // outage shows the unavailable answer while it lasts.
    DATABASE_QUERY_TIMEOUT_MS: '4000',
    ADMIN_EMAIL,
    ADMIN_PASSWORD,
    // The administrator signs in with a password alone here (decision 148).
    SECOND_FACTOR_ENFORCED: 'false',
    DEMO_DATA: 'false',
  });
  const server = await startServer(config, () => {}, {
    logDestination: { write: (line: string) => void logLines.push(line.trimEnd()) },
  });
  const baseUrl = `http://127.0.0.1:${server.port}`;
  const paths = restPaths(config.product);

  async function call(
    what: string,
    method: 'GET' | 'POST',
    pathname: string,
    body?: unknown,
    token?: string,
    isOk: (status: number, json: unknown) => boolean = envelopeOk,
  ): Promise<Outcome> {
    const startedAt = Date.now();
    const headers: Record<string, string> = {};
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (token) headers.authorization = `Bearer ${token}`;
    try {
      const response = await fetch(`${baseUrl}${pathname}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      });
      const text = await response.text();
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        json = undefined;
      }
      return {
        what,
        startedAt,
        endedAt: Date.now(),
        status: response.status,
        ok: isOk(response.status, json),
        code: envelopeOf(json)?.code,
        text,
      };
    } catch (error) {
      return {
        what,
        startedAt,
        endedAt: Date.now(),
        status: 0,
        ok: false,
        text: `no answer: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}`,
      };
    }
  }

  const billing = graphqlPath(config.product, 'billing');
  const probeOk = (status: number, json: unknown) =>
    status === 200 && (json as { status?: string } | undefined)?.status === 'UP';

  return {
    baseUrl,
    logLines,
    async signIn() {
      const outcome = await call('sign in', 'POST', paths.login, {
        username: ADMIN_EMAIL,
        password: ADMIN_PASSWORD,
      });
      const token = (JSON.parse(outcome.text || '{}') as { access_token?: string }).access_token;
      if (outcome.status !== 200 || !token) {
        throw new Error(`Sign-in failed: ${outcome.status} ${outcome.text}`);
      }
      return token;
    },
    createChargeType: (token, name) =>
      call(
        `create ${name}`,
        'POST',
        billing,
        { query: SAVE, variables: { dto: { name, unitOfMeasure: 'TZS', active: true } } },
        token,
      ),
    listChargeTypes: (token) =>
      call(
        'list',
        'POST',
        billing,
        { query: LIST, variables: { pageParam: { page: 0, size: 5 } } },
        token,
      ),
    readyz: () => call('readyz', 'GET', '/readyz', undefined, undefined, probeOk),
    healthz: () => call('healthz', 'GET', '/healthz', undefined, undefined, probeOk),
    // A short grace: requests still waiting on a lost database are not worth waiting for.
    stop: () => server.stop(2),
  };
}

type EnvelopeLike = { code?: number; status?: boolean };

/** The one operation's envelope of a GraphQL answer ({ data: { op: envelope } }). */
function envelopeOf(json: unknown): EnvelopeLike | undefined {
  const data = (json as { data?: Record<string, EnvelopeLike> | null } | undefined)?.data;
  if (data && typeof data === 'object') return Object.values(data)[0] ?? undefined;
  return json as EnvelopeLike | undefined;
}

const envelopeOk = (status: number, json: unknown) =>
  status === 200 &&
  !(json as { errors?: unknown } | undefined)?.errors &&
  envelopeOf(json)?.status === true;

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Calls `attempt` until its outcome is ok; answers the ok outcome, or throws after `withinMs`. */
export async function untilOk(
  attempt: () => Promise<Outcome>,
  withinMs: number,
  everyMs = 250,
): Promise<{ outcome: Outcome; tries: Outcome[] }> {
  const deadline = Date.now() + withinMs;
  const tries: Outcome[] = [];
  for (;;) {
    const outcome = await attempt();
    tries.push(outcome);
    if (outcome.ok) return { outcome, tries };
    if (Date.now() > deadline) {
      throw new Error(
        `No success within ${withinMs / 1000} s; the last answer: ${outcome.status} ${outcome.text.slice(0, 500)}`,
      );
    }
    await sleep(everyMs);
  }
}

/** A short, one-line account of an outcome for the printed report. */
export const describeOutcome = (outcome: Outcome, since: number) =>
  `${((outcome.startedAt - since) / 1000).toFixed(2)}s +${outcome.endedAt - outcome.startedAt}ms ${outcome.what}: ${outcome.status} ${outcome.text.slice(0, 160)}`;
