import { useCallback, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useGetIdentity, useLoading, useLogout, useNotify, useTranslate } from 'react-admin';
import { Alert, LinearProgress } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { clearSession, getCurrentUser } from '../../providers/session';
import { AppMenu } from './AppMenu';
import { ShellAppBar } from './ShellAppBar';
import { FeedbackButton } from './FeedbackButton';
import { ErrorCover } from './ErrorCover';
import { ShellFrame } from './ShellFrame';
import { IdentityMismatchDialog } from './IdentityMismatchDialog';
import { SessionExpiredDialog } from './SessionExpiredDialog';
import { StepUpDialog } from './StepUpDialog';
import { StaleDeleteDialog } from '../../resources/shared/StaleDeleteDialog';
import { resourceDescriptors } from '../composition/resourceRegistry';
import { recordTimeOut } from '../../providers/sessionClock';
import { SessionTimeoutDialog } from './SessionTimeoutDialog';
import { useIdentityCheck } from './useIdentityCheck';
import { useLowerLevelGuard } from './useLowerLevelGuard';
import { useMultiTabGuard } from './useMultiTabGuard';
import { useSessionTimeout } from './useSessionTimeout';
import { fetchSystemStatus, useSystemStatusGuard } from '../../providers/useSystemStatusGuard';
import { useServerPreferences } from '../../providers/preferenceStore';

/**
 * The signed-in application's frame (ShellFrame, react-admin's layout as drawn) plus the shell's rules (session timeout,
 * identity check, multi-tab, maintenance and lock, lower-level PE) and a thin progress bar on top.
 * Inactivity is monitored on every page of this layout: it is the signed-in app that the spec's
 * /landing tree was (docs/decisions.md).
 */
export const ShellLayout = ({ children }: { children: ReactNode }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const logout = useLogout();
  const location = useLocation();
  const isLoading = useLoading();
  const { identity } = useGetIdentity();

  const onTimeout = useCallback(() => {
    recordTimeOut(`${location.pathname}${location.search}`);
    notify('zabuni.session.timedOut', { type: 'warning' });
    void logout(undefined, '/login', false);
  }, [location.pathname, location.search, logout, notify]);
  const session = useSessionTimeout({ onTimeout });
  const extend = () => {
    session.extend();
    notify('zabuni.session.extended', { type: 'success' });
  };

  const isIdentityMismatch = useIdentityCheck(identity?.id ? String(identity.id) : undefined);
  const leaveForHome = () => {
    // This tab's session belongs to the other user's predecessor: it ends here.
    clearSession({ keepBrowserItems: true });
    notify('zabuni.session.redirectHome', { type: 'info' });
    navigate('/');
  };

  useMultiTabGuard();
  useSystemStatusGuard();
  useLowerLevelGuard();
  useServerPreferences();

  return (
    <ShellFrame
      error={ErrorCover}
      menu={AppMenu}
      appBar={ShellAppBar}
      // Room under the page for the floating Give Feedback button (48 px, 16 px from the bottom),
      // so the page's end can be read beside it; on a phone it sits above a form's toolbar fixed
      // at the bottom (about 70 px), so the room is that much taller there (decision 136).
      sx={{ '& .RaLayout-content': { pb: { xs: 20, sm: 11 } } }}
    >
      {isLoading && (
        <LinearProgress
          aria-label={translate('ra.page.loading')}
          sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: 2000 }}
        />
      )}
      <StatusBanner />
      {children}
      <SessionTimeoutDialog
        secondsLeft={session.secondsLeft}
        onExtend={extend}
        onLogOut={session.logOut}
      />
      <IdentityMismatchDialog open={isIdentityMismatch} onOk={leaveForHome} />
      <SessionExpiredDialog />
      <StepUpDialog />
      <StaleDeleteDialog historyEntityOf={historyEntityOf} />
      <FeedbackButton />
    </ShellFrame>
  );
};

/** A resource's history table (its descriptor's, else its name with underscores), as the History panel reads it. */
function historyEntityOf(resource: string): string {
  const entity = resourceDescriptors.find(
    (descriptor) => descriptor.name === resource,
  )?.historyEntity;
  return entity || resource.replace(/-/g, '_');
}

/** For the administrators who stay while the system is under maintenance or locked. */
const StatusBanner = () => {
  const translate = useTranslate();
  const canChangeStatus = !!getCurrentUser()?.permissions.includes('settings.write');
  const { data: status } = useQuery({
    queryKey: ['system-status'],
    queryFn: fetchSystemStatus,
    enabled: canChangeStatus,
    refetchInterval: 60_000,
  });
  if (!status || status.value === 'ACTIVE') return null;
  return (
    <Alert severity="warning" sx={{ mb: 1 }}>
      {translate(`zabuni.systemStatus.banner.${status.value}`)}
    </Alert>
  );
};
