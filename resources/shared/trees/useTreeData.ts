import { useCallback, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { ZabuniDataProvider } from '../../../providers/operations/customMethods';
import type { TreeName, TreeNode } from '../../../providers/operations/treeMethods';

/** The key of the roots in the loaded pages (a node's children are under its uuid). */
export const ROOT = '__root__';
/** Children read at a time when a node opens, and by each "Show more". */
export const PAGE = 50;

export interface Loaded {
  nodes: TreeNode[];
  total: number;
}

/**
 * The children read so far, by parent: a node's children are read when it first opens (one page,
 * then more on demand), and every page read can be read again after a move.
 */
export function useTreeData(tree: TreeName) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [loaded, setPages] = useState<Record<string, Loaded>>({});
  // The latest pages, for loads started from callbacks that closed over an older render.
  const current = useRef(loaded);
  const setLoaded = useCallback(
    (change: (prev: Record<string, Loaded>) => Record<string, Loaded>) =>
      setPages((prev) => {
        current.current = change(prev);
        return current.current;
      }),
    [],
  );

  const fetchPage = useCallback(
    (parent: string, offset: number, limit: number) =>
      dataProvider.treeChildren({
        tree,
        parentUuid: parent === ROOT ? null : parent,
        offset,
        limit,
      }),
    [dataProvider, tree],
  );

  /** The first page of a parent's children (again, if read before). */
  const load = useCallback(
    async (parent: string, limit = PAGE) => {
      const page = await fetchPage(parent, 0, limit);
      setLoaded((prev) => ({ ...prev, [parent]: page }));
      return page;
    },
    [fetchPage, setLoaded],
  );

  /** The next page of a parent's children, after those shown. */
  const loadMore = useCallback(
    async (parent: string) => {
      const shown = current.current[parent]?.nodes ?? [];
      const page = await fetchPage(parent, shown.length, PAGE);
      setLoaded((prev) => ({
        ...prev,
        [parent]: { nodes: [...(prev[parent]?.nodes ?? []), ...page.nodes], total: page.total },
      }));
    },
    [fetchPage, setLoaded],
  );

  /** Every page read so far, read again (after a move: counts and places change). */
  const reloadAll = useCallback(async () => {
    const parents = Object.entries(current.current);
    await Promise.all(
      parents.map(([parent, page]) =>
        load(parent, Math.min(100, Math.max(PAGE, page.nodes.length))),
      ),
    );
  }, [load]);

  /** Shows a node found by search under its parent even when it is beyond the pages read. */
  const reveal = useCallback(
    (parent: string, node: TreeNode) => {
      setLoaded((prev) => {
        const page = prev[parent];
        if (!page || page.nodes.some((n) => n.uuid === node.uuid)) return prev;
        return { ...prev, [parent]: { ...page, nodes: [...page.nodes, node] } };
      });
    },
    [setLoaded],
  );

  return { loaded, current, load, loadMore, reloadAll, reveal };
}

/** Every node read so far, by uuid. */
export const nodesById = (loaded: Record<string, Loaded>): Map<string, TreeNode> =>
  new Map(Object.values(loaded).flatMap((page) => page.nodes.map((n) => [n.uuid, n] as const)));
