import type { PageParam } from '../../db/paging';
import { operation, signedInOperation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import {
  fillTemplate,
  findDocumentTemplate,
  listDocumentTemplates,
  saveDocumentTemplate,
} from './store';

/** The templates of the documents signatories sign. */
export const documentTemplateResolvers = {
  Query: {
    getDocumentTemplates: operation(
      'app.documentTemplate.read',
      async (args: { pageParam?: PageParam | null }, { db }) =>
        success(await listDocumentTemplates(db, args.pageParam)),
    ),
    findDocumentTemplateByUuid: operation(
      'app.documentTemplate.read',
      async (args: { uuid: string }, { db }) => success(await findDocumentTemplate(db, args.uuid)),
    ),
    // Every signatory reads the documents they are asked to sign.
    getTemplateByCategory: signedInOperation(
      async (args: Parameters<typeof fillTemplate>[1], { db }) =>
        success(await fillTemplate(db, args)),
    ),
  },
  Mutation: {
    updateDocumentTemplate: operation(
      'app.documentTemplate.write',
      async (args: { documentTemplate: unknown }, { db, user }) =>
        success(
          await saveDocumentTemplate(db, args.documentTemplate, user.email),
          'Edited Successfully',
        ),
    ),
  },
};
