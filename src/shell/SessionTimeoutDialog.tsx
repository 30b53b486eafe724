import { useTranslate } from 'react-admin';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';

const formatCountdown = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** The warning shown when 300 seconds or fewer remain: Extend or Log Out. */
export const SessionTimeoutDialog = ({
  secondsLeft,
  onExtend,
  onLogOut,
}: {
  secondsLeft: number | null;
  onExtend(): void;
  onLogOut(): void;
}) => {
  const translate = useTranslate();
  return (
    <Dialog open={secondsLeft !== null} aria-labelledby="session-timeout-title">
      <DialogTitle id="session-timeout-title">
        {translate('zabuni.session.warningTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>
          {translate('zabuni.session.warningBody', {
            countdown: formatCountdown(Math.max(0, secondsLeft ?? 0)),
          })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onLogOut}>{translate('zabuni.session.logOut')}</Button>
        <Button onClick={onExtend} variant="contained" autoFocus>
          {translate('zabuni.session.extend')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
