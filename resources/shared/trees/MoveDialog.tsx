import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ResponseCode } from '../../../contract/responseCodes';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import type { TreeMatch, TreeName, TreeNode } from './methods';
import { failureReason, responseCodeErrorOf } from '../../../providers/responses';
import { TreeSearch } from './TreeSearch';

/** Server reasons the browser words in the person's language; others are shown as the server says. */
const knownReasons: Record<string, string> = {
  'An item cannot move under itself or under one of the items below it': 'zabuni.trees.cycle',
  'The item is already under this parent': 'zabuni.trees.sameParent',
};

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
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [parent, setParent] = useState<TreeMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const move = async () => {
    if (!parent) return;
    setSaving(true);
    try {
      await dataProvider.moveTreeNode({
        tree,
        uuid: node.uuid,
        parentUuid: parent.node.uuid,
        version: node.version,
      });
      notify('zabuni.trees.moved', {
        type: 'success',
        messageArgs: { name: node.name, parent: parent.node.name },
      });
      onMoved();
      onClose();
    } catch (failure) {
      if (responseCodeErrorOf(failure)?.code === ResponseCode.STALE_VERSION) {
        notify('zabuni.trees.stale', { type: 'warning' });
        onMoved();
        onClose();
        return;
      }
      const reason = failureReason(failure);
      setError(knownReasons[reason] ? translate(knownReasons[reason]) : reason);
    } finally {
      setSaving(false);
    }
  };
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
          onChoose={(match) => {
            setParent(match);
            setError(null);
          }}
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
        <Button variant="contained" disabled={!parent || saving} onClick={() => void move()}>
          {translate('zabuni.trees.moveTo')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
