import { isMonitoredErrorCode } from '../contract/responseCodes';
import { graphqlPath } from '../contract/services';
import { apiUrl, product } from './api';
import { getAccessToken } from './session';

/** A call slower than this is logged as high latency (the spec leaves the threshold open). */
export const HIGH_LATENCY_MS = 3000;

/** Failed requests (HTTP_FAILURE) go to the auth service instead: http.ts reportHttpFailure. */
type ErrorLogKind = 'RESPONSE_CODE' | 'GRAPHQL_ERROR' | 'SQL_TEXT' | 'HIGH_LATENCY';
export interface ErrorReport {
  kind: ErrorLogKind;
  message: string;
  operation?: string;
  code?: number;
  httpStatus?: number;
  latencyMs?: number;
}

const SAVE_ERROR_LOG = `mutation saveErrorLog($errorLog: ErrorLogInput!) {
  saveErrorLog(errorLog: $errorLog) { code }
}`;

/**
 * Sends a report to the monitor service, fire and forget: reporting must never break or slow the
 * page, and a failed report is not reported again. The server adds the user's roles and type.
 */
export function reportError(report: ErrorReport): void {
  const token = getAccessToken();
  void fetch(apiUrl(graphqlPath(product, 'monitor')), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({
      query: SAVE_ERROR_LOG,
      variables: {
        errorLog: { ...report, message: report.message.slice(0, 4000), url: location.pathname },
      },
    }),
  }).catch(() => {});
}

// "SQL text" in a response: statements or the driver's own wording.
const SQL_TEXT =
  /\b(select\s.+\sfrom|insert\s+into|update\s.+\sset|delete\s+from)\b|syntax error at or near|violates .* constraint/i;

/**
 * What a GraphQL result tells the monitor, per the spec's list: codes, errors, SQL text. An error
 * whose code is one of `expected` (refusals the caller handles) is an answer, not a problem.
 */
export function findResultProblems(
  operation: string,
  result: unknown,
  expected: readonly number[] = [],
): ErrorReport[] {
  const problems: ErrorReport[] = [];
  const body = result as {
    data?: Record<string, unknown>;
    errors?: { message: string; extensions?: Record<string, unknown> }[];
  };
  const errors = (body.errors ?? []).filter(
    (error) => !expected.includes(Number(error.extensions?.code)),
  );
  if (errors.length) {
    problems.push({
      kind: 'GRAPHQL_ERROR',
      operation,
      message: errors.map((error) => error.message).join('; '),
    });
  }
  for (const value of Object.values(body.data ?? {})) {
    const envelope = value as { code?: unknown; message?: unknown } | null;
    if (typeof envelope?.code === 'number' && isMonitoredErrorCode(envelope.code)) {
      problems.push({
        kind: 'RESPONSE_CODE',
        operation,
        code: envelope.code,
        message: String(envelope.message ?? ''),
      });
    }
  }
  const text = JSON.stringify(result);
  if (SQL_TEXT.test(text))
    problems.push({ kind: 'SQL_TEXT', operation, message: text.slice(0, 2000) });
  return problems;
}
