import { operation } from '../../graphql/operation';
import { successList } from '../../graphql/result';
import {
  createDesignation,
  deleteDesignation,
  listDesignationsOfInstitution,
  listMyDesignations,
  pageDesignations,
} from './store';
import { storeOperation } from '../../graphql/guards';
import type { InstitutionPageArgs } from '../../reference-kit/scope';

/** The designations (job titles) of an institution's staff. */
export const designationResolvers = {
  Query: {
    myInstitutionDesignations: operation(
      'uaa.designation.read',
      async (_args: unknown, { db, user }) => successList(await listMyDesignations(db, user)),
    ),
    getAllDesignationsByInstitution: operation(
      'uaa.designation.read',
      async (args: { institutionId: unknown }, { db, user }) =>
        successList(await listDesignationsOfInstitution(db, user, args.institutionId)),
    ),
    allDesignationsPageable: storeOperation(
      'uaa.designation.read',
      (args: InstitutionPageArgs, { db, user }) =>
        pageDesignations(db, user, args.pageParam, args.institutionUuid),
    ),
  },
  Mutation: {
    createDesignation: storeOperation(
      'uaa.designation.write',
      (args: { designation: unknown }, { db, user }) =>
        createDesignation(db, user, args.designation),
      'Created Successfully',
    ),
    deleteDesignation: storeOperation(
      'uaa.designation.delete',
      (args: { id: unknown }, { db, user }) => deleteDesignation(db, user, args.id),
      'Deleted Successfully',
    ),
  },
};
