import crypto from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_TRIES, OTP_TTL_SECONDS } from '../../../contract/onboarding';
import { storedSecret } from '../../auth/tokens';
import type { Db } from '../../db/client';
import { otpCodes } from '../../db/schema/onboarding';

/** The code is kept as an HMAC bound to its activation token: the table alone reveals nothing. */
async function codeHash(db: Db, actionTokenId: number, code: string) {
  const key = await storedSecret(db, 'otp');
  return crypto.createHmac('sha256', key).update(`${actionTokenId}:${code}`).digest('hex');
}

/** A new code for an activation token; earlier codes of that token stop working. */
export async function issueOtp(db: Db, actionTokenId: number): Promise<string> {
  const code = crypto
    .randomInt(0, 10 ** OTP_LENGTH)
    .toString()
    .padStart(OTP_LENGTH, '0');
  await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.actionTokenId, actionTokenId), isNull(otpCodes.usedAt)));
  await db.insert(otpCodes).values({
    actionTokenId,
    codeHash: await codeHash(db, actionTokenId, code),
    expiresAt: new Date(Date.now() + OTP_TTL_SECONDS * 1000),
  });
  return code;
}

export type OtpCheck = 'VALID' | 'WRONG' | 'EXPIRED' | 'TOO_MANY_TRIES';

/** Checks a code against the token's latest one: single use, five tries, 177 seconds. */
export async function checkOtp(db: Db, actionTokenId: number, code: string): Promise<OtpCheck> {
  const [latest] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.actionTokenId, actionTokenId))
    .orderBy(desc(otpCodes.id))
    .limit(1);
  if (!latest || latest.usedAt || latest.expiresAt.getTime() <= Date.now()) return 'EXPIRED';
  // Count the try first, in one statement, so parallel guesses cannot exceed the limit.
  const [counted] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.usedAt)))
    .returning({ attempts: otpCodes.attempts });
  if (!counted) return 'EXPIRED';
  if (counted.attempts > OTP_MAX_TRIES) return 'TOO_MANY_TRIES';
  const expected = Buffer.from(latest.codeHash, 'hex');
  const given = Buffer.from(await codeHash(db, actionTokenId, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) return 'WRONG';
  const used = await db
    .update(otpCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(otpCodes.id, latest.id), isNull(otpCodes.usedAt)))
    .returning({ id: otpCodes.id });
  return used.length === 1 ? 'VALID' : 'EXPIRED';
}
