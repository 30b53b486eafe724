import { createChallenge, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt, sql } from 'drizzle-orm';
import { storedSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { usedCaptchas } from '../../db/schema/onboarding';

/**
 * A self-hosted proof-of-work captcha (ALTCHA): the server signs a challenge, the browser finds the
 * counter that solves it (a second or so), and the server checks the answer and accepts it once.
 */
const CHALLENGE_TTL_SECONDS = 10 * 60;
// SHA-256 iterations per counter and the counter range: about 20 thousand hashes on average.
const COST = 20;
const MAX_COUNTER = 2_000;

export async function newCaptchaChallenge(db: Db): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: COST,
    counter: Math.floor(Math.random() * MAX_COUNTER),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: await storedSecret(db, 'captcha'),
  });
}

interface CaptchaPayload {
  challenge: Challenge;
  solution: Solution;
}

function decode(payload: unknown): CaptchaPayload | undefined {
  if (typeof payload !== 'string' || payload.length > 4000) return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as CaptchaPayload;
    return decoded?.challenge?.parameters && decoded.solution ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** True once per solved, unexpired challenge signed by this server. */
export async function acceptCaptcha(db: Db, payload: unknown): Promise<boolean> {
  const decoded = decode(payload);
  if (!decoded?.challenge.signature) return false;
  const secret = await storedSecret(db, 'captcha');
  const result = await verifySolution({
    challenge: decoded.challenge,
    solution: decoded.solution,
    deriveKey,
    hmacSignatureSecret: secret,
  }).catch(() => undefined);
  if (!result?.verified) return false;
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, sql`now()`));
  const inserted = await db
    .insert(usedCaptchas)
    .values({
      signature: decoded.challenge.signature.slice(0, 128),
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    })
    .onConflictDoNothing()
    .returning({ signature: usedCaptchas.signature });
  return inserted.length === 1;
}
