import type { PageArgs } from '../../db/paging';
import {
  fillTemplate,
  findDocumentTemplate,
  listDocumentTemplates,
  saveDocumentTemplate,
} from './store';
import { storeOperation } from '../../graphql/guards';

/** The templates of the documents signatories sign. */
export const documentTemplateResolvers = {
  Query: {
    getDocumentTemplates: storeOperation('app.documentTemplate.read', (args: PageArgs, { db }) =>
      listDocumentTemplates(db, args.pageParam),
    ),
    findDocumentTemplateByUuid: storeOperation(
      'app.documentTemplate.read',
      (args: { uuid: string }, { db }) => findDocumentTemplate(db, args.uuid),
    ),
    // Every signatory reads the documents they are asked to sign.
    getTemplateByCategory: storeOperation(
      'signedIn',
      (args: Parameters<typeof fillTemplate>[1], { db }) => fillTemplate(db, args),
    ),
  },
  Mutation: {
    updateDocumentTemplate: storeOperation(
      'app.documentTemplate.write',
      (args: { documentTemplate: unknown }, { db, user }) =>
        saveDocumentTemplate(db, args.documentTemplate, user.email),
      'Edited Successfully',
    ),
  },
};
