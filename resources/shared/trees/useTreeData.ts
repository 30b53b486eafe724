import { useCallback, useEffect, useRef, useState } from 'react';
import { useDataProvider } from 'react-admin';
import { ResponseCode } from '../../../contract/responseCodes';
import { treeTables } from '../../../contract/trees';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import type { TreeName, TreeNode } from './methods';
import { responseCodeErrorOf } from '../../../providers/responses';
import { useRecordChanges } from '../LiveChanges';

/** The key of the roots in the loaded pages (a node's children are under its uuid). */
export const ROOT = '__root__';
/** Children read at a time when a node opens, and by each "Show more". */
export const PAGE = 50;

export interface Loaded {
  nodes: TreeNode[];
  total: number;
}

/**
 * State whose latest value is also kept in a ref, for loads started from callbacks that closed over
 * an older render. Changed by functions of the previous value only.
 */
function useStateWithLatest<T>(initial: T) {
  const [value, setValue] = useState(initial);
  const latest = useRef(value);
  const change = useCallback(
    (update: (prev: T) => T) =>
      setValue((prev) => {
        latest.current = update(prev);
        return latest.current;
      }),
    [],
  );
  return [value, change, latest] as const;
}

/**
 * What reading every page again came to: the parents that are gone (not found: deleted, or moved out
 * of sight) and the first other failure, if any.
 */
function outcomeOfReloads(parents: string[], answers: PromiseSettledResult<unknown>[]) {
  const isGone = (answer: PromiseSettledResult<unknown>) =>
    answer.status === 'rejected' &&
    responseCodeErrorOf(answer.reason)?.code === ResponseCode.NOT_FOUND;
  const gone = parents.filter((_, i) => isGone(answers[i]));
  const failure = answers.find(
    (answer): answer is PromiseRejectedResult => answer.status === 'rejected' && !isGone(answer),
  );
  return { gone, failure };
}

/**
 * The children read so far, by parent: a node's children are read when it first opens (one page,
 * then more on demand), and every page read can be read again after a move.
 */
export function useTreeData(tree: TreeName) {
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [loaded, setLoaded, current] = useStateWithLatest<Record<string, Loaded>>({});

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
    [current, fetchPage, setLoaded],
  );

  /**
   * Every page read so far, read again (after a move or another person's change: counts and places
   * change). A parent that is gone (deleted, or moved out of the caller's sight) loses its page.
   */
  const reloadAll = useCallback(async () => {
    const parents = Object.entries(current.current);
    const answers = await Promise.allSettled(
      parents.map(([parent, page]) =>
        load(parent, Math.min(100, Math.max(PAGE, page.nodes.length))),
      ),
    );
    const { gone, failure } = outcomeOfReloads(
      parents.map(([parent]) => parent),
      answers,
    );
    if (gone.length > 0) {
      setLoaded((prev) =>
        Object.fromEntries(Object.entries(prev).filter(([parent]) => !gone.includes(parent))),
      );
    }
    if (failure) throw failure.reason;
  }, [current, load, setLoaded]);

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

/** An open tree reads its pages again this long after the last change of a burst (as a list does). */
const LIVE_DEBOUNCE_MS = 300;

/**
 * While a tree is open, a change of its tables by anyone (a node added, renamed, moved, deleted,
 * an import) reads every page it has read again, as a list reloads on a live change (decision
 * 169): names, places and counts are the database's within a second or so, and what is open stays
 * open. The live streams are the lists' own (one per table and tab, shared with the list beside).
 */
export function useLiveTree(
  tree: TreeName,
  reloadAll: () => Promise<void>,
  failed: (e: unknown) => void,
) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const heard = (change: { action: string }) => {
    if (change.action === 'presence' || change.action === 'absence') return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void reloadAll().catch(failed), LIVE_DEBOUNCE_MS);
  };
  const [first, second] = treeTables[tree];
  useRecordChanges(first, heard);
  useRecordChanges(second, heard);
  useEffect(() => () => clearTimeout(timer.current), []);
}
