import { SIGNING_METADATA } from '../../../contract/signing';

/**
 * What the signature wizard sends to sign a document: the HTML in base64 and the attachment's
 * details, for the signer `userId` with `email` as contact.
 */
export const signHtmlRequest = (
  userId: string,
  email: string,
  passphrase: string,
  html: string,
) => ({
  userId,
  reason: SIGNING_METADATA.reason,
  location: SIGNING_METADATA.location,
  contactinfo: email,
  passphrase,
  base64html: Buffer.from(html).toString('base64'),
  attachmentDetail: {
    createdByUuid: userId,
    title: 'Code of Conduct',
    description: 'Code of Conduct',
    model: SIGNING_METADATA.model,
    modelId: SIGNING_METADATA.modelId,
    modelUuid: userId,
    subModule: SIGNING_METADATA.subModule,
    encrypt: SIGNING_METADATA.encrypt,
  },
});
