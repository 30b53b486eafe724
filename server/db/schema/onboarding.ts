import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { instant, entityColumns, idRef, requiredIdRef } from './columns';
import { users } from './identity';

/**
 * Emails and text messages written by the outbox transport (the default outside production), so a
 * person running locally can follow an activation link or read an OTP at /dev/outbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: varchar('channel', { length: 10 }).notNull(),
    recipient: varchar('recipient', { length: 254 }).notNull(),
    subject: varchar('subject', { length: 250 }),
    body: text('body').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id)],
);

/**
 * Emailed link tokens (activation, password, profile and work requests, email verification, bid
 * withdrawal and modification, manufacturer invitations): only the SHA-256 of the token is kept,
 * each expires, and `usedAt` makes it single-use. `subjectId` is the row the link acts on.
 */
export const actionTokens = pgTable(
  'action_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
    purpose: varchar('purpose', { length: 40 }).notNull(),
    userId: idRef('user_id', () => users.id),
    subjectId: bigint('subject_id', { mode: 'number' }),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('action_tokens_user_purpose_idx').on(t.userId, t.purpose)],
);

/** One-time codes sent by SMS, bound to an activation token; kept as an HMAC, a few tries each. */
export const otpCodes = pgTable(
  'otp_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actionTokenId: requiredIdRef('action_token_id', () => actionTokens.id),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('otp_codes_action_token_idx').on(t.actionTokenId, t.id)],
);

/**
 * Attempt counters of every throttled call (per address, per email, per account), shared by processes:
 * fixed windows, and for sign-in a temporary lock whose wait grows with each lockout.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    scope: varchar('scope', { length: 40 }).notNull(),
    key: varchar('key', { length: 300 }).notNull(),
    windowStartedAt: instant('window_started_at').notNull(),
    count: integer('count').notNull(),
    /** Set while the key is locked out (sign-in); null otherwise. */
    lockedUntil: instant('locked_until'),
    /** How many times the key was locked out since it last succeeded: the next wait grows with it. */
    lockouts: integer('lockouts').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] })],
);

/** Solved captcha challenges, kept until they expire so that each answer is accepted once. */
export const usedCaptchas = pgTable('used_captchas', {
  signature: varchar('signature', { length: 128 }).primaryKey(),
  expiresAt: instant('expires_at').notNull(),
});

/** Request states of the emailed accept/reject and approve/reject links. */
export type RequestStatus = 'PENDING' | 'ACCEPTED' | 'REJECTED';

/** A tenderer asks a person to join its profile; the person accepts or rejects by link. */
export const profileRequests = pgTable('profile_requests', {
  ...entityColumns(),
  tendererName: varchar('tenderer_name', { length: 250 }).notNull(),
  personName: varchar('person_name', { length: 200 }).notNull(),
  personEmail: varchar('person_email', { length: 254 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('PENDING'),
  respondedAt: instant('responded_at'),
});

/** A company asks a person to use their CV as key personnel; accepted or rejected by link. */
export const workRequests = pgTable('work_requests', {
  ...entityColumns(),
  companyName: varchar('company_name', { length: 250 }).notNull(),
  personName: varchar('person_name', { length: 200 }).notNull(),
  personEmail: varchar('person_email', { length: 254 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('PENDING'),
  respondedAt: instant('responded_at'),
});

/** A tenderer's request to withdraw or modify a submitted bid, confirmed by link. */
export const bidChangeRequests = pgTable('bid_change_requests', {
  ...entityColumns(),
  /** WITHDRAW or MODIFICATION. */
  kind: varchar('kind', { length: 20 }).notNull(),
  submissionUuid: uuid('submission_uuid').notNull(),
  tenderNumber: varchar('tender_number', { length: 120 }).notNull(),
  tendererName: varchar('tenderer_name', { length: 250 }).notNull(),
  /** PENDING, then APPROVED or REJECTED. */
  status: varchar('status', { length: 20 }).notNull().default('PENDING'),
  decidedAt: instant('decided_at'),
});

/** A manufacturer invited to take part in a tender's lot (SOR or PE variant). */
export const manufacturerInvitations = pgTable('manufacturer_invitations', {
  ...entityColumns(),
  /** SOR (schedule of requirements) or PE (procuring entity, with a proof attachment). */
  variant: varchar('variant', { length: 10 }).notNull(),
  manufacturerName: varchar('manufacturer_name', { length: 250 }).notNull(),
  email: varchar('email', { length: 254 }).notNull(),
  tenderUuid: uuid('tender_uuid').notNull(),
  lotUuid: uuid('lot_uuid').notNull(),
  entityType: varchar('entity_type', { length: 30 }).notNull(),
  status: varchar('status', { length: 20 }).notNull().default('PENDING'),
  reasonForRejection: varchar('reason_for_rejection', { length: 1000 }),
  proofAttachmentUuid: uuid('proof_attachment_uuid'),
  userId: idRef('user_id', () => users.id),
  respondedAt: instant('responded_at'),
});
