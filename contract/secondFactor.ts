/**
 * Second factors (issue 40): the REST calls of sign-in's second step, enrolment, the account-security
 * page and step-up, and what they answer. All on the uaa service.
 */
export const secondFactorPaths = (product: string) => {
  const base = `/${product}-uaa/auth/second-factor`;
  return {
    /** {challenge, method: TOTP | RECOVERY, code}: completes a sign-in (tokens). */
    verify: `${base}/verify`,
    /** {challenge}: WebAuthn options for a sign-in or step-up by passkey. */
    passkeyOptions: `${base}/passkey-options`,
    /** {challenge, response}: completes a sign-in or step-up by passkey. */
    passkeyVerify: `${base}/passkey-verify`,
    /** GET: the user's factors and recovery codes left. */
    factors: `${base}/factors`,
    /** {challenge?}: a new authenticator-app secret (QR code and text). */
    totpStart: `${base}/totp/start`,
    /** {challenge?, factorUuid, code, name}: confirms it by its first code. */
    totpConfirm: `${base}/totp/confirm`,
    /** {challenge?}: WebAuthn registration options and the registration's own challenge. */
    passkeyStart: `${base}/passkey/start`,
    /** {challenge?, registration, response, name}: keeps the new passkey. */
    passkeyFinish: `${base}/passkey/finish`,
    rename: `${base}/rename`,
    remove: `${base}/remove`,
    /** New recovery codes replacing the old (needs a recent second factor). */
    recoveryCodes: `${base}/recovery-codes`,
    /** {method: TOTP | RECOVERY, code}: a second factor again in this sign-in. */
    stepUp: `${base}/step-up`,
    /** A step-up by passkey: a challenge to pass to passkeyOptions and passkeyVerify. */
    stepUpChallenge: `${base}/step-up/challenge`,
    /** {userUuid}: an administrator removes another user's second factors. */
    reset: `${base}/reset`,
    /** GET: the user's live sign-ins and how each was made. */
    signIns: `${base}/sign-ins`,
    /** {id}: ends one of the user's own sign-ins. */
    endSignIn: `${base}/sign-ins/end`,
  };
};

export type SecondFactorKind = 'TOTP' | 'PASSKEY';

/** The login's answer when the password was right but a second factor must follow. */
export interface SecondFactorPending {
  status: true;
  code: 9000;
  secondFactor: {
    /** SIGN_IN: present a factor; ENROL: add one first (a role requires it). */
    step: 'SIGN_IN' | 'ENROL';
    /** Single use, five minutes (fifteen to enrol); sent back with the next call. */
    challenge: string;
    /** What the user can present: their kinds of factor, and RECOVERY. */
    methods: (SecondFactorKind | 'RECOVERY')[];
  };
}

export interface SecondFactorSummary {
  uuid: string;
  kind: SecondFactorKind;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
}

/**
 * One live sign-in (refresh-token family): RFC 8176 `amr` (pwd, otp, hwk) and `acr` (aal1, aal2)
 * say how it was made; `current` is the one asking.
 */
export interface SignInSummary {
  id: string;
  startedAt: string;
  lastActiveAt: string;
  amr: string[];
  acr: string;
  current: boolean;
}

export interface TotpEnrolment {
  factorUuid: string;
  secret: string;
  otpauthUrl: string;
  qrDataUrl: string;
}
