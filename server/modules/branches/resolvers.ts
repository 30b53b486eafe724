import { parseVersion } from '../../db/entityTable';
import { operation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import {
  deleteBranch,
  listBranchesByInstitutionId,
  listBranchesByInstitutionUuid,
  listMyBranches,
  saveBranch,
} from './store';
import { storeOperation } from '../../graphql/guards';

/** An institution's branches. */
export const branchResolvers = {
  Query: {
    getMyInstBranches: operation('uaa.branch.read', async (_args: unknown, { db, user }) =>
      successList(await listMyBranches(db, user)),
    ),
    getBranchesByInstitution: operation(
      'uaa.branch.read',
      async (args: { institutionId: string }, { db, user }) =>
        successList(await listBranchesByInstitutionId(db, user, args.institutionId)),
    ),
    findBranchesByInstitution: operation(
      'uaa.branch.read',
      async (args: { institutionUuid: string }, { db, user }) =>
        successList(await listBranchesByInstitutionUuid(db, user, args.institutionUuid)),
    ),
  },
  Mutation: {
    createUpdateBranch: operation(
      'uaa.branch.write',
      async (args: { branch: { uuid?: string | null } }, { db, user }) =>
        success(
          await saveBranch(db, user, args.branch),
          args.branch?.uuid ? 'Edited Successfully' : 'Created Successfully',
        ),
    ),
    deleteBranch: storeOperation(
      'uaa.branch.delete',
      (args: { id: string; version?: unknown }, { db, user }) =>
        deleteBranch(db, user, args.id, parseVersion(args.version)),
      'Deleted Successfully',
    ),
  },
};
