import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { ShellDialog } from './ShellDialog';

/** 'A different user has logged in another tab': Ok only, no way to stay. */
export const IdentityMismatchDialog = ({ open, onOk }: { open: boolean; onOk(): void }) => {
  const translate = useTranslate();
  return (
    <ShellDialog
      open={open}
      id="identity-title"
      title={translate('zabuni.session.expiredTitle')}
      text={translate('zabuni.session.differentUser')}
    >
      <Button onClick={onOk} variant="contained" autoFocus>
        {translate('ra.action.confirm_ok', { _: 'Ok' })}
      </Button>
    </ShellDialog>
  );
};
