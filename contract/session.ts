/** Session timings, and the browser storage keys under the names the existing platform's pages use. */
export const SESSION_LENGTH_MS = 15 * 60 * 1000;
export const SESSION_WARNING_SECONDS = 300;
export const SESSION_CHECK_INTERVAL_MS = 5_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 50;
export const IDENTITY_RECHECK_AFTER_MS = 2 * 60 * 1000;

/** sessionStorage items: this tab's tokens and sign-in state. */
export const SessionItem = {
  accessToken: 'currentClient',
  refreshToken: 'refreshToken',
  expireTime: 'expireTime',
  isLoggedIn: 'isLoggedin',
  serviceUserType: 'serviceUserType',
  institutionUpdate: 'institutionUpdate',
  firstLogin: 'firstLogin',
  loginRedirectUrl: 'loginRedirectURL',
} as const;

/** localStorage keys the shell keeps for every tab of the browser: who signed in, and their role flags. */
export const LocalItem = {
  accountUuid: 'accountUuid',
  userUuid: 'userUuid',
  hasDepartment: 'hasDepartment',
  isProcurementOfficer: 'isProcurementOfficer',
  isHeadOfPmu: 'isHPMU',
  isAccountingOfficer: 'isAccountingOfficer',
  userSystemAccessRoles: 'userSystemAccessRoles',
  /** When a password-reset email was last sent, per address (the 20-minute resend lock). */
  resetEmailsSentAt: 'resetEmailsSentAt',
  /** The special days last read (date and name), for whatever needs them without a call. */
  specialDays: 'special-days',
} as const;
