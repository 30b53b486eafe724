import { GraphQLError } from 'graphql';
import { isAsyncIterable, type Plugin } from 'graphql-yoga';
import { currentCorrelationId, logUnexpected } from '../correlation';

const isHttp = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** "Did you mean ...?" in every form graphql-js writes it: fields, arguments, enums, variables. */
const SUGGESTION = /\s*Did you mean [^?]*\?/g;

/**
 * What a GraphQL client may see of an error. Resolvers answer expected failures in the envelope;
 * what reaches here is a document or variable the schema refuses, or something unexpected (masked
 * to "Unexpected error." and logged with the correlation id). Each error keeps its message and code,
 * gains the request's correlation id, and loses everything else a library put in its extensions
 * (the parser's originalError, stacks). In production the schema is not hinted at either: no
 * suggestions of field, argument, enum or input names.
 */
export function errorMaskingPlugin(isProduction: boolean): Plugin {
  return {
    onResultProcess({ result, setResult }) {
      if (isAsyncIterable(result)) return;
      setResult(
        Array.isArray(result)
          ? result.map((one) => cleanErrors(one, isProduction))
          : cleanErrors(result, isProduction),
      );
    },
  };
}

/** One result as errorMaskingPlugin leaves it (also used by the direct lane, directLane.ts). */
export function cleanErrors<T extends { errors?: readonly unknown[] }>(
  result: T,
  isProduction: boolean,
): T {
  if (!result.errors) return result;
  return {
    ...result,
    errors: result.errors.map((e) => cleanError(e as GraphQLError, isProduction)),
  };
}

function cleanError(error: GraphQLError, isProduction: boolean): GraphQLError {
  const { originalError, stack, exception, ...kept } = error.extensions as Record<string, unknown>;
  // Yoga answers 400 (not 200) for a body that is no request at all (malformed JSON) by seeing
  // its parser's originalError; with that gone, its status must no longer give way to 200.
  if (originalError && !(originalError instanceof GraphQLError) && isHttp(kept.http)) {
    kept.http = { ...kept.http, spec: false };
  }
  return new GraphQLError(isProduction ? error.message.replace(SUGGESTION, '') : error.message, {
    nodes: error.nodes,
    source: error.source,
    positions: error.positions,
    path: error.path,
    // Yoga reads `http` (the status) and never writes it to the body.
    extensions: { ...kept, correlationId: currentCorrelationId() },
  });
}

/** Yoga's masking with the correlation id in the log line (instead of Yoga's own logger). */
export function maskUnexpected(error: unknown, message: string): Error {
  if (error instanceof GraphQLError && !error.originalError) return error;
  if (error instanceof GraphQLError && error.originalError instanceof GraphQLError) {
    return error; // a GraphQLError thrown on purpose (e.g. the query cost limit)
  }
  logUnexpected('GraphQL request failed', error);
  return new GraphQLError(message, {
    nodes: error instanceof GraphQLError ? error.nodes : undefined,
    path: error instanceof GraphQLError ? error.path : undefined,
    // `unexpected` (never written to the body) keeps Yoga's 500 for a request that failed whole.
    extensions: { code: 'INTERNAL_SERVER_ERROR', unexpected: true },
  });
}
