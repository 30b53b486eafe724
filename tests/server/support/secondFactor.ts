import { generate } from 'otplib';
import { secondFactorPaths, type TotpEnrolment } from '../../../contract/secondFactor';
import type { TokenResponse } from '../../../contract/users';
import type { Envelope, TestServer } from './testServer';

export const factorPaths = secondFactorPaths('zabuni');

/** What the login (or a completed second step) answers: tokens, or a pending second factor. */
export type SignInAnswer = TokenResponse &
  Envelope & {
    secondFactor?: { step: 'SIGN_IN' | 'ENROL'; challenge: string; methods: string[] };
    recoveryCodes?: string[];
  };

/** The code an authenticator app shows for `secret`, `stepsAhead` periods of 30 s from now. */
export const totpCode = (secret: string, stepsAhead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + stepsAhead * 30 });

/** The claims of one of our access tokens (not verified: the server did that). */
export const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as {
    sid: string;
    amr: string[];
    acr: string;
  };

/**
 * Signs in a user who must enrol (ENROL), adds an authenticator app with its first code and answers
 * its secret, the tokens and the recovery codes shown once.
 */
export async function enrolAtSignIn(server: TestServer, email: string, password: string) {
  const login = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
    username: email,
    password,
  });
  const challenge = login.body.secondFactor?.challenge;
  if (login.body.secondFactor?.step !== 'ENROL' || !challenge) {
    throw new Error(`Expected an enrolment step: ${JSON.stringify(login.body)}`);
  }
  const started = await server.post<Envelope<TotpEnrolment>>(factorPaths.totpStart, { challenge });
  const { factorUuid, secret } = started.body.data!;
  const confirmed = await server.post<SignInAnswer>(factorPaths.totpConfirm, {
    challenge,
    factorUuid,
    code: await totpCode(secret),
    name: 'Phone',
  });
  if (!confirmed.body.access_token) throw new Error(JSON.stringify(confirmed.body));
  return { secret, tokens: confirmed.body, recoveryCodes: confirmed.body.recoveryCodes! };
}

/** Signs in with password, then a code of the authenticator app (a later step than any used). */
export async function signInWithCode(
  server: TestServer,
  email: string,
  password: string,
  code: string,
  method: 'TOTP' | 'RECOVERY' = 'TOTP',
) {
  const login = await server.post<SignInAnswer>('/zabuni-uaa/auth/login', {
    username: email,
    password,
  });
  const challenge = login.body.secondFactor?.challenge;
  if (!challenge) throw new Error(`Expected a second step: ${JSON.stringify(login.body)}`);
  return server.post<SignInAnswer>(factorPaths.verify, { challenge, method, code });
}
