/**
 * Constants and payloads of the public onboarding pages,
 * shared by the pages and the server that enforces the same rules.
 */
export const OTP_LENGTH = 5;
/** The OTP countdown, 2 min 57 s; the code expires with it. */
export const OTP_TTL_SECONDS = 177;
export const OTP_MAX_TRIES = 5;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** The password strength the form requires (zxcvbn score 4 of 4). */
export const REQUIRED_PASSWORD_STRENGTH = 100;
/** A password-reset email may be sent again for the same address after this long. */
export const RESET_EMAIL_LOCK_MINUTES = 20;
export const RESET_PAGE_COUNTDOWN_SECONDS = 90;
export const REGISTRATION_TOAST_MS = 15_000;
export const PHONE_MAX_DIGITS = 15;
/** Numbers longer than this are trimmed to their last PHONE_TRIM_TO digits. */
export const PHONE_TRIM_ABOVE = 10;
export const PHONE_TRIM_TO = 9;
export const FILE_NAME_MAX_SHOWN = 58;
/** The invitation proof (PE variant) is a PDF of at most this size (its base64 fits a 1 MB request). */
export const INVITATION_PROOF_MAX_BYTES = 700_000;

/** Treated as success even with status false. */
export const TENDERER_REGISTERED_MESSAGE = 'Tenderer registered successful.';
/** The reject/accept-profile special case. */
export const TOKEN_NOT_FOUND_MESSAGE = 'Verification token expired or not found';

/** What every onboarding REST call answers: status, message and data. */
export interface OnboardingResponse<T = unknown> {
  status: boolean;
  code: number;
  message: string;
  data: T | null;
}

/** A solved ALTCHA challenge, base64 JSON as the widget sends it. */
export type CaptchaPayload = string;

export interface RegisterTendererRequest {
  email: string;
  phone: string;
  captcha: CaptchaPayload;
}

export interface ActivationData {
  activationToken: string;
}

export interface CreatePasswordRequest {
  newPassword: string;
  confirmPassword: string;
  activationToken: string;
  uuid?: string | null;
}

/** What acceptMessageToken/rejectMessageToken answer: whose request it was (accept-work names them). */
export interface MessageTokenData {
  kind: 'PROFILE' | 'WORK';
  personName: string;
  organisationName: string;
}

export type InvitationDecision = 'ACCEPT' | 'REJECT';

export interface InvitationResponseRequest {
  invitationToken: string;
  hasAcceptedInvitation: boolean;
  reasonForRejection?: string | null;
  attachmentBase64?: string | null;
}

/** The invitation being answered, as check-invitation shows it. */
export interface InvitationDetails {
  manufacturerName: string;
  variant: 'SOR' | 'PE';
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED';
}

/** Invitation login result. */
export interface InvitationLogin {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  entityUuid: string;
  mainEntityUuid: string;
  entityType: string;
}

export type BidChangeAction = 'APPROVE' | 'REJECT';
