import { z } from 'zod';
import {
  ResponseCode,
  responseCodeDescriptions,
  type ResponseCodeValue,
} from '../contract/responseCodes';
import { currentLogger, logUnavailable, logUnexpected } from './correlation';
import { duplicateText } from '../contract/duplicates';

/**
 * The bottom layer: what an expected failure is and which response code anything thrown maps to.
 * It imports nothing of the server, so the database helpers, the GraphQL layer and the REST routes
 * can all throw and read the same errors.
 */

/**
 * An expected failure: thrown anywhere below a resolver or route, answered with its code and text, and
 * with `data` where the caller needs it to decide (a stale save answers the row as it is now).
 */
export class AppError extends Error {
  constructor(
    readonly code: ResponseCodeValue,
    message?: string,
    readonly data?: unknown,
  ) {
    super(message ?? responseCodeDescriptions[code]);
  }
}

/** PostgreSQL error codes that are the caller's fault, not the server's. */
const pgCodes: Record<string, ResponseCodeValue> = {
  '23505': ResponseCode.DUPLICATE, // unique_violation
  '23503': ResponseCode.IN_USE, // foreign_key_violation
  '22P02': ResponseCode.INVALID_INPUT, // invalid_text_representation (e.g. a malformed uuid)
  '22021': ResponseCode.INVALID_INPUT, // character_not_in_repertoire (a NUL byte in a text)
  '22P05': ResponseCode.INVALID_INPUT, // untranslatable_character
};

/**
 * PostgreSQL's data exceptions (class 22: a value out of its type's range, a malformed number or
 * date, a text too long, an escape JSON cannot hold) and the limits a value can overrun (54000 a key
 * too long for its index, 54001 nesting too deep): what only a value, that is input, brings about.
 */
const isInputLimit = (code: string): boolean =>
  code.startsWith('22') || code === '54000' || code === '54001';

/** The PostgreSQL error code of a failed statement: drizzle wraps driver errors, so the cause too. */
export function findPgCode(error: unknown): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** The driver error behind a failed statement (drizzle wraps it), with the fields PostgreSQL fills. */
function pgErrorOf(
  error: unknown,
): { code?: unknown; table?: unknown; constraint?: unknown } | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e;
  }
  return undefined;
}

/**
 * What a unique violation clashed on, read from the index's name (`<table>_<fields>_live_key`, the
 * naming every table follows): "A record with the same code already exists". An index that allows
 * one row of a kind (`<table>_one_<what>_key`) says so instead.
 */
export function duplicateMessage(error: unknown): string | undefined {
  const pg = pgErrorOf(error);
  if (typeof pg?.table !== 'string' || typeof pg.constraint !== 'string') return undefined;
  const fields = pg.constraint
    .replace(new RegExp(`^${pg.table}_`), '')
    .replace(/_(live_)?key$/, '');
  if (!fields || fields === pg.constraint) return undefined;
  if (fields.startsWith('one_')) return `Only one ${fields.slice(4).replace(/_/g, ' ')} is allowed`;
  return duplicateText(fields.split('_'));
}

/**
 * PostgreSQL codes of a lost or refused connection rather than a failed statement: connection
 * exceptions (08xxx), the server shutting down or ending this session (57P01-57P03: a failover, a
 * restart, pg_terminate_backend), too many connections, and a write sent to a standby in recovery.
 */
const unavailableCodes = /^(08...|57P0[1-3]|53300|25006)$/;
/** The driver's own errors (no SQLSTATE) when a connection is lost, cannot be made or times out. */
const unavailableMessages =
  /^(Connection terminated|Client has encountered a connection error|Client was closed|timeout exceeded when trying to connect|Connection terminated due to connection timeout|Query read timeout)/;
const unavailableErrnos = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

export const UNAVAILABLE_MESSAGE = 'The service is unavailable: try again in a moment';

/**
 * Whether a failure is the database being out of reach (a dropped connection, a failover, a server
 * that does not answer), not the statement's fault: answered as unavailable, never as a bug.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (
    let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 8;
    e = e.cause as never, depth += 1
  ) {
    if (
      typeof e.code === 'string' &&
      (unavailableCodes.test(e.code) || unavailableErrnos.has(e.code))
    )
      return true;
    if (typeof e.message === 'string' && unavailableMessages.test(e.message)) return true;
  }
  return false;
}

/** A unique violation (23505): a live row with the same natural key already exists. */
export const isUniqueViolation = (error: unknown): boolean => findPgCode(error) === '23505';

/**
 * The code and text a client may see for anything thrown. Known failures keep their code and text;
 * the rest are logged here and answered with a generic text, so no stack trace or SQL leaves the server.
 */
export function describeError(error: unknown): {
  code: ResponseCodeValue;
  message?: string;
  data?: unknown;
} {
  if (error instanceof AppError)
    return { code: error.code, message: error.message, data: error.data };
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const field = first?.path.join('.');
    return {
      code: ResponseCode.INVALID_INPUT,
      message: field ? `${field}: ${first.message}` : first?.message,
    };
  }
  const pgCode = findPgCode(error);
  if (pgCode === '23505') return { code: ResponseCode.DUPLICATE, message: duplicateMessage(error) };
  if (pgCode && pgCodes[pgCode]) return { code: pgCodes[pgCode] };
  if (pgCode && isInputLimit(pgCode)) {
    // The last line of defence: a value the checks before SQL let through. Still invalid input,
    // not a failure of the server; logged, since the check it slipped past wants mending.
    currentLogger().warn({ err: error, pgCode }, 'input refused by the database');
    return { code: ResponseCode.INVALID_INPUT };
  }
  if (isDatabaseUnavailable(error)) {
    logUnavailable(error);
    return { code: ResponseCode.OPERATION_FAILED, message: UNAVAILABLE_MESSAGE };
  }
  logUnexpected('unexpected error', error);
  return { code: ResponseCode.OPERATION_FAILED };
}
