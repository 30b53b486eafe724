import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  instant,
  keyColumns,
  entityColumns,
  idRef,
  requiredIdRef,
  liveUniqueIndex,
  descriptionColumn,
} from './columns';
import { users } from './identity';

/**
 * A user's signing key: an X.509 certificate issued by the platform's certificate authority, and the
 * private key only inside a PKCS#12 bundle encrypted under the user's key phrase. A revoked
 * certificate signs nothing; a user has at most one that is not revoked.
 */
export const userCertificates = pgTable(
  'user_certificates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: requiredIdRef('user_id', () => users.id),
    serialNumber: varchar('serial_number', { length: 64 }).notNull().unique(),
    commonName: varchar('common_name', { length: 254 }).notNull(),
    certificatePem: text('certificate_pem').notNull(),
    /** base64 of the PKCS#12 bundle (key and certificate chain), encrypted under the key phrase. */
    pkcs12: text('pkcs12').notNull(),
    validUntil: instant('valid_until').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('user_certificates_one_live_key')
      .on(t.userId)
      .where(sql`${t.revokedAt} IS NULL`),
  ],
);

/** Stored documents (signed PDFs among them), with the SHA-256 of their content. */
export const attachments = pgTable(
  'attachments',
  {
    ...keyColumns(),
    createdByUuid: uuid('created_by_uuid').notNull(),
    title: varchar('title', { length: 250 }).notNull(),
    description: descriptionColumn(1000),
    model: varchar('model', { length: 60 }),
    modelId: integer('model_id'),
    modelUuid: varchar('model_uuid', { length: 60 }),
    subModule: varchar('sub_module', { length: 60 }),
    mimeType: varchar('mime_type', { length: 100 }).notNull(),
    /** base64 of the file. */
    content: text('content').notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    signedByCertificateId: idRef('signed_by_certificate_id', () => userCertificates.id),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('attachments_created_by_idx').on(t.createdByUuid, t.createdAt)],
);

/**
 * Documents users sign (TERMS_OF_SERVICES, TERMS_AND_CONDITION_WALLET,
 * CODE_ETHICS_AND_CONDUCT_FOR_PUBLIC_OFFICERS): HTML with {{signatoryName}}-style placeholders.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    ...entityColumns(),
    categoryCode: varchar('category_code', { length: 80 }).notNull(),
    title: varchar('title', { length: 250 }).notNull(),
    bodyHtml: text('body_html').notNull(),
  },
  (t) => [liveUniqueIndex('document_templates_category_live_key', t, t.categoryCode)],
);
