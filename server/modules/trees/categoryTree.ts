import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { liveRowWhere, staleOrNotFound } from '../../db/entityTable';
import { escapeLike } from '../../db/paging';
import { tenderCategories, tenderSubCategories } from '../../db/schema/referenceData';
import { AppError } from '../../errors';
import {
  cycleError,
  sameParentError,
  type MoveInput,
  type Paging,
  type TreeMatch,
  type TreeNode,
  type TreeSource,
} from './nodes';

/**
 * Tender categories and their sub-categories: two tables, two levels. Shared reference data, read by
 * every signed-in user; a sub-category moves to another category (names are unique per category).
 */
const liveCategory = eq(tenderCategories.deleted, false);
const liveSub = eq(tenderSubCategories.deleted, false);

const categoryNode = {
  uuid: tenderCategories.uuid,
  name: tenderCategories.name,
  code: tenderCategories.code,
  active: tenderCategories.active,
  version: tenderCategories.version,
  childCount: sql<number>`(SELECT count(*)::int FROM tender_sub_categories AS sub
    WHERE sub.tender_category_id = tender_categories.id AND NOT sub.deleted)`,
};

const subNode = {
  id: tenderSubCategories.id,
  uuid: tenderSubCategories.uuid,
  name: tenderSubCategories.name,
  active: tenderSubCategories.active,
  version: tenderSubCategories.version,
  parentUuid: tenderCategories.uuid,
};

type CategoryRow = {
  uuid: string;
  name: string;
  code: string | null;
  active: boolean;
  version: number;
  childCount: number;
};
type SubRow = {
  id: number;
  uuid: string;
  name: string;
  active: boolean;
  version: number;
  parentUuid: string;
};

const toCategoryNode = (row: CategoryRow): TreeNode => ({
  ...row,
  kind: 'CATEGORY',
  parentUuid: null,
  childCount: Number(row.childCount),
});

const toSubNode = ({ id: _id, ...row }: SubRow): TreeNode => ({
  ...row,
  code: null,
  kind: 'SUB_CATEGORY',
  childCount: 0,
});

const selectSubs = (db: Db, where: SQL | undefined) =>
  db
    .select(subNode)
    .from(tenderSubCategories)
    .innerJoin(tenderCategories, eq(tenderCategories.id, tenderSubCategories.tenderCategoryId))
    .where(and(liveSub, where))
    .$dynamic();

async function children(db: Db, _user: AuthUser, parentUuid: string | null, paging: Paging) {
  if (!parentUuid) {
    const rows = await db
      .select(categoryNode)
      .from(tenderCategories)
      .where(liveCategory)
      .orderBy(asc(tenderCategories.name), asc(tenderCategories.id))
      .limit(paging.limit)
      .offset(paging.offset);
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(tenderCategories)
      .where(liveCategory);
    return { nodes: rows.map(toCategoryNode), total: Number(total) };
  }
  const category = await liveRowWhere(db, tenderCategories, eq(tenderCategories.uuid, parentUuid));
  if (!category) {
    // A sub-category has no children; anything else is unknown.
    const sub = await liveRowWhere(
      db,
      tenderSubCategories,
      eq(tenderSubCategories.uuid, parentUuid),
    );
    if (sub) return { nodes: [], total: 0 };
    throw new AppError(ResponseCode.NOT_FOUND, 'Parent not found');
  }
  const under = eq(tenderSubCategories.tenderCategoryId, category.id);
  const rows = (await selectSubs(db, under)
    .orderBy(asc(tenderSubCategories.name), asc(tenderSubCategories.id))
    .limit(paging.limit)
    .offset(paging.offset)) as SubRow[];
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(tenderSubCategories)
    .where(and(liveSub, under));
  return { nodes: rows.map(toSubNode), total: Number(total) };
}

async function search(db: Db, _user: AuthUser, text: string, limit: number) {
  const pattern = `%${escapeLike(text)}%`;
  const categories = await db
    .select(categoryNode)
    .from(tenderCategories)
    .where(
      and(
        liveCategory,
        or(ilike(tenderCategories.name, pattern), ilike(tenderCategories.code, pattern)),
      ),
    )
    .orderBy(asc(tenderCategories.name), asc(tenderCategories.id))
    .limit(limit);
  const subs = (await selectSubs(db, ilike(tenderSubCategories.name, pattern))
    .orderBy(asc(tenderSubCategories.name), asc(tenderSubCategories.id))
    .limit(limit)) as SubRow[];
  const matches: TreeMatch[] = [
    ...categories.map((row) => ({ node: toCategoryNode(row), path: [] })),
    ...subs.map((row) => ({ node: toSubNode(row), path: [row.parentUuid] })),
  ];
  return matches.slice(0, limit);
}

async function moveNode(db: Db, user: AuthUser, move: MoveInput): Promise<TreeNode> {
  const [sub] = (await selectSubs(db, eq(tenderSubCategories.uuid, move.uuid))) as SubRow[];
  if (!sub) {
    const category = await liveRowWhere(db, tenderCategories, eq(tenderCategories.uuid, move.uuid));
    if (!category) throw new AppError(ResponseCode.NOT_FOUND, 'Item not found');
    // A category under itself or its own sub-category is a loop; under anything else a third level.
    const underOwn = await liveRowWhere(
      db,
      tenderSubCategories,
      and(
        eq(tenderSubCategories.uuid, move.parentUuid),
        eq(tenderSubCategories.tenderCategoryId, category.id),
      ),
    );
    if (move.parentUuid === move.uuid || underOwn) throw cycleError();
    throw new AppError(ResponseCode.INVALID_INPUT, 'A tender category has no parent');
  }
  const current = async () =>
    toSubNode(((await selectSubs(db, eq(tenderSubCategories.id, sub.id))) as SubRow[])[0]);
  const stale = () =>
    staleOrNotFound(
      db,
      tenderSubCategories,
      eq(tenderSubCategories.id, sub.id),
      'Item not found',
      current,
    );
  // A move based on an old reading is stale before any rule is weighed: the rules read today's.
  if (sub.version !== move.version) throw await stale();
  const parent = await liveRowWhere(
    db,
    tenderCategories,
    eq(tenderCategories.uuid, move.parentUuid),
  );
  if (!parent) {
    if (move.parentUuid === move.uuid) throw cycleError();
    throw new AppError(ResponseCode.INVALID_INPUT, 'The parent must be a tender category');
  }
  if (sub.parentUuid === parent.uuid) throw sameParentError();
  // A name already in the chosen category is a unique violation: answered as DUPLICATE (9002).
  const [moved] = await db
    .update(tenderSubCategories)
    .set({ tenderCategoryId: parent.id, updatedAt: new Date(), updatedBy: user.email })
    .where(
      and(
        eq(tenderSubCategories.id, sub.id),
        eq(tenderSubCategories.version, move.version),
        liveSub,
      ),
    )
    .returning({ id: tenderSubCategories.id });
  if (!moved) throw await stale();
  return current();
}

export const categoryTree: TreeSource = {
  read: 'signedIn',
  move: 'uaa.referenceData.write',
  children,
  search,
  moveNode,
};
