import crypto from 'node:crypto';
import { and, asc, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { recoveryCodes, secondFactors } from '../../db/schema/secondFactors';
import { AppError } from '../../errors';
import { lazyImport } from '../../lazyImport';
import { sha256 } from '../tokens';
import { seal, unseal } from './secretBox';

// Loaded when a staff member first adds or uses an authenticator app, not at start (decision 198, by decision 160's lazyImport).
const loadOtp = lazyImport('Authenticator apps', () => import('otplib'));
const loadQrCode = lazyImport('Authenticator apps', async () => (await import('qrcode')).default);

/** What the account-security page lists: never a secret or a key. */
export interface FactorSummary {
  uuid: string;
  kind: 'TOTP' | 'PASSKEY';
  name: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export const MAX_FACTORS = 10;
export const RECOVERY_CODE_COUNT = 10;
/** One step (30 s) either side of now: a phone's clock a little off still works. */
const TOTP_TOLERANCE_SECONDS = 30;

const confirmed = (userId: number) =>
  and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt));

export async function listFactors(db: Db, userId: number): Promise<FactorSummary[]> {
  const rows = await db
    .select()
    .from(secondFactors)
    .where(confirmed(userId))
    .orderBy(asc(secondFactors.createdAt), asc(secondFactors.id));
  return rows.map((row) => ({
    uuid: row.uuid,
    kind: row.kind as FactorSummary['kind'],
    name: row.name,
    createdAt: row.createdAt,
    lastUsedAt: row.lastUsedAt,
  }));
}

export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: secondFactors.id })
    .from(secondFactors)
    .where(confirmed(userId))
    .limit(1);
  return row !== undefined;
}

/** Refuses a new factor past MAX_FACTORS (each one is a way in; a list must stay reviewable). */
export async function assertRoomForFactor(db: Db, userId: number): Promise<void> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(secondFactors)
    .where(confirmed(userId));
  if (n >= MAX_FACTORS) throw new AppError(ResponseCode.INVALID_INPUT, 'Too many second factors');
}

/**
 * Starts adding an authenticator app: a new secret, kept sealed on an unconfirmed factor (an older
 * unconfirmed one of the user is dropped), and what the app needs: the otpauth URI as a QR code.
 */
export async function startTotp(db: Db, config: Config, user: { id: number; email: string }) {
  // Loaded first: a server that cannot load them changes nothing.
  const [{ generateSecret, generateURI }, QRCode] = await Promise.all([loadOtp(), loadQrCode()]);
  await assertRoomForFactor(db, user.id);
  await db
    .delete(secondFactors)
    .where(and(eq(secondFactors.userId, user.id), isNull(secondFactors.confirmedAt)));
  const secret = generateSecret();
  const [factor] = await db
    .insert(secondFactors)
    .values({
      userId: user.id,
      kind: 'TOTP',
      name: 'Authenticator app',
      secretSealed: await seal(db, config, secret),
    })
    .returning({ uuid: secondFactors.uuid });
  const otpauthUrl = generateURI({ issuer: 'Zabuni', label: user.email, secret });
  return {
    factorUuid: factor.uuid,
    secret,
    otpauthUrl,
    qrDataUrl: await QRCode.toDataURL(otpauthUrl, { margin: 1, width: 220 }),
  };
}

/**
 * Checks a code against one TOTP factor and takes its time step, atomically: the update only
 * succeeds for a step later than the last one taken, so a code (or an older one) used once, by this
 * request or a parallel one in any process, is refused.
 */
async function takeTotpCode(db: Db, config: Config, factor: FactorRow, code: string) {
  if (!factor.secretSealed) return false;
  const { verify } = await loadOtp();
  const secret = await unseal(db, config, factor.secretSealed);
  const result = await verify({ secret, token: code, epochTolerance: TOTP_TOLERANCE_SECONDS });
  // A TOTP result names the time step its code belongs to.
  if (!result.valid || !('timeStep' in result)) return false;
  const step = result.timeStep;
  const taken = await db
    .update(secondFactors)
    .set({ lastUsedStep: step, lastUsedAt: sql`now()` })
    .where(
      and(
        eq(secondFactors.id, factor.id),
        or(isNull(secondFactors.lastUsedStep), lt(secondFactors.lastUsedStep, step)),
      ),
    )
    .returning({ id: secondFactors.id });
  return taken.length === 1;
}

type FactorRow = typeof secondFactors.$inferSelect;

const isCodeShaped = (code: string) => /^\d{6}$/.test(code);

/** Confirms a just-added authenticator app by its first code; answers whether it was right. */
export async function confirmTotp(
  db: Db,
  config: Config,
  userId: number,
  factorUuid: string,
  code: string,
  name: string,
): Promise<boolean> {
  const [factor] = await db
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.uuid, factorUuid),
        eq(secondFactors.userId, userId),
        eq(secondFactors.kind, 'TOTP'),
        isNull(secondFactors.confirmedAt),
      ),
    );
  if (!factor || !isCodeShaped(code)) return false;
  if (!(await takeTotpCode(db, config, factor, code))) return false;
  await assertRoomForFactor(db, userId);
  await db
    .update(secondFactors)
    .set({ confirmedAt: sql`now()`, name })
    .where(eq(secondFactors.id, factor.id));
  return true;
}

/** Whether a code of any of the user's confirmed authenticator apps is right (and now taken). */
export async function checkTotp(db: Db, config: Config, userId: number, code: string) {
  if (!isCodeShaped(code)) return false;
  const factors = await db
    .select()
    .from(secondFactors)
    .where(and(confirmed(userId), eq(secondFactors.kind, 'TOTP')));
  for (const factor of factors) if (await takeTotpCode(db, config, factor, code)) return true;
  return false;
}

/** A code as a person types it: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.replace(/[\s-]/g, '').toLowerCase();

/** Ten new recovery codes (xxxxx-xxxxx, 50 bits each) replacing the old; only hashes are kept. */
export async function issueRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = crypto.randomBytes(10).toString('hex').slice(0, 10);
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normaliseRecoveryCode(code)) })));
  return codes;
}

/** Uses a recovery code once: the update that marks it used decides between parallel uses. */
export async function useRecoveryCode(db: Db, userId: number, code: string): Promise<boolean> {
  const normalised = normaliseRecoveryCode(code);
  if (!/^[0-9a-f]{10}$/.test(normalised)) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalised)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length === 1;
}

export async function recoveryCodesLeft(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return n;
}

export async function renameFactor(db: Db, userId: number, uuid: string, name: string) {
  const renamed = await db
    .update(secondFactors)
    .set({ name })
    .where(and(confirmed(userId), eq(secondFactors.uuid, uuid)))
    .returning({ id: secondFactors.id });
  if (renamed.length === 0) throw new AppError(ResponseCode.NOT_FOUND);
}

/** Removes one factor; the last one takes the recovery codes with it (they belong to the factors). */
export async function removeFactor(db: Db, userId: number, uuid: string): Promise<FactorRow> {
  const [removed] = await db
    .delete(secondFactors)
    .where(and(eq(secondFactors.userId, userId), eq(secondFactors.uuid, uuid)))
    .returning();
  if (!removed) throw new AppError(ResponseCode.NOT_FOUND);
  if (!(await hasSecondFactor(db, userId))) {
    await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  }
  return removed;
}

/** Removes every factor and recovery code of a user (an administrator's reset). */
export async function removeAllFactors(db: Db, userId: number): Promise<number> {
  const removed = await db
    .delete(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .returning({ id: secondFactors.id });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  return removed.length;
}
