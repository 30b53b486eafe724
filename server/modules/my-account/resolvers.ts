import { signedInOperation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import { findMyDetails, recordSignatureRequest, recordSignedDocument } from './store';

/** The signed-in user's own account and the documents they sign. */
export const myAccountResolvers = {
  Query: {
    getMyDetails: signedInOperation(async (_args: unknown, { db, user }) =>
      success(await findMyDetails(db, user.id)),
    ),
  },
  Mutation: {
    updateSignatureRequestUser: signedInOperation(async (args: { uuid: string }, { db, user }) =>
      success(await recordSignatureRequest(db, user, args.uuid)),
    ),
    updateWPUser: signedInOperation(async (args: { wpAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'wpAttachmentUuid', args.wpAttachmentUuid)),
    ),
    updateCOCUser: signedInOperation(async (args: { cocAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'cocAttachmentUuid', args.cocAttachmentUuid)),
    ),
    updateTOCUser: signedInOperation(async (args: { tocAttachmentUuid: string }, { db, user }) =>
      success(await recordSignedDocument(db, user, 'tocAttachmentUuid', args.tocAttachmentUuid)),
    ),
  },
};
