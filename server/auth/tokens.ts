import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';
import { serverSecrets } from '../db/schema/system';
import { forgetSessions, type AccessClaims } from './sessions';
import { idWhere } from '../db/entityTable';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Signs and verifies short-lived access tokens (HS256). The subject is the user's uuid and `sid` the
 * sign-in they belong to, which every request checks (server/auth/sessions.ts), so signing out ends
 * the access token too.
 */
export interface AccessTokens {
  /** `methods`: how the sign-in was made (RFC 8176 amr, acr aal1 or aal2), recorded as claims. */
  sign(
    userUuid: string,
    sessionId: string,
    methods?: { amr: string[]; acr: string },
  ): Promise<string>;
  /** The token's claims, or null for a token that is invalid, expired or not one we issue. */
  verify(token: string): Promise<AccessClaims | null>;
  ttlSeconds: number;
}

/** Verified tokens kept until they expire, so a client's next request skips the HMAC check. */
const MAX_VERIFIED_TOKENS = 10_000;

export async function createAccessTokens(
  db: Db,
  configuredSecret: string | undefined,
  ttlSeconds: number,
): Promise<AccessTokens> {
  const secret = new TextEncoder().encode(configuredSecret ?? (await storedSecret(db, 'jwt')));
  // Imported once: jose would import a raw key again on every sign and verify.
  const key = await crypto.webcrypto.subtle.importKey(
    'raw',
    secret,
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    sign: (userUuid, sessionId, methods = { amr: ['pwd'], acr: 'aal1' }) =>
      new SignJWT({ sid: sessionId, amr: methods.amr, acr: methods.acr })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userUuid)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt > Date.now()) return known.claims;
        verified.delete(token);
      }
      try {
        // Only the algorithm we sign with, and only tokens that say when they were issued and end.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['sub', 'iat', 'exp', 'sid'],
          maxTokenAge: `${ttlSeconds}s`,
        });
        const { sub, sid, iat, exp } = payload;
        if (typeof sub !== 'string' || !UUID.test(sub)) return null;
        if (typeof sid !== 'string' || !UUID.test(sid)) return null;
        const claims = { userUuid: sub, sessionId: sid };
        // Valid until the earlier of its exp and iat + the lifetime (what jwtVerify checks).
        const expiresAt = Math.min(exp!, iat! + ttlSeconds) * 1000;
        if (verified.size >= MAX_VERIFIED_TOKENS) verified.clear();
        verified.set(token, { claims, expiresAt });
        return claims;
      } catch {
        return null;
      }
    },
  };
}

/**
 * A random key made once and kept under `name` (the JWT key without JWT_SECRET, the captcha and OTP
 * keys), so restarts keep sessions, challenges and codes valid.
 */
export async function storedSecret(db: Db, name: string): Promise<string> {
  await db
    .insert(serverSecrets)
    .values({ name, value: crypto.randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return row.value;
}

export const sha256 = (value: string) => crypto.createHash('sha256').update(value).digest('hex');

/** Issues a new refresh token in a family (a new family at sign-in); only its hash is stored. */
export async function issueRefreshToken(
  db: Db,
  userId: number,
  ttlSeconds: number,
  familyId: string = crypto.randomUUID(),
): Promise<{ token: string; familyId: string }> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    familyId,
    userId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return { token, familyId };
}

/**
 * How long a just-rotated refresh token may be exchanged again (Auth0's reuse interval): two tabs
 * refreshing at the same moment both carry it, and the second must not end the sign-in.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

export type RotationResult =
  | { ok: true; userId: number; token: string; familyId: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for the next one of its family. A token used again within the grace
 * gets another next token; used again later (or after sign-out) it means it was stolen or replayed:
 * the whole family is revoked, ending that sign-in everywhere.
 */
export async function rotateRefreshToken(
  db: Db,
  token: string,
  ttlSeconds: number,
): Promise<RotationResult> {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (!row) return { ok: false, reason: 'unknown' };
  if (row.revokedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Marking it used only if still unused decides which of two simultaneous refreshes came first.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    // Used already: within the grace (checked in the database, whose clock set used_at) a second
    // tab's refresh; later a reuse.
    const recent = await idWhere(
      db,
      refreshTokens,
      eq(refreshTokens.id, row.id),
      isNull(refreshTokens.revokedAt),
      sql`${refreshTokens.usedAt} > now() - make_interval(secs => ${REFRESH_REUSE_GRACE_SECONDS})`,
    );
    if (recent === undefined) {
      await revokeFamily(db, row.familyId);
      return { ok: false, reason: 'reused' };
    }
  }
  const next = await issueRefreshToken(db, row.userId, ttlSeconds, row.familyId);
  return { ok: true, userId: row.userId, ...next };
}

/** Ends one sign-in: its refresh tokens and, at once, the access tokens it issued. */
export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  await forgetSessions(db);
}

/**
 * Ends every sign-in of a user (password set or reset, deactivation, deletion): refresh tokens and,
 * at once, access tokens.
 */
export async function endUserSessions(db: Db, userId: number): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await forgetSessions(db);
}

/** Logout: revokes the family of the given token, if it is one of ours. */
export async function revokeByToken(db: Db, token: string): Promise<void> {
  const [row] = await db
    .select({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  if (row) await revokeFamily(db, row.familyId);
}
