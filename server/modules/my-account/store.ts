import { and, eq } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import { findUserWithInstitution } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { users } from '../../db/schema/identity';
import { attachments } from '../../db/schema/signing';
import { AppError } from '../../errors';

export async function findMyDetails(db: Db, userId: number) {
  const row = await findUserWithInstitution(db, userId);
  if (!row) throw new AppError(ResponseCode.NOT_FOUND);
  const { user, institution } = row;
  return {
    uuid: user.uuid,
    email: user.email,
    fullName: user.fullName,
    userTypeEnum: user.userType,
    isInstitutionAdministrator: user.isInstitutionAdministrator,
    institutionRegComplete: institution?.registrationComplete ?? false,
    procuringEntityUuid: institution?.uuid ?? null,
    procuringEntityName: institution?.name ?? null,
    signatureRequestedAt: user.signatureRequestedAt,
    wpAttachmentUuid: user.wpAttachmentUuid,
    cocAttachmentUuid: user.cocAttachmentUuid,
    tocAttachmentUuid: user.tocAttachmentUuid,
  };
}

export async function recordSignatureRequest(
  db: Db,
  user: { id: number; uuid: string },
  uuid: string,
) {
  if (parseUuid(uuid) !== user.uuid) throw new AppError(ResponseCode.FORBIDDEN);
  await db.update(users).set({ signatureRequestedAt: new Date() }).where(eq(users.id, user.id));
  return findMyDetails(db, user.id);
}

export type SignedDocument = 'wpAttachmentUuid' | 'cocAttachmentUuid' | 'tocAttachmentUuid';

/** Records a signed document on the user: it must be a signed attachment the user created. */
export async function recordSignedDocument(
  db: Db,
  user: { id: number; uuid: string },
  field: SignedDocument,
  attachmentUuid: string,
) {
  const [attachment] = await db
    .select({ uuid: attachments.uuid, signedBy: attachments.signedByCertificateId })
    .from(attachments)
    .where(
      and(
        eq(attachments.uuid, parseUuid(attachmentUuid)),
        eq(attachments.createdByUuid, user.uuid),
      ),
    );
  if (!attachment?.signedBy) throw new AppError(ResponseCode.NOT_FOUND);
  await db
    .update(users)
    .set({ [field]: attachment.uuid })
    .where(eq(users.id, user.id));
  return findMyDetails(db, user.id);
}
