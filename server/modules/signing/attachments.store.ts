import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { attachments } from '../../db/schema/signing';

export interface AttachmentDetail {
  title: string;
  description?: string | null;
  model?: string | null;
  modelId?: number | null;
  modelUuid?: string | null;
  subModule?: string | null;
}

export async function saveSignedPdf(
  db: Db,
  pdf: Buffer,
  detail: AttachmentDetail,
  createdByUuid: string,
  certificateId: number,
) {
  const [saved] = await db
    .insert(attachments)
    .values({
      ...detail,
      createdByUuid,
      mimeType: 'application/pdf',
      content: pdf.toString('base64'),
      sha256: crypto.createHash('sha256').update(pdf).digest('hex'),
      signedByCertificateId: certificateId,
    })
    .returning({ uuid: attachments.uuid, title: attachments.title, sha256: attachments.sha256 });
  return saved;
}

/** The caller's own attachments among the uuids; `hash` carries the content, as the spec names it. */
export async function listOwnAttachments(db: Db, uuids: string[], ownerUuid: string) {
  if (uuids.length === 0) return [];
  const rows = await db
    .select()
    .from(attachments)
    .where(and(inArray(attachments.uuid, uuids), eq(attachments.createdByUuid, ownerUuid)));
  return rows.map((row) => ({
    uuid: row.uuid,
    title: row.title,
    hash: row.content,
    sha256: row.sha256,
    mimeType: row.mimeType,
    createdAt: row.createdAt,
  }));
}
