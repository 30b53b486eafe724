import { z } from 'zod';
import type { Permission } from '../../../contract/permissions';
import { ResponseCode } from '../../../contract/responseCodes';
import type { TreeMatch, TreeNode } from '../../../contract/trees';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { parseUuid } from '../../db/entityTable';
import { AppError } from '../../errors';
import type { Access } from '../../graphql/guards';

export type { TreeMatch, TreeNode };

/** One page of a node's children. */
export interface ChildPage {
  nodes: TreeNode[];
  total: number;
}

export interface Paging {
  offset: number;
  limit: number;
}

/** What each tree (areas, institutions, categories) answers; the resolvers check `read` and `move`. */
export interface TreeSource {
  read: Access;
  move: Permission;
  children(db: Db, user: AuthUser, parentUuid: string | null, paging: Paging): Promise<ChildPage>;
  search(db: Db, user: AuthUser, pattern: string, limit: number): Promise<TreeMatch[]>;
  moveNode(db: Db, user: AuthUser, move: MoveInput): Promise<TreeNode>;
}

export interface MoveInput {
  uuid: string;
  parentUuid: string;
  version: number;
}

export const SEARCH_LIMIT = 20;
/** Deeper than any tree here (areas have four levels): a walk up stops here even if data loops. */
export const MAX_DEPTH = 10;

const pagingSchema = z.object({
  offset: z.number().int().min(0).max(100_000).nullish(),
  limit: z.number().int().min(1).max(100).nullish(),
});

/** offset 0 to 100,000 and limit 1 to 100 (default 50), or INVALID_INPUT. */
export function parsePaging(args: { offset?: unknown; limit?: unknown }): Paging {
  const parsed = pagingSchema.safeParse({ offset: args.offset, limit: args.limit });
  if (!parsed.success) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'offset: 0 to 100000; limit: 1 to 100');
  }
  return { offset: parsed.data.offset ?? 0, limit: parsed.data.limit ?? 50 };
}

/** The search text, trimmed: 2 to 100 characters, or INVALID_INPUT. */
export function parseSearchText(text: unknown): string {
  const parsed = z.string().trim().min(2).max(100).safeParse(text);
  if (!parsed.success) {
    throw new AppError(ResponseCode.INVALID_INPUT, 'text: 2 to 100 characters');
  }
  return parsed.data;
}

/** The move's uuids and version, or INVALID_INPUT (the version is required: a move is a save). */
export function parseMove(args: { uuid?: unknown; parentUuid?: unknown; version?: unknown }) {
  const version = z.number().int().positive().safeParse(args.version);
  if (!version.success) throw new AppError(ResponseCode.INVALID_INPUT, 'version: Required');
  return {
    uuid: parseUuid(args.uuid),
    parentUuid: parseUuid(args.parentUuid),
    version: version.data,
  };
}

/** Why a node cannot move under the parent chosen: itself, or one of its own descendants. */
export const cycleError = () =>
  new AppError(
    ResponseCode.INVALID_INPUT,
    'An item cannot move under itself or under one of the items below it',
  );

export const sameParentError = () =>
  new AppError(ResponseCode.INVALID_INPUT, 'The item is already under this parent');
