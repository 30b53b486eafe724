import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { ResponseCode } from '../../contract/responseCodes';
import type { SignInSummary } from '../../contract/secondFactor';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';
import { signInFactors } from '../db/schema/secondFactors';
import { AppError } from '../errors';
import { revokeFamily } from './tokens';

/** Sign-ins listed at most: a user with more has more to end than to read (newest first). */
export const MAX_LISTED_SIGN_INS = 50;

/**
 * A user's live sign-ins (refresh-token families with a token neither revoked nor expired): when each
 * began, when it last refreshed, and how it was made (amr, acr). `current` is the caller's own.
 */
export async function listSignIns(
  db: Db,
  userId: number,
  currentSessionId: string,
): Promise<SignInSummary[]> {
  const rows = await db
    .select({
      id: refreshTokens.familyId,
      startedAt: sql<Date>`min(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      lastActiveAt: sql<Date>`max(${refreshTokens.createdAt})`.mapWith(refreshTokens.createdAt),
      amr: sql<string | null>`min(${signInFactors.amr})`,
      acr: sql<string | null>`min(${signInFactors.acr})`,
    })
    .from(refreshTokens)
    .leftJoin(signInFactors, eq(signInFactors.sessionId, refreshTokens.familyId))
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, sql`now()`),
      ),
    )
    .groupBy(refreshTokens.familyId)
    .orderBy(desc(sql`max(${refreshTokens.createdAt})`))
    .limit(MAX_LISTED_SIGN_INS);
  return rows.map((row) => ({
    id: row.id,
    startedAt: row.startedAt.toISOString(),
    lastActiveAt: row.lastActiveAt.toISOString(),
    // A sign-in from before second factors were recorded was made by password alone.
    amr: (row.amr ?? 'pwd').split(' '),
    acr: row.acr ?? 'aal1',
    current: row.id === currentSessionId,
  }));
}

/**
 * Ends one of the user's own sign-ins (its tokens at once, in every process). Another user's, an
 * ended or an unknown one is NOT_FOUND and changes nothing.
 */
export async function endSignIn(db: Db, userId: number, sessionId: string): Promise<void> {
  const [live] = await db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
      ),
    )
    .limit(1);
  if (!live) throw new AppError(ResponseCode.NOT_FOUND);
  await revokeFamily(db, sessionId);
}
