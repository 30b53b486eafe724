import { ApolloLink, Observable } from '@apollo/client';
import { findResultProblems, HIGH_LATENCY_MS, reportError } from './monitoring';
import { announceSessionExpired } from './sessionEvents';

/**
 * Watches every GraphQL call: reports problems and slowness to the monitor service, and announces
 * the end of the session on a 401 or a response that is not JSON.
 */
export const monitoringLink = new ApolloLink((operation, forward) => {
  const startedAt = performance.now();
  const name = operation.operationName;
  return new Observable((observer) => {
    const subscription = forward(operation).subscribe({
      next(result) {
        const latencyMs = Math.round(performance.now() - startedAt);
        if (latencyMs > HIGH_LATENCY_MS) {
          reportError({
            kind: 'HIGH_LATENCY',
            operation: name,
            latencyMs,
            message: `High latency detected. Latency: ${latencyMs}ms`,
          });
        }
        findResultProblems(name, result).forEach(reportError);
        observer.next(result);
      },
      error(error: { name?: string; statusCode?: number; message: string }) {
        if (error.statusCode === 401 || error.name === 'ServerParseError') {
          announceSessionExpired();
        } else {
          reportError({
            kind: 'HTTP_FAILURE',
            operation: name,
            httpStatus: error.statusCode ?? 0,
            message: `${error.name ?? 'Error'}: ${error.message}`,
          });
        }
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});
