import type { ReactNode } from 'react';
import { Box, Chip } from '@mui/material';
import { TreeItem } from '@mui/x-tree-view/TreeItem';
import { useTranslate, type TranslateFunction } from 'react-admin';
import type { TreeNode } from './methods';
import type { Loaded } from './useTreeData';

/** Item ids that are not nodes: a parent's "Show more" line and its "Loading" line. */
export const MORE = 'more:';
export const LOADING = 'loading:';

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
 * A parent's items as read so far, each open node's below it: "Loading" until its first page is
 * read, "Show more" while some children are not read yet. A function, not a component, so that the
 * tree view receives its TreeItems directly.
 */
export function treeItems(
  loaded: Record<string, Loaded>,
  parent: string,
  translate: TranslateFunction,
): ReactNode {
  const page: Loaded | undefined = loaded[parent];
  if (!page) {
    return <TreeItem itemId={`${LOADING}${parent}`} label={translate('zabuni.trees.loading')} />;
  }
  return [
    ...page.nodes.map((node) => (
      <TreeItem key={node.uuid} itemId={node.uuid} label={<NodeLabel node={node} />}>
        {node.childCount > 0 ? treeItems(loaded, node.uuid, translate) : null}
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
}
