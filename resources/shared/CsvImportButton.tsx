import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Dialog } from '@mui/material';
import { useId, useState } from 'react';
import { Button, useTranslate } from 'react-admin';
import { preloadable } from '../../providers/preloadable';
import type { CsvImportTarget } from '../../providers/csvImportApi';
import type { CsvImportDialogProps } from './CsvImportDialog';
import { LazyDialogPart, preload } from './LazyDialogPart';

const dialog = preloadable<CsvImportDialogProps>(() =>
  import('./CsvImportDialog').then((module) => module.CsvImportDialog),
);

/**
 * Import from a CSV file, for every importable list (the list actions show it where the resource's
 * descriptor says so and the person may create); the dialog's inside is CsvImportDialog, downloaded
 * when first opened or hovered. The server checks and writes (contract/csvImport.ts). It only
 * creates records (decision 103): a row naming one that exists is refused, never written over.
 */
export function CsvImportButton({
  target,
  resource,
}: {
  target: CsvImportTarget;
  resource: string;
}) {
  const translate = useTranslate();
  const titleId = useId();
  const [isOpen, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button
        label="zabuni.csvImport.button"
        onClick={() => setOpen(true)}
        onPointerEnter={() => preload(dialog)}
        onFocus={() => preload(dialog)}
      >
        <UploadFileIcon />
      </Button>
      <Dialog open={isOpen} onClose={close} maxWidth="md" fullWidth aria-labelledby={titleId}>
        <LazyDialogPart
          part={dialog}
          label={translate('zabuni.csvImport.button')}
          onCancel={close}
          props={{ target, resource, titleId, onClose: close }}
        />
      </Dialog>
    </>
  );
}
