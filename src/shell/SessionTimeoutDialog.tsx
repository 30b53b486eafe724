import { useTranslate } from 'react-admin';
import { Button } from '@mui/material';
import { ShellDialog } from './ShellDialog';

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
    <ShellDialog
      open={secondsLeft !== null}
      id="session-timeout-title"
      title={translate('zabuni.session.warningTitle')}
      text={translate('zabuni.session.warningBody', {
        countdown: formatCountdown(Math.max(0, secondsLeft ?? 0)),
      })}
    >
      <Button onClick={onLogOut}>{translate('zabuni.session.logOut')}</Button>
      <Button onClick={onExtend} variant="contained" autoFocus>
        {translate('zabuni.session.extend')}
      </Button>
    </ShellDialog>
  );
};
