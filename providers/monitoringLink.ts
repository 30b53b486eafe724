import { ApolloLink } from '@apollo/client/link/core';
import { Observable } from '@apollo/client/utilities';
import { findResultProblems, reportError } from './monitoring';
import { announceSessionExpired } from './sessionEvents';

/**
 * Watches every GraphQL result: reports problem codes, errors and SQL text to the monitor service,
 * and announces the end of the session on a 401 or a response that is not JSON. Headers, timing and
 * failed requests are the network path's (http.ts), shared with the REST calls.
 */
export const monitoringLink = new ApolloLink((operation, forward) => {
  const name = operation.operationName;
  // Refusals the caller handles (a live stream's): answers it expects, not errors (issue 38 item 18).
  const expected = (operation.getContext().expectedRefusals as readonly number[] | undefined) ?? [];
  return new Observable((observer) => {
    const subscription = forward(operation).subscribe({
      next(result) {
        findResultProblems(name, result, expected).forEach(reportError);
        observer.next(result);
      },
      error(error: { name?: string; statusCode?: number; message: string }) {
        if (error.statusCode === 401 || error.name === 'ServerParseError') {
          announceSessionExpired();
        }
        observer.error(error);
      },
      complete: () => observer.complete(),
    });
    return () => subscription.unsubscribe();
  });
});
