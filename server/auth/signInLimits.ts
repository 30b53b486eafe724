import type { AttemptLimit, LockoutPolicy } from '../http/attempts';

/**
 * Sign-in throttling, per account tightly and per address loosely (ASVS 2.2.1). The account key is the
 * email as typed (trimmed, lower case), whether or not such an account exists, so a locked answer says
 * nothing about which accounts exist. After 5 attempts the account waits 1 minute, then 2, 4, 8 and at
 * most 15 (Keycloak's defaults); a right password or a completed password reset ends the lock.
 */
export const SIGN_IN_ACCOUNT_LOCKOUT: LockoutPolicy = {
  scope: 'sign-in-account',
  limit: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 12 * 60 * 60,
};

/**
 * Failed sign-ins per client address: a right password gives its attempt back, so a whole office
 * behind one address signs in freely and only guessing (many accounts, few passwords) is limited.
 */
export const SIGN_IN_ADDRESS_LIMIT: AttemptLimit = {
  scope: 'sign-in-address',
  limit: 200,
  windowSeconds: 15 * 60,
};

export const signInAccountKey = (email: string) => email.trim().toLowerCase();

/**
 * Second-factor codes (authenticator, recovery) and passkey answers per account, locking as passwords
 * do (ASVS 2.8.5 and 2.2.1): five wrong ones wait a minute, then 2, 4, 8, at most 15. A right one ends
 * the lock. Keyed by the user's id: only someone who knew the password gets this far.
 */
export const SECOND_FACTOR_LOCKOUT: LockoutPolicy = {
  scope: 'second-factor-account',
  limit: 5,
  firstWaitSeconds: 60,
  maxWaitSeconds: 15 * 60,
  forgetAfterSeconds: 12 * 60 * 60,
};

export const secondFactorAccountKey = (userId: number) => `user:${userId}`;
