import { z } from 'zod';
import {
  ResponseCode,
  responseCodeDescriptions,
  type ResponseCodeValue,
} from '../contract/responseCodes';
import { logUnexpected } from './correlation';
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
  logUnexpected('unexpected error', error);
  return { code: ResponseCode.OPERATION_FAILED };
}
