import { useEffect, useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { onSessionExpired, resetSessionExpired } from '../../providers/sessionEvents';
import { ShellDialog } from './ShellDialog';

/**
 * Shown once when the API says the session is over: Sign In only, no cancel. Sign In ends the
 * session as a sign-out does (react-admin's logout): the session items, the query cache (the
 * identity, the access checks, the lists read) and the browser's store go, so whoever signs in next
 * in this tab is never drawn with the name, menu or records of the person before.
 */
export const SessionExpiredDialog = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => onSessionExpired(() => setIsOpen(true)), []);

  const signIn = () => {
    setIsOpen(false);
    resetSessionExpired();
    void logout(undefined, '/login', false);
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
