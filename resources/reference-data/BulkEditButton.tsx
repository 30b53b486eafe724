import EditNoteIcon from '@mui/icons-material/EditNote';
import { Dialog } from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useResourceContext, useTranslate } from 'react-admin';
import { preloadable } from '../../providers/preloadable';
import { LazyDialogPart, preload } from '../shared/LazyDialogPart';
import type { BulkEditDialogProps } from './BulkEditDialog';
import type { ReferenceField } from './types';

const dialog = preloadable<BulkEditDialogProps>(() =>
  import('./BulkEditDialog').then((module) => module.BulkEditDialog),
);

/** The fields one value can be set on: plain text, numbers, yes/no and fixed choices, and active. */
export function bulkEditableFields(fields: ReferenceField[], activation: boolean) {
  const plain = fields.filter(
    (field) =>
      field.inForm !== false &&
      ['text', 'multiline', 'number', 'boolean', 'select', undefined].includes(field.kind),
  );
  const hasActive = plain.some((field) => field.source === 'active');
  return activation && !hasActive
    ? [...plain, { source: 'active', kind: 'boolean' } as ReferenceField]
    : plain;
}

/**
 * Bulk edit (issue 39 item 5): the selected rows' one field set to one value, after a confirmation;
 * each row is saved at the version the list read (bulkUpdateReferenceRecords), and the rows the
 * server refused (changed meanwhile, not allowed, gone) are listed by name with the reason. The
 * dialog's inside is BulkEditDialog, downloaded when first opened or hovered.
 */
export function BulkEditButton({ fields }: { fields: ReferenceField[] }) {
  const resource = useResourceContext() ?? '';
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ resource, action: 'edit' });
  const [isOpen, setOpen] = useState(false);
  if (!canAccess) return null;
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="zabuni.bulkEdit.button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => preload(dialog)}
        onFocus={() => preload(dialog)}
      >
        <EditNoteIcon />
      </Button>
      <Dialog open={isOpen} onClose={close} fullWidth maxWidth="xs">
        <LazyDialogPart
          part={dialog}
          label={translate('zabuni.bulkEdit.button')}
          onCancel={close}
          props={{ fields, onClose: close }}
        />
      </Dialog>
    </>
  );
}
