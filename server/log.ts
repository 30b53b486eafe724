import { createRequire } from 'node:module';
import { pino, stdSerializers, type DestinationStream, type Logger as PinoLogger } from 'pino';

export type Logger = PinoLogger;

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_FORMAT: JSON lines (default, production) or pino-pretty's readable lines (development). */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Keys whose values never reach a log, at any of the first five levels of a logged object. */
const SECRET_KEYS = new Set([
  'password',
  'newPassword',
  'oldPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'access_token',
  'refreshToken',
  'refresh_token',
  'otp',
  'otpCode',
  'code_verifier',
  'captcha',
  'captchaSolution',
  'altcha',
  'secret',
  'jwtSecret',
  'key',
  'privateKey',
  'p12',
  'authorization',
  'cookie',
  'x-metrics-token',
]);
const REDACTED = '[redacted]';

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
const PHONE = /(?<![\w-])(\+?\d)[\d ]{7,13}(\d{3})(?![\w-])/g;
// A failed query's message lists its parameters (emails, hashes): they stay out of the log.
const QUERY_PARAMS = /(\n\s*params: )[^\n]*/g;

/** What each of the three needs at least: most logged texts (routes, ids) have none, and stay as they are. */
const MAY_NEED_MASKING = /@|\d[\d ]{10}|\n\s*params: /;

/** Emails and phone numbers in a logged text keep their first character and their end only. */
export function maskPersonalData(text: string): string {
  if (!MAY_NEED_MASKING.test(text)) return text;
  return text
    .replace(QUERY_PARAMS, '$1[redacted]')
    .replace(EMAIL, '$1***@$2')
    .replace(PHONE, '$1***$2');
}

/**
 * Marks a logged object whose every value the server made or checked itself (the line per request:
 * route templates, schema names, ids, numbers): written without the walk below, which cost a
 * hundredth of a busy server's time on that line alone. pino writes no symbol keys.
 */
export const SERVER_MADE = Symbol('server-made');

/**
 * A logged object as written: secrets by key replaced, personal data in texts masked. One walk does
 * both (pino's own path redaction walked every line a second time and cost a twentieth of a busy
 * server's time).
 */
function maskDeep(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (depth === 0 && (value as { [SERVER_MADE]?: true } | null)?.[SERVER_MADE]) return value;
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  // An error (the formatter sees it before pino's serializer): its type, message, stack and cause.
  if (value instanceof Error) return maskDeep(stdSerializers.err(value), depth + 1);
  if (Array.isArray(value)) return value.map((item) => maskDeep(item, depth + 1));
  // Copied only when something in it is masked: a request's line (ids, route, status) is not.
  let masked: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const item = (value as Record<string, unknown>)[key];
    const written = SECRET_KEYS.has(key) ? REDACTED : maskDeep(item, depth + 1);
    if (written !== item) (masked ??= { ...value })[key] = written;
  }
  return masked ?? value;
}

/**
 * The line's time as pino's isoTime writes it (`,"time":"2026-11-28T12:00:00.123Z"`), with the text up
 * to the second made once a second: Date's toISOString costs about 0.6 µs, a hundredth of a busy
 * server's time at one line per request.
 */
let second = Number.NaN;
let secondText = '';
function isoTime(): string {
  const now = Date.now();
  const millis = now % 1000;
  if (now - millis !== second) {
    second = now - millis;
    secondText = new Date(second).toISOString().slice(0, 20);
  }
  return `,"time":"${secondText}${millis < 10 ? '00' : millis < 100 ? '0' : ''}${millis}Z"`;
}

/**
 * pino-pretty, a development dependency, loaded only when asked for: a production install without
 * development dependencies runs JSON and never reaches for it.
 */
function prettyStream(destination: DestinationStream | undefined): DestinationStream {
  let build: (options: Record<string, unknown>) => DestinationStream;
  try {
    build = createRequire(import.meta.url)('pino-pretty') as typeof build;
  } catch {
    throw new Error(
      'Configuration: LOG_FORMAT=pretty needs pino-pretty, a development dependency: run `npm install` (not --omit=dev), or set LOG_FORMAT=json',
    );
  }
  return build({
    // Written as each line comes: a crash's last lines are not lost in a buffer.
    sync: true,
    destination: destination ?? 1,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
}

/**
 * The server's logger: JSON lines (pino) on stdout, or on `destination` (tests); with format
 * 'pretty', readable lines through pino-pretty. Secrets under the keys above are replaced by
 * [redacted], and emails and phone numbers anywhere in a line are masked, messages and error stacks
 * included: before the line is written, so in both formats.
 */
export function createLogger(
  level: LogLevel = 'info',
  destination?: DestinationStream,
  format: LogFormat = 'json',
): Logger {
  return pino(
    {
      level,
      base: { pid: process.pid },
      timestamp: isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (object) => maskDeep(object) as Record<string, unknown>,
      },
      hooks: {
        logMethod(args, method) {
          const masked = args.map((arg) => (typeof arg === 'string' ? maskPersonalData(arg) : arg));
          method.apply(this, masked as Parameters<typeof method>);
        },
      },
    },
    format === 'pretty' ? prettyStream(destination) : (destination ?? pino.destination(1)),
  );
}

let current: Logger | undefined;

/** The logger outside any request (start-up, timers): the last server started's, else stdout's. */
export function processLogger(): Logger {
  current ??= createLogger(
    (process.env.LOG_LEVEL as LogLevel | undefined) || 'info',
    undefined,
    process.env.LOG_FORMAT === 'pretty' ? 'pretty' : 'json',
  );
  return current;
}

export function setProcessLogger(logger: Logger): void {
  current = logger;
}
