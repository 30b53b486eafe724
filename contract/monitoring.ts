/**
 * "Failed HTTP requests are reported to the auth service with reason, status and error description":
 * what the browser sends to restPaths().reportHttpFailure.
 */
export interface HttpFailureReport {
  /** Why it failed, briefly: the HTTP reason phrase ('Internal Server Error'), or 'No response'. */
  reason: string;
  /** The HTTP status; 0 when no answer came. */
  status: number;
  /** What failed and how: the call (operation, or method and path) and the server's words. */
  errorDescription: string;
}

export const HTTP_FAILURE_LIMITS = { reason: 120, errorDescription: 4000, url: 500 } as const;
