import type {
  ActivationData,
  CreatePasswordRequest,
  InvitationDetails,
  InvitationLogin,
  InvitationResponseRequest,
  MessageTokenData,
  OnboardingResponse,
  RegisterTendererRequest,
} from '../../contract/onboarding';
import type { CurrentUser } from '../../contract/users';
import { paths } from '../../providers/api';
import { sendJson } from '../../providers/http';

/**
 * The public onboarding calls. Each answers the
 * server's {status, code, message, data} whatever the HTTP status, so pages show the server's
 * message as the spec asks; only a network failure throws.
 */
export class OfflineError extends Error {
  constructor() {
    super('zabuni.onboarding.offline');
  }
}

/** On the network path (providers/http.ts: headers, timing, failure reports); public, so no token. */
async function send<T>(method: 'GET' | 'POST', path: string, body?: unknown) {
  let response: Response;
  try {
    response = await sendJson(method, path, body);
  } catch {
    throw new OfflineError();
  }
  const payload = (await response.json().catch(() => null)) as OnboardingResponse<T> | null;
  return payload ?? { status: false, code: 9006, message: response.statusText, data: null };
}

const post = <T = null>(path: string, body: unknown) => send<T>('POST', path, body);

export const onboardingApi = {
  captchaChallenge: async () => {
    const response = await sendJson('GET', paths.captchaChallenge).catch(() => {
      throw new OfflineError();
    });
    if (!response.ok) throw new Error('zabuni.onboarding.captchaUnavailable');
    return response.json();
  },
  registerTenderer: (request: RegisterTendererRequest) => post(paths.registerTenderer, request),
  sendEmail: (email: string) => post(paths.sendEmail, { email }),
  checkIfActivated: (email: string, activationToken: string) =>
    post<ActivationData & { secondsLeft: number }>(paths.checkIfActivated, {
      email,
      activationToken,
    }),
  resendTokenPE: (email: string) => post(paths.resendTokenPE, { email }),
  resetPasswordTokenPE: (otpToken: string, activationToken: string) =>
    post<ActivationData>(paths.resetPasswordTokenPE, { otpToken, activationToken }),
  validateToken: (token: string) => post<ActivationData>(paths.validateToken, { token }),
  createPassword: (request: CreatePasswordRequest) => post(paths.createPassword, request),
  sendResetToken: (email: string, captcha: string) =>
    post<{ secondsLeft: number }>(paths.sendResetToken, { email, captcha }),
  resetPasswordToken: (resetToken: string) =>
    post<ActivationData>(paths.resetPasswordToken, { resetToken }),
  acceptMessageToken: (token: string) =>
    post<MessageTokenData>(paths.acceptMessageToken, { token }),
  rejectMessageToken: (token: string) =>
    post<MessageTokenData>(paths.rejectMessageToken, { token }),
  verifyTendererAddress: (token: string) => send('GET', paths.verifyTendererAddress(token)),
  verifyInvitationToken: (token: string) =>
    post<InvitationDetails>(paths.verifyInvitationToken, { token }),
  checkInvitation: (token: string) =>
    post<InvitationLogin & { user: CurrentUser }>(paths.checkInvitation, { token }),
  /** On acceptance the answer carries the login itself beside status. */
  invitationResponse: (request: InvitationResponseRequest) =>
    post(paths.invitationResponse, request) as Promise<
      OnboardingResponse & Partial<InvitationLogin> & { user?: CurrentUser }
    >,
};
