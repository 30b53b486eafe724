import { institutionCategories } from '../../db/schema/institutions';
import { swahiliColumns, swahiliFieldsOf } from '../../reference-kit/translations';
import { institutionCategoryInputSchema } from '../../../contract/institutionCategories';
import type { PageArgs } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success } from '../../graphql/result';
import {
  deleteInstitutionCategory,
  listInstitutionCategories,
  saveInstitutionCategory,
} from './store';
import { deleteOperation, storeOperation } from '../../graphql/guards';

/** The categories institutions are grouped in. */
export const institutionCategoryResolvers = {
  // "Institution category: id is taken from uuid."
  InstitutionCategory: { id: (category: { uuid: string }) => category.uuid },
  Query: {
    allProcuringEntityCategories: storeOperation(
      'uaa.institutionCategory.read',
      (args: PageArgs, { db }) => listInstitutionCategories(db, args.pageParam),
    ),
  },
  Mutation: {
    createUpdateInstitutionCategories: operation(
      'uaa.institutionCategory.write',
      async (args: { institutionCategory: unknown }, { db, user }) => {
        const input = institutionCategoryInputSchema.parse(args.institutionCategory);
        const swahili = swahiliColumns(
          swahiliFieldsOf(institutionCategories),
          args.institutionCategory,
        );
        const saved = await saveInstitutionCategory(db, { ...input, ...swahili }, user.email);
        return success(saved, input.uuid ? 'Edited Successfully' : 'Created Successfully');
      },
    ),
    deleteInstitutionCategoryByUuid: deleteOperation(
      'uaa.institutionCategory.delete',
      (db, user, uuid, version) => deleteInstitutionCategory(db, uuid, user.email, version),
    ),
  },
};
