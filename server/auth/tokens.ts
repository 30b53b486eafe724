import crypto from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { SignJWT, jwtVerify } from 'jose';
import type { Db } from '../db/client';
import { refreshTokens } from '../db/schema/identity';
import { serverSecrets } from '../db/schema/system';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Signs and verifies short-lived access tokens (HS256); the subject is the user's uuid. */
export interface AccessTokens {
  sign(userUuid: string): Promise<string>;
  /** The user's uuid, or null for a token that is invalid or expired. */
  verify(token: string): Promise<string | null>;
  ttlSeconds: number;
}

export async function createAccessTokens(
  db: Db,
  configuredSecret: string | undefined,
  ttlSeconds: number,
): Promise<AccessTokens> {
  const key = new TextEncoder().encode(configuredSecret ?? (await storedSecret(db, 'jwt')));
  return {
    ttlSeconds,
    sign: (userUuid) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(userUuid)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      try {
        // A token without exp would never end; a subject that is no uuid was never issued here.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp'],
        });
        return payload.sub && UUID.test(payload.sub) ? payload.sub : null;
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
): Promise<string> {
  const token = crypto.randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    familyId,
    userId,
    expiresAt: new Date(Date.now() + ttlSeconds * 1000),
  });
  return token;
}

export type RotationResult =
  | { ok: true; userId: number; token: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'reused' };

/**
 * Exchanges a refresh token for the next one of its family. A token used twice means it was stolen
 * (or replayed): the whole family is revoked, ending that sign-in everywhere.
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
  if (row.usedAt || row.revokedAt) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  if (row.expiresAt.getTime() <= Date.now()) return { ok: false, reason: 'expired' };
  // Marking it used only if still unused makes two simultaneous refreshes a detected reuse.
  const claimed = await db
    .update(refreshTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt)))
    .returning({ id: refreshTokens.id });
  if (claimed.length === 0) {
    await revokeFamily(db, row.familyId);
    return { ok: false, reason: 'reused' };
  }
  const next = await issueRefreshToken(db, row.userId, ttlSeconds, row.familyId);
  return { ok: true, userId: row.userId, token: next };
}

export async function revokeFamily(db: Db, familyId: string): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
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
