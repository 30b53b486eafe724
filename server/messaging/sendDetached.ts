import { logUnexpected } from '../correlation';
import { messageBacklog } from './backlog';

/**
 * Sends a message without making the caller wait for the mail server or SMS gateway: the public calls
 * that must answer the same, in the same time, whether or not an account exists (forgot password,
 * resend) would otherwise tell a known account by the time its email takes. A failure is logged
 * (without the recipient) and handed to `onFailure`.
 */
export function sendDetached(send: () => Promise<void>, onFailure?: () => Promise<void>): void {
  messageBacklog.added();
  void send()
    .catch(async (error: unknown) => {
      logUnexpected('sending a message failed', new Error(String(error)));
      await onFailure?.().catch(() => undefined);
    })
    .finally(messageBacklog.settled);
}
