import { useEffect, useState } from 'react';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import type { TreeMatch, TreeName } from './methods';
import { LOADING, MORE } from './TreeItems';
import { nodesById, ROOT, useLiveTree, useTreeData } from './useTreeData';

/**
 * The tree panel's reading and moving about: the pages read, the open and the chosen items, and the
 * search's jump to a match. The roots are read once per tree; a node's children when it opens; a
 * change by anyone is shown without a reload.
 */
export function useTreeNavigation(tree: TreeName, failed: (error: unknown) => void) {
  const apiRef = useSimpleTreeViewApiRef();
  const { loaded, current, load, loadMore, reloadAll, reveal } = useTreeData(tree);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  // Another person's change (or this person's in another tab) is shown without a reload.
  useLiveTree(tree, reloadAll, failed);

  useEffect(() => {
    load(ROOT).catch(failed);
    // Read once per tree shown.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tree]);

  const onExpand = (_event: unknown, ids: string[]) => {
    for (const id of ids) if (!current.current[id]) load(id).catch(failed);
    setExpanded(ids);
  };

  const onSelect = (_event: unknown, id: string | null) => {
    if (id?.startsWith(MORE)) {
      loadMore(id.slice(MORE.length)).catch(failed);
      return;
    }
    if (id?.startsWith(LOADING)) return;
    setSelected(id);
  };

  /** Opens every node on the way to a match (reading what is not read yet), then focuses it. */
  const openPath = async ({ node, path }: TreeMatch) => {
    try {
      for (const parent of [ROOT, ...path]) if (!current.current[parent]) await load(parent);
      reveal(path.at(-1) ?? ROOT, node);
      setExpanded((open) => [...new Set([...open, ...path])]);
      setSelected(node.uuid);
      // Focus waits for the items just added to render.
      setTimeout(() => apiRef.current?.focusItem(null, node.uuid), 50);
    } catch (error) {
      failed(error);
    }
  };

  const chosen = selected ? nodesById(loaded).get(selected) : undefined;
  return { apiRef, loaded, reloadAll, expanded, selected, chosen, onExpand, onSelect, openPath };
}
