import { startAuthentication, startRegistration } from '@simplewebauthn/browser';
import { callFactorApi, factorPaths, type SignInTokens } from './secondFactorApi';

/** Passkeys in the browser (@simplewebauthn/browser): the server makes and checks every challenge. */

/**
 * Presents a passkey for a pending sign-in (SIGN_IN challenge) or, signed in, for a step-up: a
 * sign-in answers tokens, a step-up nothing.
 */
export async function presentPasskey(challenge?: string): Promise<SignInTokens | undefined> {
  const signedIn = challenge === undefined;
  const pending =
    challenge ??
    (await callFactorApi<{ data: { challenge: string } }>(factorPaths.stepUpChallenge, {})).data
      .challenge;
  const options = await callFactorApi<Parameters<typeof startAuthentication>[0]['optionsJSON']>(
    factorPaths.passkeyOptions,
    { challenge: pending },
    { signedIn },
  );
  const response = await startAuthentication({ optionsJSON: options });
  const answer = await callFactorApi<SignInTokens>(
    factorPaths.passkeyVerify,
    { challenge: pending, response },
    { signedIn },
  );
  return signedIn ? undefined : answer;
}

/**
 * Adds a passkey: to the signed-in user, or during sign-in (`challenge`, ENROL), which then answers
 * tokens. The first factor comes with recovery codes.
 */
export async function addPasskey(name: string, challenge?: string) {
  const signedIn = challenge === undefined;
  const started = await callFactorApi<{
    data: { registration: string; options: Parameters<typeof startRegistration>[0]['optionsJSON'] };
  }>(factorPaths.passkeyStart, { challenge }, { signedIn });
  const response = await startRegistration({ optionsJSON: started.data.options });
  return callFactorApi<SignInTokens & { data?: { recoveryCodes?: string[] } }>(
    factorPaths.passkeyFinish,
    { challenge, registration: started.data.registration, name, response },
    { signedIn },
  );
}
