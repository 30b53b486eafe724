import type { ReactNode } from 'react';
import {
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/**
 * A notice of the shell over every page (session over, about to end, another user): a title, an
 * optional sentence and its buttons. Only a button closes it.
 */
export const ShellDialog = ({
  open,
  id,
  title,
  text,
  children,
}: {
  open: boolean;
  /** The title's element id, which labels the dialog. */
  id: string;
  title: string;
  text?: string;
  children: ReactNode;
}) => (
  <Dialog open={open} aria-labelledby={id}>
    <DialogTitle id={id}>{title}</DialogTitle>
    {text !== undefined && (
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
    )}
    <DialogActions>{children}</DialogActions>
  </Dialog>
);
