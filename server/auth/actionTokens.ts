import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { sha256 } from './tokens';
import type { Db } from '../db/client';
import { actionTokens } from '../db/schema/onboarding';

/** What an emailed token lets its holder do, and for how long. */
export const tokenPurposes = {
  ACTIVATION: { ttlSeconds: 7 * 24 * 3600 },
  CREATE_PASSWORD: { ttlSeconds: 30 * 60 },
  PASSWORD_RESET: { ttlSeconds: 60 * 60 },
  PROFILE_REQUEST: { ttlSeconds: 14 * 24 * 3600 },
  WORK_REQUEST: { ttlSeconds: 14 * 24 * 3600 },
  EMAIL_VERIFICATION: { ttlSeconds: 3 * 24 * 3600 },
  BID_WITHDRAW: { ttlSeconds: 3 * 24 * 3600 },
  BID_MODIFICATION: { ttlSeconds: 3 * 24 * 3600 },
  MANUFACTURER_INVITATION: { ttlSeconds: 30 * 24 * 3600 },
} as const;
export type TokenPurpose = keyof typeof tokenPurposes;

export type ActionToken = typeof actionTokens.$inferSelect;

/**
 * A new random token for one purpose; only its hash is stored. The plain token goes in the link.
 * `ttlSeconds` overrides the purpose's lifetime (a staff account's emailed create-password link).
 */
export async function issueActionToken(
  db: Db,
  purpose: TokenPurpose,
  refs: { userId?: number; subjectId?: number },
  ttlSeconds: number = tokenPurposes[purpose].ttlSeconds,
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(actionTokens).values({ tokenHash: sha256(token), purpose, expiresAt, ...refs });
  return token;
}

const isTokenShaped = (token: unknown): token is string =>
  typeof token === 'string' && /^[A-Za-z0-9_-]{20,100}$/.test(token);

/** The token's row when it is of one of `purposes`, not used and not expired; else undefined. */
export async function findLiveToken(
  db: Db,
  token: unknown,
  purposes: readonly TokenPurpose[],
): Promise<ActionToken | undefined> {
  if (!isTokenShaped(token)) return undefined;
  const [row] = await db
    .select()
    .from(actionTokens)
    .where(
      and(
        eq(actionTokens.tokenHash, sha256(token)),
        isNull(actionTokens.usedAt),
        gt(actionTokens.expiresAt, sql`now()`),
      ),
    );
  return row && (purposes as readonly string[]).includes(row.purpose) ? row : undefined;
}

/**
 * Marks a token used. Answers false when another request used it first, so a link acts only once
 * even when it is opened twice at the same moment.
 */
export async function consumeToken(db: Db, tokenId: number): Promise<boolean> {
  const used = await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(actionTokens.id, tokenId), isNull(actionTokens.usedAt)))
    .returning({ id: actionTokens.id });
  return used.length === 1;
}

/** Ends every live token of a user for a purpose (a new activation link replaces the old). */
export async function revokeUserTokens(db: Db, userId: number, purpose: TokenPurpose) {
  await db
    .update(actionTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(actionTokens.userId, userId),
        eq(actionTokens.purpose, purpose),
        isNull(actionTokens.usedAt),
      ),
    );
}
