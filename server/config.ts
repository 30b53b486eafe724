import path from 'node:path';
import proxyAddr from 'proxy-addr';
import { DEFAULT_PRODUCT } from '../contract/services';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './log';

/**
 * Every setting the server reads, in one place (also listed in the README). Safe defaults run the whole
 * product on one machine with nothing installed; production refuses to start without what it must have.
 */
export interface Config {
  port: number;
  /** HOST: 127.0.0.1 on the embedded database (this machine only), 0.0.0.0 with DATABASE_URL. */
  host: string;
  product: string;
  isProduction: boolean;
  /** Embedded PostgreSQL (PGlite) keeps its data here when no DATABASE_URL is given. */
  dataDir: string;
  databaseUrl: string | undefined;
  /**
   * PostgreSQL server: how long a statement may go unanswered before the request is answered as
   * unavailable (a network partition would otherwise hold it until TCP gives up, many minutes).
   */
  databaseQueryTimeoutMs: number;
  /** HS256 key for access tokens; generated and kept in the database when not set. */
  jwtSecret: string | undefined;
  accessTokenTtlSeconds: number;
  /** SECOND_FACTOR_KEY: seals TOTP secrets; derived from JWT_SECRET or a stored secret when unset. */
  secondFactorKey: string | undefined;
  /**
   * SECOND_FACTOR_ENFORCED (default true): holders of a role that requires a second factor enrol at
   * sign-in, and sensitive operations ask for a recent one (step-up). A factor someone has is asked
   * for at sign-in either way. Tests of other features turn it off (decision 148).
   */
  secondFactorEnforced: boolean;
  /** WEBAUTHN_RP_ID: the passkeys' relying party id; PUBLIC_URL's host name when unset. */
  webauthnRpId: string | undefined;
  /** API requests worked on at once; the rest wait their turn (server/http/admission.ts). */
  requestsInProgress: number;
  /** API requests waiting past which the server answers 503 with Retry-After at once. */
  requestQueue: number;
  /** How long rendering and signing one document may take on its worker thread before it is stopped. */
  signingTimeoutSeconds: number;
  refreshTokenTtlSeconds: number;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** The built browser app to serve; absent in API-only runs. */
  webDir: string;
  /**
   * The address people open the app at, used in emailed links (never taken from a request's Host
   * header, which a caller controls). Defaults to http://localhost:{port} once the port is known.
   */
  publicUrl: string | undefined;
  /** SMTP server for email (smtp://user:pass@host:587); without it mail goes to the outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** SMS gateway that takes a JSON POST {to, text}; without it text messages go to the outbox. */
  smsWebhookUrl: string | undefined;
  /**
   * Sample work (tasks, clarifications, requisitions, delivery documents) for the first
   * administrator on a new database, so a local install shows real numbers. Never in production.
   */
  demoData: boolean;
  /**
   * The OCDS ocid prefix (ocds- plus the publisher's code registered with the Open Contracting
   * Partnership) of every planned procurement's ocid; stored in each ocid when it is made.
   */
  ocidPrefix: string;
  /** Who publishes the open data (OCDS package publisher) and under which terms. */
  ocds: {
    publisherName: string;
    /** An org-id.guide scheme (e.g. TZ-BRLA) and the publisher's id in it; left out when unset. */
    publisherScheme: string | undefined;
    publisherUid: string | undefined;
    publisherUri: string | undefined;
    license: string;
    /** Where the publication policy is; the public Open data page when unset. */
    publicationPolicy: string | undefined;
  };
  /** The government institution register (GISP) export, JSON, that syncInstitutionFromGisp reads. */
  gispRegistryFile: string | undefined;
  /**
   * The reverse proxies in front of the server (addresses, CIDR ranges, or loopback, linklocal,
   * uniquelocal): only their X-Forwarded-For names the client and their X-Forwarded-Proto says HTTPS
   * (hence HSTS). Empty: the connection's address is the client's.
   */
  trustProxy: string[];
  /** LOG_LEVEL: fatal, error, warn, info (default), debug, trace or silent. */
  logLevel: LogLevel;
  /** LOG_FORMAT: json (default: one JSON line each, for a collector) or pretty (development). */
  logFormat: LogFormat;
  /** Bearer token that /metrics on the main port asks for; unset: /metrics there is refused. */
  metricsToken: string | undefined;
  /** A port of its own, bound to 127.0.0.1, that serves /metrics without a token; unset: none. */
  metricsPort: number | undefined;
  /** On SIGTERM, how long requests in flight may take to finish before the process exits. */
  shutdownGraceSeconds: number;
  /** HISTORY_RETENTION_DAYS: record history older than this is purged daily; null keeps it forever. */
  historyRetentionDays: number | null;
}

const integer = (env: NodeJS.ProcessEnv, name: string, fallback: number): number => {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`Configuration: ${name} must be a whole number, got "${raw}"`);
  }
  return value;
};

/**
 * The embedded database is a local install: this machine only (127.0.0.1) unless HOST opens it. A
 * PostgreSQL server deployment (containers, a proxy on another host, WORKERS) listens everywhere.
 */
const defaultHost = (env: NodeJS.ProcessEnv): string =>
  env.DATABASE_URL ? '0.0.0.0' : '127.0.0.1';

/**
 * Production refuses the outbox: without a mail server and an SMS gateway, activation links, reset
 * links and codes would be kept in the database for /dev/outbox instead of reaching anyone. Answers
 * the refusal naming each missing setting, or undefined when both are given.
 */
function refuseOutbox(config: Config): string | undefined {
  const missing = [
    config.smtpUrl ? undefined : 'SMTP_URL (smtp://user:pass@host:587) for email',
    config.smsWebhookUrl ? undefined : 'SMS_WEBHOOK_URL (https://...) for text messages',
  ].filter(Boolean);
  if (missing.length === 0) return undefined;
  return (
    `Configuration: set ${missing.join(' and ')} when NODE_ENV=production; ` +
    `without ${missing.length > 1 ? 'them' : 'it'} messages would go to the development outbox, ` +
    'which production refuses'
  );
}

/** The configuration from the environment, checked: a wrong or missing value stops the start with a sentence. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const config = readConfig(env);
  checkValues(config);
  if (config.isProduction) checkProductionNeeds(config);
  return config;
}

/** Every setting from its variable, or its default. */
function readConfig(env: NodeJS.ProcessEnv): Config {
  const isProduction = env.NODE_ENV === 'production';
  return {
    port: integer(env, 'PORT', 8080),
    host: env.HOST || defaultHost(env),
    product: env.PRODUCT || DEFAULT_PRODUCT,
    isProduction,
    dataDir: path.resolve(env.DATA_DIR || 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseQueryTimeoutMs: Math.max(1000, integer(env, 'DATABASE_QUERY_TIMEOUT_MS', 30_000)),
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSeconds: integer(env, 'ACCESS_TOKEN_TTL_SECONDS', 600),
    secondFactorKey: env.SECOND_FACTOR_KEY || undefined,
    secondFactorEnforced: env.SECOND_FACTOR_ENFORCED !== 'false',
    webauthnRpId: env.WEBAUTHN_RP_ID || undefined,
    requestsInProgress: Math.max(1, integer(env, 'REQUESTS_IN_PROGRESS', 32)),
    requestQueue: Math.max(0, integer(env, 'REQUEST_QUEUE', 256)),
    signingTimeoutSeconds: Math.max(1, integer(env, 'SIGNING_TIMEOUT_SECONDS', 20)),
    refreshTokenTtlSeconds: integer(env, 'REFRESH_TOKEN_TTL_SECONDS', 12 * 60 * 60),
    adminEmail: env.ADMIN_EMAIL || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    webDir: path.resolve(env.WEB_DIR || 'dist'),
    publicUrl: env.PUBLIC_URL?.replace(/\/+$/, '') || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM || 'Zabuni <no-reply@zabuni.local>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    demoData: !isProduction && env.DEMO_DATA !== 'false',
    ocidPrefix: env.OCDS_OCID_PREFIX || env.OCID_PREFIX || 'ocds-zabuni',
    ocds: {
      publisherName: env.OCDS_PUBLISHER_NAME || 'Zabuni',
      publisherScheme: env.OCDS_PUBLISHER_SCHEME || undefined,
      publisherUid: env.OCDS_PUBLISHER_UID || undefined,
      publisherUri: env.OCDS_PUBLISHER_URI || undefined,
      license: env.OCDS_LICENSE || 'https://creativecommons.org/licenses/by/4.0/',
      publicationPolicy: env.OCDS_PUBLICATION_POLICY || undefined,
    },
    gispRegistryFile: env.GISP_REGISTRY_FILE ? path.resolve(env.GISP_REGISTRY_FILE) : undefined,
    trustProxy: (env.TRUST_PROXY ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
    logLevel: (env.LOG_LEVEL || 'info') as LogLevel,
    logFormat: (env.LOG_FORMAT || 'json') as LogFormat,
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: env.METRICS_PORT ? integer(env, 'METRICS_PORT', 0) : undefined,
    shutdownGraceSeconds: integer(env, 'SHUTDOWN_GRACE_SECONDS', 25),
    historyRetentionDays: env.HISTORY_RETENTION_DAYS
      ? Math.max(1, integer(env, 'HISTORY_RETENTION_DAYS', 0))
      : null,
  };
}

/** Each value's form: a level and format the log knows, addresses, names and URLs that parse. */
function checkValues(config: Config) {
  if (!(LOG_LEVELS as readonly string[]).includes(config.logLevel)) {
    throw new Error(`Configuration: LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  if (!(LOG_FORMATS as readonly string[]).includes(config.logFormat)) {
    throw new Error(`Configuration: LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`);
  }
  if (config.isProduction && config.logFormat === 'pretty') {
    throw new Error(
      'Configuration: LOG_FORMAT=pretty is for development; in production the log is JSON lines for the collector',
    );
  }
  if (config.metricsToken !== undefined && config.metricsToken.length < 16) {
    throw new Error('Configuration: METRICS_TOKEN must be at least 16 characters');
  }
  try {
    proxyAddr.compile(config.trustProxy);
  } catch {
    throw new Error(
      'Configuration: TRUST_PROXY must list proxy addresses or ranges, e.g. "10.0.0.5,10.1.0.0/16" or "loopback"',
    );
  }
  if (!/^[a-z][a-z0-9]*$/.test(config.product)) {
    throw new Error('Configuration: PRODUCT must be lower-case letters and digits, e.g. "zabuni"');
  }
  if (!/^ocds-[a-z0-9]+$/.test(config.ocidPrefix)) {
    throw new Error(
      'Configuration: OCDS_OCID_PREFIX must be "ocds-" and the registered code, e.g. "ocds-213czf"',
    );
  }
  for (const [name, value] of [
    ['OCDS_PUBLISHER_URI', config.ocds.publisherUri],
    ['OCDS_LICENSE', config.ocds.license],
    ['OCDS_PUBLICATION_POLICY', config.ocds.publicationPolicy],
  ] as const) {
    if (value !== undefined && !URL.canParse(value)) {
      throw new Error(`Configuration: ${name} must be an address (https://...), got "${value}"`);
    }
  }
}

/** What production cannot run without: its database, secrets, mail and SMS, address, second factor. */
function checkProductionNeeds(config: Config) {
  if (!config.databaseUrl) {
    throw new Error('Configuration: set DATABASE_URL (postgres://...) when NODE_ENV=production');
  }
  if (!config.jwtSecret || config.jwtSecret.length < 32) {
    throw new Error(
      'Configuration: set JWT_SECRET (at least 32 characters) when NODE_ENV=production',
    );
  }
  const outboxRefusal = refuseOutbox(config);
  if (outboxRefusal) throw new Error(outboxRefusal);
  if (!config.publicUrl) {
    throw new Error('Configuration: set PUBLIC_URL (https://...) when NODE_ENV=production');
  }
  // Production never runs its administrators on a password alone (decision 148).
  if (!config.secondFactorEnforced) {
    throw new Error(
      'Configuration: SECOND_FACTOR_ENFORCED=false is refused when NODE_ENV=production',
    );
  }
}
