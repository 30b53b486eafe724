import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { restPaths } from '../../contract/services';

/** What GET /dev/outbox answers. */
export interface OutboxMessage {
  channel: 'EMAIL' | 'SMS';
  recipient: string;
  subject: string | null;
  body: string;
}

/**
 * The newest outbox message to a recipient on a channel, as a person reading their inbox would. Some
 * calls send after they answer (so that their timing tells nothing), so it waits up to a second.
 */
export async function latestMessage(
  baseUrl: string,
  recipient: string,
  channel: 'EMAIL' | 'SMS',
  wanted: (message: OutboxMessage) => boolean = () => true,
): Promise<OutboxMessage> {
  for (let tries = 0; ; tries++) {
    const response = await fetch(`${baseUrl}/dev/outbox?to=${encodeURIComponent(recipient)}`);
    const { messages } = (await response.json()) as { messages: OutboxMessage[] };
    const message = messages.find((m) => m.channel === channel && wanted(m));
    if (message) return message;
    if (tries >= 50) throw new Error(`No ${channel} to ${recipient} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The first link in a message that goes to `pathPrefix` (e.g. /otp-verify/). */
export function linkIn(message: OutboxMessage, pathPrefix: string): URL {
  const url = findLink(message, pathPrefix);
  if (!url) throw new Error(`No ${pathPrefix} link in: ${message.body}`);
  return url;
}

const findLink = (message: OutboxMessage, pathPrefix: string) =>
  message.body
    .match(/https?:\/\/\S+/g)
    ?.map((u) => new URL(u))
    .find((u) => u.pathname.startsWith(pathPrefix));

/**
 * The link to `pathPrefix` in the newest email to `recipient` that holds one: an earlier email to the
 * same person (the welcome before a reset) is already there while the new one is being sent.
 */
export async function emailedLink(
  baseUrl: string,
  recipient: string,
  pathPrefix: string,
): Promise<URL> {
  const message = await latestMessage(
    baseUrl,
    recipient,
    'EMAIL',
    (m) => !!findLink(m, pathPrefix),
  );
  return linkIn(message, pathPrefix);
}

/** The five digits of an OTP text message. */
export const otpIn = (message: OutboxMessage): string => {
  const code = /\b(\d{5})\b/.exec(message.body)?.[1];
  if (!code) throw new Error(`No code in: ${message.body}`);
  return code;
};

/** Fetches a captcha challenge and solves it as the browser does: the base64 payload to send. */
export async function solveCaptcha(baseUrl: string, product = 'zabuni'): Promise<string> {
  const response = await fetch(`${baseUrl}${restPaths(product).captchaChallenge}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('Captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
