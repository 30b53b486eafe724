import type { PageParam } from '../../db/paging';
import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  createDesignation,
  deleteDesignation,
  listDesignationsOfInstitution,
  listMyDesignations,
  pageDesignations,
} from './store';

type PagedArgs = { pageParam?: PageParam | null; institutionUuid?: string | null };

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
    allDesignationsPageable: operation(
      'uaa.designation.read',
      async (args: PagedArgs, { db, user }) =>
        success(await pageDesignations(db, user, args.pageParam, args.institutionUuid)),
    ),
  },
  Mutation: {
    createDesignation: operation(
      'uaa.designation.write',
      async (args: { designation: unknown }, { db, user }) =>
        success(await createDesignation(db, user, args.designation), 'Created Successfully'),
    ),
    deleteDesignation: operation(
      'uaa.designation.delete',
      async (args: { id: unknown }, { db, user }) =>
        success(await deleteDesignation(db, user, args.id), 'Deleted Successfully'),
    ),
  },
};
