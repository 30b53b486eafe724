import { useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

/** 'A different user has logged in another tab': Ok only, no way to stay. */
export const IdentityMismatchDialog = ({ open, onOk }: { open: boolean; onOk(): void }) => {
  const translate = useTranslate();
  return (
    <Dialog open={open} aria-labelledby="identity-title">
      <DialogTitle id="identity-title">{translate('zabuni.session.expiredTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate('zabuni.session.differentUser')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onOk} variant="contained" autoFocus>
          {translate('ra.action.confirm_ok', { _: 'Ok' })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
