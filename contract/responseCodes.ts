/**
 * The response-code catalogue shared by server and browser. Every operation answers with one of these
 * codes; the browser shows the description (translated under `zabuni.responseCodes.<code>`).
 * 9001-9004 and 9006-9020 are the codes the spec's monitoring logs; 9005 (no session) is not an error.
 */
export const ResponseCode = {
  SUCCESS: 9000,
  INVALID_INPUT: 9001,
  NOT_FOUND: 9002,
  DUPLICATE: 9003,
  FORBIDDEN: 9004,
  UNAUTHENTICATED: 9005,
  OPERATION_FAILED: 9006,
  IN_USE: 9007,
  INVALID_CREDENTIALS: 9008,
  ACCOUNT_INACTIVE: 9009,
  TOKEN_INVALID: 9010,
  TOO_MANY_ATTEMPTS: 9011,
  /** A save or delete based on a version someone else has changed since (data: the row as it is now). */
  STALE_VERSION: 9012,
  /** A sensitive operation needs a second factor presented in the last 10 minutes (step-up). */
  STEP_UP_REQUIRED: 9013,
  /** A second-factor code, recovery code or passkey that was not accepted. */
  INVALID_SECOND_FACTOR: 9014,
} as const;

export type ResponseCodeValue = (typeof ResponseCode)[keyof typeof ResponseCode];

export const responseCodeDescriptions: Record<ResponseCodeValue, string> = {
  9000: 'Success',
  9001: 'The request has invalid or missing values',
  9002: 'Record not found',
  9003: 'A record with the same details already exists',
  9004: 'You do not have permission to perform this action',
  9005: 'Your session has expired, please sign in again',
  9006: 'Operation failed, please try again',
  9007: 'The record is in use and cannot be removed',
  9008: 'Invalid email or password',
  9009: 'Your account is not active',
  9010: 'The link or token is invalid or has expired',
  9011: 'Too many attempts, please wait and try again',
  9012: 'Someone else changed this record after you opened it',
  9013: 'Confirm it is you with your second factor to do this',
  9014: 'The code or passkey was not accepted',
};

export const isSuccessCode = (code: number | null | undefined): boolean =>
  code === ResponseCode.SUCCESS;

/** The spec's monitored range: 9001-9020 except 9005. */
export const isMonitoredErrorCode = (code: number): boolean =>
  code >= 9001 && code <= 9020 && code !== ResponseCode.UNAUTHENTICATED;
