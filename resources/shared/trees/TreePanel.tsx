import { useEffect, useState, type ReactNode } from 'react';
import { Box, Button, Chip, Stack } from '@mui/material';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useSimpleTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { useNotify, useTranslate } from 'react-admin';
import type { TreeMatch, TreeName, TreeNode } from './methods';
import { failureReason } from '../../../providers/responses';
import { MoveDialog } from './MoveDialog';
import { TreeSearch } from './TreeSearch';
import { nodesById, ROOT, useLiveTree, useTreeData, type Loaded } from './useTreeData';

const MORE = 'more:';
const LOADING = 'loading:';

/** An item's line: its name, its kind and how many items are below it. */
function NodeLabel({ node }: { node: TreeNode }) {
  const translate = useTranslate();
  return (
    <Box component="span" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
      <span>{node.name}</span>
      {node.childCount > 0 && (
        <Chip
          size="small"
          variant="outlined"
          label={translate('zabuni.trees.children', { smart_count: node.childCount })}
        />
      )}
      <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>
        {translate(`zabuni.trees.kinds.${node.kind}`, { _: node.kind })}
      </Box>
    </Box>
  );
}

/**
 * A tree beside a list (issue 39 item 2): the roots first, each node's children read when it opens
 * (a page at a time, "Show more" for the rest), a search that opens the path to what it finds, and
 * Move for the chosen node. MUI X's SimpleTreeView gives the keyboard: arrows move and open, Space
 * chooses (Enter opens a node, chooses a leaf), type-ahead jumps.
 */
export default function TreePanel({ tree, canMove }: { tree: TreeName; canMove: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const apiRef = useSimpleTreeViewApiRef();
  const { loaded, current, load, loadMore, reloadAll, reveal } = useTreeData(tree);
  const [expanded, setExpanded] = useState<string[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const failed = (error: unknown) => notify(failureReason(error), { type: 'error' });
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

  const items = (parent: string): ReactNode => {
    const page: Loaded | undefined = loaded[parent];
    if (!page) {
      return <TreeItem itemId={`${LOADING}${parent}`} label={translate('zabuni.trees.loading')} />;
    }
    return [
      ...page.nodes.map((node) => (
        <TreeItem key={node.uuid} itemId={node.uuid} label={<NodeLabel node={node} />}>
          {node.childCount > 0 ? items(node.uuid) : null}
        </TreeItem>
      )),
      page.nodes.length < page.total && (
        <TreeItem
          key={MORE}
          itemId={`${MORE}${parent}`}
          label={translate('zabuni.trees.more', { count: page.total - page.nodes.length })}
        />
      ),
    ];
  };

  const chosen = selected ? nodesById(loaded).get(selected) : undefined;
  return (
    <Stack spacing={2} sx={{ p: 2, minWidth: 0 }}>
      <TreeSearch tree={tree} label="zabuni.trees.search" onChoose={(m) => void openPath(m)} />
      {canMove && (
        <Box>
          <Button
            variant="outlined"
            startIcon={<DriveFileMoveIcon />}
            disabled={!chosen}
            title={chosen ? undefined : translate('zabuni.trees.selectFirst')}
            onClick={() => chosen && setMoving(chosen)}
          >
            {translate('zabuni.trees.move')}
          </Button>
        </Box>
      )}
      <SimpleTreeView
        apiRef={apiRef}
        aria-label={translate('zabuni.trees.label')}
        expandedItems={expanded}
        onExpandedItemsChange={onExpand}
        selectedItems={selected}
        onSelectedItemsChange={onSelect}
        expansionTrigger="iconContainer"
        sx={{ overflowX: 'auto' }}
      >
        {items(ROOT)}
      </SimpleTreeView>
      {moving && (
        <MoveDialog
          tree={tree}
          node={moving}
          onClose={() => setMoving(null)}
          onMoved={() => void reloadAll().catch(failed)}
        />
      )}
    </Stack>
  );
}
