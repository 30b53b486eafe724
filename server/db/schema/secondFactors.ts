import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, requiredIdRef } from './columns';
import { users } from './identity';

/**
 * A user's second factors (issue 40): authenticator apps (TOTP) and passkeys (WebAuthn). A TOTP
 * secret is kept encrypted (AES-256-GCM, server/auth/secondFactor/secretBox.ts) with the last time
 * step it accepted, so a code is never taken twice; a passkey keeps its public key and counter.
 * A factor counts once confirmed (the first code, or the passkey's registration).
 */
export const secondFactors = pgTable(
  'second_factors',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    userId: requiredIdRef('user_id', () => users.id),
    /** TOTP or PASSKEY. */
    kind: varchar('kind', { length: 10 }).notNull(),
    name: varchar('name', { length: 60 }).notNull(),
    /** TOTP: the secret, encrypted (iv.tag.ciphertext, base64url). */
    secretSealed: text('secret_sealed'),
    /** TOTP: the time step of the last code accepted; a code of that step or earlier is refused. */
    lastUsedStep: bigint('last_used_step', { mode: 'number' }),
    /** PASSKEY: the credential id (base64url), its COSE public key (base64url) and signature counter. */
    credentialId: varchar('credential_id', { length: 1400 }),
    publicKey: text('public_key'),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: varchar('transports', { length: 200 }),
    confirmedAt: instant('confirmed_at'),
    lastUsedAt: instant('last_used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('second_factors_user_idx').on(t.userId),
    uniqueIndex('second_factors_credential_key')
      .on(t.credentialId)
      .where(sql`${t.credentialId} IS NOT NULL`),
  ],
);

/** Ten single-use recovery codes per user, kept as SHA-256 (they are long random codes). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredIdRef('user_id', () => users.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('recovery_codes_user_idx').on(t.userId, t.codeHash)],
);

/**
 * Short-lived, single-use challenges: a sign-in waiting for its second factor (SIGN_IN, after the
 * right password), a passkey being registered (PASSKEY_REGISTRATION) or a step-up (STEP_UP). The
 * browser holds a random token whose hash is kept here; a WebAuthn challenge rides along.
 */
export const factorChallenges = pgTable(
  'factor_challenges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 30 }).notNull(),
    userId: requiredIdRef('user_id', () => users.id),
    /** The sign-in (refresh-token family) a step-up is for. */
    sessionId: uuid('session_id'),
    webauthnChallenge: varchar('webauthn_challenge', { length: 200 }),
    /** Wrong codes given against this challenge; past five it ends. */
    failures: integer('failures').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('factor_challenges_user_idx').on(t.userId)],
);

/**
 * How each sign-in (refresh-token family) was made: `amr` (pwd, otp, hwk, ...) and `acr` (aal1 or
 * aal2), and when a second factor was last presented in it (step-up looks at this).
 */
export const signInFactors = pgTable('sign_in_factors', {
  sessionId: uuid('session_id').primaryKey(),
  userId: requiredIdRef('user_id', () => users.id),
  amr: varchar('amr', { length: 60 }).notNull(),
  acr: varchar('acr', { length: 10 }).notNull(),
  secondFactorAt: instant('second_factor_at'),
  createdAt: instant('created_at').notNull().defaultNow(),
});
