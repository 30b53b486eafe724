import { useState } from 'react';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import { ResponseCode } from '../../../contract/responseCodes';
import type { ZabuniDataProvider } from '../../../providers/zabuniDataProvider';
import type { TreeMatch, TreeName, TreeNode } from './methods';
import { failureReason, responseCodeErrorOf } from '../../../providers/responses';

/** Server reasons the browser words in the person's language; others are shown as the server says. */
const knownReasons: Record<string, string> = {
  'An item cannot move under itself or under one of the items below it': 'zabuni.trees.cycle',
  'The item is already under this parent': 'zabuni.trees.sameParent',
};

/**
 * Move's state: the parent chosen, the server's refusal and whether the save runs. `move` saves at
 * the version the tree read; a stale one is refused, told, and the tree read again.
 */
export function useTreeMove(
  tree: TreeName,
  node: TreeNode,
  onClose: () => void,
  onMoved: () => void,
) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<ZabuniDataProvider>();
  const [parent, setParent] = useState<TreeMatch | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);

  const chooseParent = (match: TreeMatch) => {
    setParent(match);
    setError(null);
  };
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
  return { parent, chooseParent, error, isSaving, move };
}
