import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { SessionItem } from '../../contract/session';
import { onSessionExpired, resetSessionExpired } from '../../providers/sessionEvents';
import { ShellDialog } from './ShellDialog';

/** Shown once when the API says the session is over: Sign In only, no cancel. */
export const SessionExpiredDialog = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onSessionExpired(() => setIsOpen(true)), []);

  const signIn = () => {
    sessionStorage.removeItem(SessionItem.isLoggedIn);
    setIsOpen(false);
    resetSessionExpired();
    navigate('/login');
  };

  return (
    <ShellDialog
      open={isOpen}
      id="session-expired-title"
      title={translate('zabuni.session.expiredTitle')}
    >
      <Button onClick={signIn} variant="contained" autoFocus>
        {translate('zabuni.login.submit')}
      </Button>
    </ShellDialog>
  );
};
