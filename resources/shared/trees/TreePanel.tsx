import { useState } from 'react';
import { Box, Button, Stack } from '@mui/material';
import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { useNotify, useTranslate } from 'react-admin';
import type { TreeName, TreeNode } from './methods';
import { failureReason } from '../../../providers/responses';
import { MoveDialog } from './MoveDialog';
import { treeItems } from './TreeItems';
import { TreeSearch } from './TreeSearch';
import { ROOT } from './useTreeData';
import { useTreeNavigation } from './useTreeNavigation';

/**
 * A tree beside a list (issue 39 item 2): the roots first, each node's children read when it opens
 * (a page at a time, "Show more" for the rest), a search that opens the path to what it finds, and
 * Move for the chosen node. MUI X's SimpleTreeView gives the keyboard: arrows move and open, Space
 * chooses (Enter opens a node, chooses a leaf), type-ahead jumps.
 */
export default function TreePanel({ tree, canMove }: { tree: TreeName; canMove: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [moving, setMoving] = useState<TreeNode | null>(null);
  const failed = (error: unknown) => notify(failureReason(error), { type: 'error' });
  const { apiRef, loaded, reloadAll, expanded, selected, chosen, onExpand, onSelect, openPath } =
    useTreeNavigation(tree, failed);
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
        {treeItems(loaded, ROOT, translate)}
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
