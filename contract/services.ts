/**
 * The services (uaa, app, billing, submission, monitor) and the paths each one serves, for browser and
 * server alike.
 */
export const DEFAULT_PRODUCT = 'zabuni';

export const graphqlServices = ['uaa', 'app', 'billing', 'submission', 'monitor'] as const;
export type GraphqlService = (typeof graphqlServices)[number];

export const graphqlPath = (product: string, service: GraphqlService): string =>
  `/${product}-${service}/graphql`;

/** REST calls of the uaa service (auth) and the cache service. */
export const restPaths = (product: string) => ({
  login: `/${product}-uaa/auth/login`,
  refresh: `/${product}-uaa/auth/refresh`,
  logout: `/${product}-uaa/auth/logout`,
  authRole: `/${product}-uaa/auth/role`,
  systemStatus: `/${product}-uaa/get/system-status/`,
  /** Failed HTTP requests, reported by the browser. */
  reportHttpFailure: `/${product}-uaa/auth/report-http-failure`,
  // Onboarding: the calls keep the names clients know them by; their paths are our choice.
  captchaChallenge: `/${product}-uaa/auth/captcha-challenge`,
  registerTenderer: `/${product}-uaa/auth/register-tenderer`,
  sendEmail: `/${product}-uaa/auth/send-email`,
  checkIfActivated: `/${product}-uaa/auth/check-if-activated`,
  resendTokenPE: `/${product}-uaa/auth/resend-token-pe`,
  resetPasswordTokenPE: `/${product}-uaa/auth/reset-password-token-pe`,
  validateToken: `/${product}-uaa/auth/validate-token`,
  createPassword: `/${product}-uaa/auth/create-password`,
  sendResetToken: `/${product}-uaa/auth/send-reset-token`,
  resetPasswordToken: `/${product}-uaa/auth/reset-password-token`,
  acceptMessageToken: `/${product}-uaa/auth/accept-message-token`,
  rejectMessageToken: `/${product}-uaa/auth/reject-message-token`,
  verifyTendererAddress: (token: string) =>
    `/${product}-uaa/get/verify/tenderer/address/${encodeURIComponent(token)}`,
  // Manufacturer invitations, on the app service.
  verifyInvitationToken: `/${product}-app/verify-invitation-token`,
  checkInvitation: `/${product}-app/check-invitation`,
  invitationResponse: `/${product}-app/invitation-response`,
  settingByKey: (key: string) => `/${product}-cache/settings/by/key/${encodeURIComponent(key)}`,
});
