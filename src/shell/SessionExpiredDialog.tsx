import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { SessionItem } from '../../contract/session';
import { onSessionExpired, resetSessionExpired } from '../../providers/sessionEvents';

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
    <Dialog open={isOpen} aria-labelledby="session-expired-title">
      <DialogTitle id="session-expired-title">
        {translate('zabuni.session.expiredTitle')}
      </DialogTitle>
      <DialogActions>
        <Button onClick={signIn} variant="contained" autoFocus>
          {translate('zabuni.login.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
