import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { secondFactors } from '../../db/schema/secondFactors';
import { currentLogger } from '../../correlation';
import { assertRoomForFactor } from './factors';
import type { Challenge } from './challenges';
import { lazyImport } from '../../lazyImport';

// Loaded when a staff member first adds or uses a passkey, not at start (decision 198, by decision 160's lazyImport): 28 MB alone.
const loadWebAuthn = lazyImport('Passkeys', () => import('@simplewebauthn/server'));

/**
 * Passkeys (WebAuthn) with user verification required (decision 150). The relying party is
 * WEBAUTHN_RP_ID, else PUBLIC_URL's host; the origin PUBLIC_URL's (never a request's Host header).
 */
function relyingParty(config: Config) {
  const origin = new URL(config.publicUrl ?? 'http://localhost').origin;
  return { rpID: config.webauthnRpId ?? new URL(origin).hostname, origin };
}

async function userPasskeys(db: Db, userId: number) {
  return db
    .select()
    .from(secondFactors)
    .where(
      and(
        eq(secondFactors.userId, userId),
        eq(secondFactors.kind, 'PASSKEY'),
        isNotNull(secondFactors.confirmedAt),
      ),
    );
}

const transportsOf = (row: { transports: string | null }) =>
  (row.transports ? row.transports.split(',') : undefined) as
    ('internal' | 'usb' | 'nfc' | 'ble' | 'hybrid')[] | undefined;

export async function registrationOptions(
  db: Db,
  config: Config,
  user: { id: number; uuid: string; email: string },
) {
  const { generateRegistrationOptions } = await loadWebAuthn();
  await assertRoomForFactor(db, user.id);
  const existing = await userPasskeys(db, user.id);
  return generateRegistrationOptions({
    rpName: 'Zabuni',
    rpID: relyingParty(config).rpID,
    userName: user.email,
    userID: new TextEncoder().encode(user.uuid),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({
      id: row.credentialId!,
      transports: transportsOf(row),
    })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
  });
}

/** Verifies a new passkey against its registration challenge and keeps it; false if not valid. */
export async function finishRegistration(
  db: Db,
  config: Config,
  challenge: Challenge,
  response: RegistrationResponseJSON,
  name: string,
): Promise<boolean> {
  // Outside the check's catch: a library that cannot load is the server's fault, not a refusal.
  const { verifyRegistrationResponse } = await loadWebAuthn();
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyRegistrationResponse({
    response,
    expectedChallenge: challenge.webauthnChallenge ?? '',
    expectedOrigin: origin,
    expectedRPID: rpID,
    requireUserVerification: true,
  }).catch((error: unknown) => {
    currentLogger().info({ reason: String(error) }, 'passkey registration refused');
    return undefined;
  });
  if (!verification?.verified) return false;
  await assertRoomForFactor(db, challenge.userId);
  const { credential } = verification.registrationInfo;
  await db.insert(secondFactors).values({
    userId: challenge.userId,
    kind: 'PASSKEY',
    name,
    credentialId: credential.id,
    publicKey: Buffer.from(credential.publicKey).toString('base64url'),
    counter: credential.counter,
    transports: credential.transports?.join(',') ?? null,
    confirmedAt: sql`now()`,
  });
  return true;
}

export async function authenticationOptions(db: Db, config: Config, userId: number) {
  const { generateAuthenticationOptions } = await loadWebAuthn();
  const passkeys = await userPasskeys(db, userId);
  return generateAuthenticationOptions({
    rpID: relyingParty(config).rpID,
    allowCredentials: passkeys.map((row) => ({
      id: row.credentialId!,
      transports: transportsOf(row),
    })),
    userVerification: 'required',
  });
}

/**
 * Verifies a passkey's answer to a challenge's WebAuthn challenge, for one of the challenge user's
 * passkeys, and keeps its new signature counter; false if not valid.
 */
export async function verifyPasskey(
  db: Db,
  config: Config,
  challenge: Challenge,
  response: AuthenticationResponseJSON,
): Promise<boolean> {
  const { verifyAuthenticationResponse } = await loadWebAuthn();
  if (!challenge.webauthnChallenge) return false;
  const passkey = (await userPasskeys(db, challenge.userId)).find(
    (row) => row.credentialId === response.id,
  );
  if (!passkey) return false;
  const { rpID, origin } = relyingParty(config);
  const verification = await verifyAuthenticationResponse({
    response,
    expectedChallenge: challenge.webauthnChallenge,
    expectedOrigin: origin,
    expectedRPID: rpID,
    credential: {
      id: passkey.credentialId!,
      publicKey: Buffer.from(passkey.publicKey!, 'base64url'),
      counter: passkey.counter,
      transports: transportsOf(passkey),
    },
    requireUserVerification: true,
  }).catch((error: unknown) => {
    currentLogger().info({ reason: String(error) }, 'passkey sign-in refused');
    return undefined;
  });
  if (!verification?.verified) return false;
  await db
    .update(secondFactors)
    .set({ counter: verification.authenticationInfo.newCounter, lastUsedAt: sql`now()` })
    .where(eq(secondFactors.id, passkey.id));
  return true;
}
