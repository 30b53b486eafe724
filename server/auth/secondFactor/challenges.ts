import crypto from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { factorChallenges } from '../../db/schema/secondFactors';
import { roles, userRoles } from '../../db/schema/identity';
import { sha256 } from '../tokens';

/**
 * Pending second-factor challenges, kept in the database so any process may answer the next step.
 * SIGN_IN: the password was right and the user has a factor; ENROL: the password was right and the
 * user must add a factor first; PASSKEY_REGISTRATION and STEP_UP carry a WebAuthn challenge.
 */
export type ChallengePurpose = 'SIGN_IN' | 'ENROL' | 'PASSKEY_REGISTRATION' | 'STEP_UP';
export type Challenge = typeof factorChallenges.$inferSelect;

/** Five minutes: time to open an app or touch a key, too short to keep a stolen one useful. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
/** Enrolling (scanning a code, setting up a phone) takes longer. */
export const ENROL_TTL_SECONDS = 15 * 60;
/** Wrong answers one challenge takes before it ends; the per-account lock applies besides. */
export const CHALLENGE_FAILURES = 5;

export async function issueChallenge(
  db: Db,
  purpose: ChallengePurpose,
  userId: number,
  extra: { sessionId?: string; webauthnChallenge?: string } = {},
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const ttl = purpose === 'ENROL' ? ENROL_TTL_SECONDS : CHALLENGE_TTL_SECONDS;
  await db.insert(factorChallenges).values({
    tokenHash: sha256(token),
    purpose,
    userId,
    expiresAt: sql`now() + make_interval(secs => ${ttl})`,
    ...extra,
  });
  // Ended ones of this user go (they would only accumulate).
  await db
    .delete(factorChallenges)
    .where(and(eq(factorChallenges.userId, userId), lt(factorChallenges.expiresAt, sql`now()`)));
  return token;
}

const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{40,50}$/.test(token);

/** The live (unused, unexpired) challenge of one of `purposes` the token names; else undefined. */
export async function findChallenge(
  db: Db,
  token: unknown,
  purposes: readonly ChallengePurpose[],
): Promise<Challenge | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select()
    .from(factorChallenges)
    .where(
      and(
        eq(factorChallenges.tokenHash, sha256(token)),
        isNull(factorChallenges.usedAt),
        gt(factorChallenges.expiresAt, sql`now()`),
      ),
    );
  return row && (purposes as readonly string[]).includes(row.purpose) ? row : undefined;
}

/** Ends a challenge; false when another request ended it first (so only one answer wins). */
export async function consumeChallenge(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(factorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(factorChallenges.id, id), isNull(factorChallenges.usedAt)))
    .returning({ id: factorChallenges.id });
  return used.length === 1;
}

/** Counts a wrong answer; the CHALLENGE_FAILURES-th ends the challenge. */
export async function countChallengeFailure(db: Db, id: number): Promise<void> {
  await db
    .update(factorChallenges)
    .set({
      failures: sql`${factorChallenges.failures} + 1`,
      usedAt: sql`CASE WHEN ${factorChallenges.failures} + 1 >= ${CHALLENGE_FAILURES} THEN now() ELSE ${factorChallenges.usedAt} END`,
    })
    .where(eq(factorChallenges.id, id));
}

/** Sets the WebAuthn challenge a passkey must sign for this pending challenge. */
export async function attachWebauthnChallenge(db: Db, id: number, challenge: string) {
  await db
    .update(factorChallenges)
    .set({ webauthnChallenge: challenge })
    .where(eq(factorChallenges.id, id));
}

/** Whether a user holds a live, active role that requires a second factor. */
export async function roleRequiresSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        eq(userRoles.userId, userId),
        eq(roles.deleted, false),
        eq(roles.active, true),
        eq(roles.requiresSecondFactor, true),
      ),
    )
    .limit(1);
  return row !== undefined;
}
