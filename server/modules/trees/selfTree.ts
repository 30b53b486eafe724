import { and, asc, eq, getTableName, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Permission } from '../../../contract/permissions';
import { ResponseCode } from '../../../contract/responseCodes';
import type { AuthUser } from '../../auth/currentUser';
import type { Db } from '../../db/client';
import { staleOrNotFound, type EntityTable } from '../../db/entityTable';
import { escapeLike } from '../../db/paging';
import { AppError } from '../../errors';
import type { Access } from '../../graphql/guards';
import {
  cycleError,
  MAX_DEPTH,
  sameParentError,
  type ChildPage,
  type MoveInput,
  type Paging,
  type TreeMatch,
  type TreeNode,
  type TreeSource,
} from './nodes';

/** The columns a tree of one table needs: each row names its parent in the same table. */
export interface SelfTreeColumns {
  id: PgColumn;
  uuid: PgColumn;
  name: PgColumn;
  code: PgColumn;
  parentId: PgColumn;
  active: PgColumn;
  version: PgColumn;
  deleted: PgColumn;
}

/** A row as the tree reads it (kindOf and checkMove see it). */
export interface TreeRow {
  id: number;
  uuid: string;
  name: string;
  code: string | null;
  parentId: number | null;
  active: boolean;
  version: number;
  /** The column kindOf reads (an area's type, an institution's level). */
  kindValue: unknown;
}

export interface SelfTreeSpec {
  table: EntityTable & PgTable;
  columns: SelfTreeColumns;
  /** The column kindOf is given (areas: type; institutions: isLowerLevel). */
  kindColumn: PgColumn;
  kindOf(row: TreeRow): string;
  read: Access;
  move: Permission;
  /** The rows the caller may see (undefined: all). */
  visibleTo(user: AuthUser): SQL | undefined;
  /** The roots the caller starts from (top-level rows, or their own institution). */
  rootsFor(user: AuthUser): SQL;
  /** The rules of this tree for a move (levels, scope): throws AppError to refuse. */
  checkMove(user: AuthUser, node: TreeRow, parent: TreeRow): void;
}

/** A tree of one self-referencing table: administrative areas, institutions. */
export function selfTree(spec: SelfTreeSpec): TreeSource {
  const q = treeQueries(spec);
  return {
    read: spec.read,
    move: spec.move,
    children: (db, user, parentUuid, paging) => childrenOf(q, db, user, parentUuid, paging),
    search: (db, user, text, limit) => searchTree(q, db, user, text, limit),
    moveNode: (db, user, move) => moveTreeNode(q, db, user, move),
  };
}

/**
 * How a tree's rows are read: the live rows with their counts, as nodes, found within the caller's
 * view.
 */
function treeQueries(spec: SelfTreeSpec) {
  const { table, columns: c } = spec;
  const tableName = sql.identifier(getTableName(table));
  const live = eq(c.deleted, false);
  const selection = {
    id: c.id,
    uuid: c.uuid,
    name: c.name,
    code: c.code,
    parentId: c.parentId,
    active: c.active,
    version: c.version,
    kindValue: spec.kindColumn,
    // The live children under it (an index on parent_id answers it). The outer row is named by its
    // table: drizzle writes a column of a one-table select without it, which the inner table would shadow.
    childCount: sql<number>`(SELECT count(*)::int FROM ${tableName} AS child
      WHERE child.parent_id = ${tableName}.id AND NOT child.deleted)`,
    parentUuid: sql<string | null>`(SELECT up.uuid FROM ${tableName} AS up
      WHERE up.id = ${tableName}.parent_id)`,
  };
  type Selected = TreeRow & { childCount: number; parentUuid: string | null };

  /** The live rows `where` finds, with their counts; awaited, or ordered and paged first. */
  const select = (db: Db, where: SQL | undefined) =>
    db.select(selection).from(table).where(and(live, where)).$dynamic();
  const rowsOf = async (query: ReturnType<typeof select>) => (await query) as unknown as Selected[];

  const toNode = (row: Selected): TreeNode => ({
    uuid: row.uuid,
    name: row.name,
    code: row.code,
    kind: spec.kindOf(row),
    parentUuid: row.parentUuid,
    childCount: Number(row.childCount),
    active: row.active,
    version: row.version,
  });

  /** The visible live row with this uuid, or NOT_FOUND (also for one outside the caller's scope). */
  async function findVisible(db: Db, user: AuthUser, uuid: string, what: string) {
    const [row] = await rowsOf(select(db, and(eq(c.uuid, uuid), spec.visibleTo(user))));
    if (!row) throw new AppError(ResponseCode.NOT_FOUND, `${what} not found`);
    return row;
  }

  /** The ids and uuids above a row, nearest first (a recursive walk up, stopped at MAX_DEPTH). */
  async function ancestorsOf(db: Db, id: number): Promise<{ id: number; uuid: string }[]> {
    const result = await db.execute<{ id: number; uuid: string }>(sql`
      WITH RECURSIVE up(id, uuid, parent_id, depth) AS (
        SELECT id, uuid, parent_id, 0 FROM ${tableName} WHERE id = ${id}
        UNION ALL
        SELECT t.id, t.uuid, t.parent_id, up.depth + 1 FROM ${tableName} AS t
          JOIN up ON t.id = up.parent_id WHERE up.depth < ${MAX_DEPTH}
      )
      SELECT id, uuid FROM up WHERE depth > 0 ORDER BY depth`);
    return result.rows.map((row) => ({ id: Number(row.id), uuid: String(row.uuid) }));
  }
  return { spec, table, c, live, select, rowsOf, toNode, findVisible, ancestorsOf };
}

type TreeQueries = ReturnType<typeof treeQueries>;

/** A page of the live children the caller sees under a node, or of their roots. */
async function childrenOf(
  { spec, table, c, live, select, rowsOf, toNode, findVisible }: TreeQueries,
  db: Db,
  user: AuthUser,
  parentUuid: string | null,
  paging: Paging,
): Promise<ChildPage> {
  const under = parentUuid
    ? eq(c.parentId, (await findVisible(db, user, parentUuid, 'Parent')).id)
    : spec.rootsFor(user);
  const where = and(under, spec.visibleTo(user));
  const rows = await rowsOf(
    select(db, where).orderBy(asc(c.name), asc(c.id)).limit(paging.limit).offset(paging.offset),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(and(live, where));
  return { nodes: rows.map(toNode), total: Number(total) };
}

/** The rows whose name or code holds the text, each with the path of uuids down to it. */
async function searchTree(
  { spec, c, select, rowsOf, toNode, ancestorsOf }: TreeQueries,
  db: Db,
  user: AuthUser,
  text: string,
  limit: number,
) {
  const pattern = `%${escapeLike(text)}%`;
  const matching = or(ilike(c.name, pattern), ilike(c.code, pattern));
  const rows = await rowsOf(
    select(db, and(matching, spec.visibleTo(user)))
      .orderBy(asc(c.name), asc(c.id))
      .limit(limit),
  );
  const matches: TreeMatch[] = [];
  for (const row of rows) {
    const path = (await ancestorsOf(db, row.id)).map((a) => a.uuid).reverse();
    matches.push({ node: toNode(row), path });
  }
  return matches;
}

/** A node moved under another parent: stale, loops and the tree's own rules are refused. */
async function moveTreeNode(
  { spec, table, c, live, select, rowsOf, toNode, findVisible, ancestorsOf }: TreeQueries,
  db: Db,
  user: AuthUser,
  move: MoveInput,
): Promise<TreeNode> {
  const node = await findVisible(db, user, move.uuid, 'Item');
  // Refused: the node as it is now answers with 9012, so the tree shows who moved it first.
  const current = async () => toNode((await rowsOf(select(db, eq(c.id, node.id))))[0]);
  // A move based on an old reading is stale before any rule is weighed: the rules read today's.
  if (node.version !== move.version) {
    throw await staleOrNotFound(db, table, eq(c.id, node.id), 'Item not found', current);
  }
  const parent = await findVisible(db, user, move.parentUuid, 'Parent');
  // Under itself or under its own descendant would make a loop no walk from a root reaches.
  if (parent.id === node.id) throw cycleError();
  if ((await ancestorsOf(db, parent.id)).some((a) => a.id === node.id)) throw cycleError();
  if (node.parentId === parent.id) throw sameParentError();
  spec.checkMove(user, node, parent);
  const [moved] = await db
    .update(table)
    .set({ parentId: parent.id, updatedAt: new Date(), updatedBy: user.email } as never)
    .where(and(eq(c.id, node.id), eq(c.version, move.version), live))
    .returning({ id: c.id });
  if (!moved) throw await staleOrNotFound(db, table, eq(c.id, node.id), 'Item not found', current);
  return current();
}
