import { eq, sql } from 'drizzle-orm';
import { OTP_MAX_TRIES } from '../../../contract/onboarding';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/identity';
import { SIGN_IN_ACCOUNT_LOCKOUT, signInAccountKey } from '../../auth/signInLimits';
import { endUserSessions } from '../../auth/tokens';
import { forgetAttempts } from '../../http/attempts';

/** A self-registered tenderer's account: inactive and without a password until it is activated. */
export async function createSelfRegisteredTenderer(db: Db, email: string, phone: string) {
  const [user] = await db
    .insert(users)
    .values({
      email,
      phone,
      fullName: email,
      userType: 'TENDERER',
      active: false,
      createdBy: 'self-registration',
    })
    .returning({ id: users.id });
  return user;
}

export async function latestLiveActivation(db: Db, userId: number) {
  const result = await db.execute<{ id: number }>(
    sql`SELECT id FROM action_tokens WHERE user_id = ${userId} AND purpose = 'ACTIVATION'
        AND used_at IS NULL AND expires_at > now() ORDER BY id DESC LIMIT 1`,
  );
  const id = result.rows[0]?.id;
  return id === undefined ? undefined : { id: Number(id) };
}

/** Seconds the token's latest code has left; 0 when there is none that can still be used. */
export async function liveOtpSecondsLeft(db: Db, actionTokenId: number): Promise<number> {
  const result = await db.execute<{ seconds: string | number | null }>(
    sql`SELECT floor(extract(epoch FROM (expires_at - now()))) AS seconds FROM otp_codes
        WHERE action_token_id = ${actionTokenId} AND used_at IS NULL AND expires_at > now()
        AND attempts < ${OTP_MAX_TRIES} ORDER BY id DESC LIMIT 1`,
  );
  return Math.max(0, Number(result.rows[0]?.seconds ?? 0));
}

/**
 * Sets the password and ends the account's sessions (a reset must lock others out). It activates
 * only an account that never had a password (its first activation): a deactivated account stays
 * inactive, whatever link led here.
 */
export async function setPassword(db: Db, userId: number, passwordHash: string) {
  const [updated] = await db
    .update(users)
    .set({
      passwordHash,
      // SET reads the row as it was: true only where it was active or never activated.
      active: sql`${users.active} OR ${users.passwordHash} IS NULL`,
      emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  await endUserSessions(db, userId);
  // A completed reset proves the owner: a sign-in lockout of the account ends with it.
  if (updated) await forgetAttempts(db, SIGN_IN_ACCOUNT_LOCKOUT, signInAccountKey(updated.email));
}
