import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';

/** The confirm step of the onboarding forms: Cancel and Continue. */
export const ConfirmDialog = ({
  open,
  title,
  onCancel,
  onConfirm,
  children,
}: {
  open: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-title" fullWidth maxWidth="xs">
      <DialogTitle id="confirm-title">{title}</DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{translate('zabuni.onboarding.cancel')}</Button>
        <Button onClick={onConfirm} variant="contained" autoFocus>
          {translate('zabuni.onboarding.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
