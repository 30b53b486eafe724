/**
 * The benches' sign-in as production asks it of an administrator (decision 148): the password, then
 * an authenticator code. The first sign-in on a database enrols an authenticator app; its secret is
 * kept here for the next ones (a restart on the same database). A code is taken once per 30-s step,
 * as the server allows, so a second sign-in within one step waits for the next.
 */
import { generate } from 'otplib';
import { secondFactorPaths } from '../contract/secondFactor';

const paths = secondFactorPaths('zabuni');
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

interface Answer {
  access_token?: string;
  secondFactor?: { step: 'SIGN_IN' | 'ENROL'; challenge: string };
  data?: { factorUuid: string; secret: string };
}

async function post(base: string, path: string, body: unknown): Promise<Answer> {
  const response = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as Answer;
  if (!response.ok)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`);
  return answer;
}

/** The code of a step this secret has not used yet (waiting for the next step if need be). */
async function freshCode(key: string, secret: string): Promise<string> {
  let step = Math.floor(Date.now() / 30_000);
  if (step <= (lastStep.get(key) ?? -1)) {
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * 30_000 - Date.now() + 50));
    step += 1;
  }
  lastStep.set(key, step);
  return generate({ secret, epoch: step * 30 });
}

/** An access token of the administrator at `base`. */
export async function adminSignIn(base: string, email: string, password: string): Promise<string> {
  const key = `${base} ${email}`;
  const login = await post(base, '/zabuni-uaa/auth/login', { username: email, password });
  if (login.access_token) return login.access_token;
  const { step, challenge } = login.secondFactor!;
  if (step === 'ENROL') {
    const started = (await post(base, paths.totpStart, { challenge })).data!;
    secrets.set(email, started.secret);
    const code = await freshCode(key, started.secret);
    const done = await post(base, paths.totpConfirm, {
      challenge,
      factorUuid: started.factorUuid,
      code,
      name: 'Bench',
    });
    return done.access_token!;
  }
  const secret = secrets.get(email);
  if (!secret) throw new Error(`${email} has a second factor this bench did not enrol`);
  const code = await freshCode(key, secret);
  return (await post(base, paths.verify, { challenge, method: 'TOTP', code })).access_token!;
}
