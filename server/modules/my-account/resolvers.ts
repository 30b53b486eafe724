import { findMyDetails, recordSignatureRequest, recordSignedDocument } from './store';
import { storeOperation } from '../../graphql/guards';

/** The signed-in user's own account and the documents they sign. */
export const myAccountResolvers = {
  Query: {
    getMyDetails: storeOperation('signedIn', (_args: unknown, { db, user }) =>
      findMyDetails(db, user.id),
    ),
  },
  Mutation: {
    updateSignatureRequestUser: storeOperation('signedIn', (args: { uuid: string }, { db, user }) =>
      recordSignatureRequest(db, user, args.uuid),
    ),
    updateWPUser: storeOperation('signedIn', (args: { wpAttachmentUuid: string }, { db, user }) =>
      recordSignedDocument(db, user, 'wpAttachmentUuid', args.wpAttachmentUuid),
    ),
    updateCOCUser: storeOperation('signedIn', (args: { cocAttachmentUuid: string }, { db, user }) =>
      recordSignedDocument(db, user, 'cocAttachmentUuid', args.cocAttachmentUuid),
    ),
    updateTOCUser: storeOperation('signedIn', (args: { tocAttachmentUuid: string }, { db, user }) =>
      recordSignedDocument(db, user, 'tocAttachmentUuid', args.tocAttachmentUuid),
    ),
  },
};
