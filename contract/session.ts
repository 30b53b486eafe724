/** Session constants of shell-and-reference-data.md section 9, and the browser storage keys it names. */
export const SESSION_LENGTH_MS = 15 * 60 * 1000;
export const SESSION_WARNING_SECONDS = 300;
export const SESSION_CHECK_INTERVAL_MS = 5_000;
export const TOKEN_REFRESH_THRESHOLD_SECONDS = 50;
export const IDENTITY_RECHECK_AFTER_MS = 2 * 60 * 1000;

/** sessionStorage items of public-onboarding-area.md section 3. */
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

/** localStorage keys of shell-and-reference-data.md section 3 that the shell keeps. */
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
