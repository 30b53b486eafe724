import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outboxMessages } from '../db/schema/onboarding';
import { lazyImport } from '../lazyImport';
import { sendDetached } from './sendDetached';

/** nodemailer (about 10 MB resident) is loaded by the first email, not at start (decision 160). */
const loadNodemailer = lazyImport('Email', async () => (await import('nodemailer')).default);

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface TextMessage {
  to: string;
  text: string;
}

/** Where emails and text messages go: real transports when configured, else the database outbox. */
export interface Messenger {
  sendEmail(db: Db, email: Email): Promise<void>;
  sendSms(db: Db, message: TextMessage): Promise<void>;
  /**
   * Tells a user of what was already done (a second factor added or removed): the action stands
   * whatever the mail server does. The outbox is written before answering; a mail server is handed
   * the email without waiting, a failure logged (a mail server away must not stop a sign-in).
   */
  sendNotice(db: Db, email: Email): Promise<void>;
}

/** An SMS provider: one call per message. The webhook provider below is the one that ships. */
export interface SmsProvider {
  send(message: TextMessage): Promise<void>;
}

/** Posts {to, text} as JSON to a gateway (most SMS aggregators offer such an endpoint). */
export function webhookSmsProvider(url: string): SmsProvider {
  return {
    async send(message) {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

const writeToOutbox = (
  db: Db,
  channel: 'EMAIL' | 'SMS',
  to: string,
  body: string,
  subject?: string,
) =>
  db
    .insert(outboxMessages)
    .values({ channel, recipient: to, subject, body })
    .then(() => undefined);

export function createMessenger(config: Config): Messenger {
  const { smtpUrl } = config;
  // One transport per messenger, made with the first email.
  let mailer: Promise<Transporter> | undefined;
  const sms = config.smsWebhookUrl ? webhookSmsProvider(config.smsWebhookUrl) : undefined;
  const sendEmail: Messenger['sendEmail'] = async (db, email) => {
    if (!smtpUrl) return writeToOutbox(db, 'EMAIL', email.to, email.text, email.subject);
    mailer ??= loadNodemailer().then((nodemailer) => nodemailer.createTransport(smtpUrl));
    await (await mailer).sendMail({ from: config.mailFrom, ...email });
  };
  return {
    sendEmail,
    async sendNotice(db, email) {
      if (!smtpUrl) return sendEmail(db, email);
      sendDetached(() => sendEmail(db, email));
    },
    async sendSms(db, message) {
      if (!sms) return writeToOutbox(db, 'SMS', message.to, message.text);
      await sms.send(message);
    },
  };
}

// One messenger (and SMTP transport) per configuration, not one per request.
const messengers = new WeakMap<Config, Messenger>();

/** The messenger of a configuration, for resolvers (which get the config, not the app's messenger). */
export function messengerFor(config: Config): Messenger {
  let messenger = messengers.get(config);
  if (!messenger) messengers.set(config, (messenger = createMessenger(config)));
  return messenger;
}
