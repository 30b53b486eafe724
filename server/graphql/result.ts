import { GraphQLError } from 'graphql';
import { z } from 'zod';
import {
  ResponseCode,
  responseCodeDescriptions,
  type ResponseCodeValue,
} from '../../contract/responseCodes';

/** The envelope every operation answers with: `{ code, message, status, data, dataList }`. */
export interface Result<T = unknown> {
  code: ResponseCodeValue;
  message: string;
  status: boolean;
  data?: T | null;
  dataList?: T[] | null;
}

export const success = <T>(data: T, message = 'Success'): Result<T> => ({
  code: ResponseCode.SUCCESS,
  message,
  status: true,
  data,
});

export const failure = (code: ResponseCodeValue, message?: string): Result<never> => ({
  code,
  message: message ?? responseCodeDescriptions[code],
  status: false,
  data: null,
});

/** An expected failure: thrown anywhere below a resolver, answered as `failure(code, message)`. */
export class AppError extends Error {
  constructor(
    readonly code: ResponseCodeValue,
    message?: string,
  ) {
    super(message ?? responseCodeDescriptions[code]);
  }
}

/** PostgreSQL error codes that are the caller's fault, not the server's. */
const pgCodes: Record<string, ResponseCodeValue> = {
  '23505': ResponseCode.DUPLICATE, // unique_violation
  '23503': ResponseCode.IN_USE, // foreign_key_violation
  '22P02': ResponseCode.INVALID_INPUT, // invalid_text_representation (e.g. a malformed uuid)
};

/**
 * Turns anything thrown into the envelope a client may see. Known failures keep their code and text;
 * the rest are logged here and answered with a generic text, so no stack trace or SQL leaves the server.
 */
export function toFailure(error: unknown): Result<never> {
  if (error instanceof AppError) return failure(error.code, error.message);
  if (error instanceof z.ZodError) {
    const first = error.issues[0];
    const field = first?.path.join('.');
    return failure(
      ResponseCode.INVALID_INPUT,
      field ? `${field}: ${first.message}` : first?.message,
    );
  }
  const pgCode = findPgCode(error);
  if (pgCode && pgCodes[pgCode]) return failure(pgCodes[pgCode]);
  console.error('[zabuni] unexpected error', error);
  return failure(ResponseCode.OPERATION_FAILED);
}

function findPgCode(error: unknown): string | undefined {
  // drizzle wraps driver errors; the PostgreSQL code sits on the error or its cause.
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as never) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
  }
  return undefined;
}

/** For the few places that must fail the GraphQL request itself (not an envelope). */
export const graphQLError = (code: ResponseCodeValue, message?: string) =>
  new GraphQLError(message ?? responseCodeDescriptions[code], { extensions: { code } });
