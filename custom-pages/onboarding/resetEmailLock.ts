import { RESET_EMAIL_LOCK_MINUTES } from '../../contract/onboarding';
import { LocalItem } from '../../contract/session';

/**
 * The 20-minute resend lock per email, kept in local storage as the spec says (the server keeps its
 * own, which is the one that counts).
 */
const read = (): Record<string, number> => {
  try {
    return JSON.parse(localStorage.getItem(LocalItem.resetEmailsSentAt) ?? '{}');
  } catch {
    return {};
  }
};

/** Seconds until `email` may be sent another reset email; 0 when it may now. */
export function resetLockSecondsLeft(email: string, now = Date.now()): number {
  const sentAt = read()[email.toLowerCase()];
  if (sentAt === undefined) return 0;
  return Math.max(0, Math.ceil((sentAt + RESET_EMAIL_LOCK_MINUTES * 60_000 - now) / 1000));
}

export function rememberResetEmail(email: string, now = Date.now()): void {
  const minAge = now - RESET_EMAIL_LOCK_MINUTES * 60_000;
  const kept = Object.fromEntries(Object.entries(read()).filter(([, sentAt]) => sentAt > minAge));
  localStorage.setItem(
    LocalItem.resetEmailsSentAt,
    JSON.stringify({ ...kept, [email.toLowerCase()]: now }),
  );
}
