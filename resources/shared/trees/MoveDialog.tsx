import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TreeName, TreeNode } from './methods';
import { TreeSearch } from './TreeSearch';
import { useTreeMove } from './useTreeMove';

/**
 * Moving one node: find the new parent by name, choose it, confirm. The move is a save based on the
 * version the tree read (a stale one is refused and the tree read again); the server checks the
 * permission, scope, levels and loops.
 */
export function MoveDialog({
  tree,
  node,
  onClose,
  onMoved,
}: {
  tree: TreeName;
  node: TreeNode;
  onClose(): void;
  /** After a move, or a refusal because the tree was out of date: read it again. */
  onMoved(): void;
}) {
  const translate = useTranslate();
  const { parent, chooseParent, error, isSaving, move } = useTreeMove(tree, node, onClose, onMoved);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="tree-move-title">
      <DialogTitle id="tree-move-title">
        {translate('zabuni.trees.moveTitle', { name: node.name })}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {translate('zabuni.trees.moveHint')}
        </Typography>
        <TreeSearch
          tree={tree}
          label="zabuni.trees.search"
          exclude={node.uuid}
          onChoose={chooseParent}
        />
        {parent && (
          <Alert severity="info" sx={{ mt: 2 }}>
            {parent.node.name} (
            {translate(`zabuni.trees.kinds.${parent.node.kind}`, { _: parent.node.kind })})
          </Alert>
        )}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" disabled={!parent || isSaving} onClick={() => void move()}>
          {translate('zabuni.trees.moveTo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
