import { useCallback, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Box, CircularProgress } from '@mui/material';
import { product } from '../../providers/api';
import { startSignedInSession } from '../../providers/authProvider';
import { onboardingApi } from '../onboarding/onboardingApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { InvitationForm } from './InvitationForm';
import { useOnce } from './useOnce';
import type { InvitationSignIn } from './useInvitationForm';

/** Where an invitation login goes: a manufacturer to the lot's submission, anyone else is denied. */
function afterInvitationLogin(login: InvitationSignIn): string {
  if (login.user.userTypeEnum !== 'MANUFACTURER') return '/manufacturer-redirect';
  const query = new URLSearchParams({
    lotUuid: login.entityUuid,
    tenderUuid: login.mainEntityUuid,
    entityType: login.entityType,
    action: 'submission',
  });
  return `/${product}-manufacturer/submission?${query}`;
}

/**
 * manufacturer-sor/{token} and manufacturer-pe/{token}: the token is verified, then checked; an
 * invitation already accepted signs the manufacturer straight in, otherwise the Accept/Reject form
 * shows (a reason on REJECT, a PDF proof on ACCEPT in the PE variant) with a confirm prompt.
 * An invalid token goes to manufacturer-redirect ('Request Denied').
 */
export const ManufacturerInvitationPage = ({ variant }: { variant: 'SOR' | 'PE' }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const queryClient = useQueryClient();
  const signIn = useCallback(
    (login: InvitationSignIn) => {
      startSignedInSession({ ...login, token_type: 'Bearer' });
      // react-admin remembers that this tab was signed out; it must ask again.
      queryClient.removeQueries({ queryKey: ['auth'] });
      navigate(afterInvitationLogin(login), { replace: true });
    },
    [navigate, queryClient],
  );
  const verification = useOnce(['invitation', token], async () => {
    const verified = await onboardingApi.verifyInvitationToken(token);
    if (!verified.status) return { verified, checked: undefined };
    return { verified, checked: await onboardingApi.checkInvitation(token) };
  });
  const verified = verification.data?.verified;
  const checked = verification.data?.checked;
  const denial = verification.isError
    ? translate('zabuni.invitation.failed')
    : verified && !verified.status
      ? verified.message
      : checked && !checked.status
        ? checked.message
        : undefined;
  const existingLogin = checked?.status ? checked.data : null;

  useEffect(() => {
    if (denial) {
      notify(denial, { type: 'error' });
      navigate('/manufacturer-redirect', { replace: true });
    } else if (existingLogin) {
      signIn(existingLogin);
    }
  }, [denial, existingLogin, navigate, notify, signIn]);

  const isReady = verified?.status && checked?.status && !existingLogin;
  return (
    <PublicPageLayout title={translate('zabuni.invitation.title')} actions={<LocalesMenuButton />}>
      {isReady ? (
        <InvitationForm
          token={token}
          variant={variant}
          manufacturerName={verified.data?.manufacturerName ?? ''}
          onSignedIn={signIn}
        />
      ) : (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status">
          <CircularProgress aria-label={translate('zabuni.tokenLinks.checking')} />
        </Box>
      )}
    </PublicPageLayout>
  );
};
