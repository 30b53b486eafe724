import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import { parseUuid } from '../../db/entityTable';
import { AppError } from '../../errors';
import { signedInOperation } from '../../graphql/operation';
import { success, successList } from '../../graphql/result';
import type { Access } from '../../graphql/guards';
import { parseMove, parsePaging, parseSearchText, SEARCH_LIMIT } from './nodes';
import { trees } from './trees';

type TreeArgs = { tree: keyof typeof trees };

/** The caller holds the permission (or the tree is for every signed-in user), else FORBIDDEN. */
function allow(user: AuthUser, access: Access) {
  if (access !== 'signedIn' && !user.permissions.has(access)) {
    throw new AppError(ResponseCode.FORBIDDEN);
  }
}

/**
 * The trees' operations (decision 144): reads need the list's read permission, a move its write
 * permission; each tree then applies its scope and rules. GraphQL's enum refuses any other tree.
 */
export const treeResolvers = {
  Query: {
    treeChildren: signedInOperation(
      async (
        args: TreeArgs & { parentUuid?: string | null; offset?: unknown; limit?: unknown },
        { db, user },
      ) => {
        const tree = trees[args.tree];
        allow(user, tree.read);
        const paging = parsePaging(args);
        const parentUuid = args.parentUuid == null ? null : parseUuid(args.parentUuid);
        return success(await tree.children(db, user, parentUuid, paging));
      },
    ),
    treeSearch: signedInOperation(async (args: TreeArgs & { text?: unknown }, { db, user }) => {
      const tree = trees[args.tree];
      allow(user, tree.read);
      return successList(await tree.search(db, user, parseSearchText(args.text), SEARCH_LIMIT));
    }),
  },
  Mutation: {
    moveTreeNode: signedInOperation(
      async (
        args: TreeArgs & { uuid?: unknown; parentUuid?: unknown; version?: unknown },
        { db, user },
      ) => {
        const tree = trees[args.tree];
        allow(user, tree.move);
        return success(await tree.moveNode(db, user, parseMove(args)), 'Moved Successfully');
      },
    ),
  },
};
