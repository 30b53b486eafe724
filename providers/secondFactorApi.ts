import {
  secondFactorPaths,
  type SecondFactorSummary,
  type SignInSummary,
  type TotpEnrolment,
} from '../contract/secondFactor';
import type { TokenResponse } from '../contract/users';
import { product } from './api';
import { authAnswer, getFreshAccessToken } from './authApi';
import { sendJson } from './http';
import { sendWithStepUp } from './stepUp';

/** The second-factor calls (issue 40), as the Sign In page, account security and step-up make them. */
export const factorPaths = secondFactorPaths(product);

/** A sign-in completed by its second factor: tokens, and recovery codes the first time. */
export type SignInTokens = TokenResponse & { recoveryCodes?: string[] };

/** POSTs (or GETs) JSON, signed in or not; a failure is an AuthApiError with the server's code. */
export async function callFactorApi<T>(
  path: string,
  body?: unknown,
  { signedIn = true }: { signedIn?: boolean } = {},
): Promise<T> {
  const sendOnce = async () =>
    sendJson(body === undefined ? 'GET' : 'POST', path, body, {
      token: signedIn ? await getFreshAccessToken() : null,
    });
  // Removing a factor or making new recovery codes may ask for a step-up first.
  return authAnswer<T>(() => (signedIn ? sendWithStepUp(sendOnce) : sendOnce()));
}

interface Answer<T> {
  data: T;
}

export const listFactors = async () =>
  (
    await callFactorApi<Answer<{ factors: SecondFactorSummary[]; recoveryCodesLeft: number }>>(
      factorPaths.factors,
    )
  ).data;

/** `challenge`: an enrolment during sign-in (no session yet); else the signed-in user's own. */
export const startTotp = async (challenge?: string) =>
  (
    await callFactorApi<Answer<TotpEnrolment>>(
      factorPaths.totpStart,
      { challenge },
      { signedIn: !challenge },
    )
  ).data;

/** Answers tokens during sign-in (enrolment), else { recoveryCodes } the first time. */
export const confirmTotp = (
  body: { factorUuid: string; code: string; name: string },
  challenge?: string,
) =>
  callFactorApi<SignInTokens & Partial<Answer<{ recoveryCodes?: string[] }>>>(
    factorPaths.totpConfirm,
    { ...body, challenge },
    { signedIn: !challenge },
  );

export const renameFactor = (uuid: string, name: string) =>
  callFactorApi(factorPaths.rename, { uuid, name });

export const removeFactor = (uuid: string) => callFactorApi(factorPaths.remove, { uuid });

export const newRecoveryCodes = async () =>
  (await callFactorApi<Answer<{ recoveryCodes: string[] }>>(factorPaths.recoveryCodes, {})).data
    .recoveryCodes;

/** The user's live sign-ins, newest first, and how each was made. */
export const listSignIns = async () =>
  (await callFactorApi<Answer<{ signIns: SignInSummary[] }>>(factorPaths.signIns)).data.signIns;

/** Ends one of the user's other sign-ins (its tabs are signed out at their next call). */
export const endSignIn = (id: string) => callFactorApi(factorPaths.endSignIn, { id });

/** The second step of sign-in by an authenticator code or a recovery code. */
export const verifyCode = (challenge: string, method: 'TOTP' | 'RECOVERY', code: string) =>
  callFactorApi<SignInTokens>(factorPaths.verify, { challenge, method, code }, { signedIn: false });

/** A second factor again in this sign-in (step-up) by code. */
export const stepUpWithCode = (method: 'TOTP' | 'RECOVERY', code: string) =>
  callFactorApi(factorPaths.stepUp, { method, code });
