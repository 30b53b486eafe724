import { startTransition, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Box, CircularProgress, Typography } from '@mui/material';
import { RESET_PAGE_COUNTDOWN_SECONDS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { useOnce } from '../token-links/useOnce';
import { formatCountdown, useCountdown } from './useCountdown';
import { ResponseCode } from '../../contract/responseCodes';

/**
 * reset-password/{token}, the emailed reset link: a loading indicator with a 90-second countdown
 * while the link is checked, then create-password/{activationToken}; on failure 'User not found' and
 * Sign In. If no answer comes before the countdown ends, the page gives up the same way.
 */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const reset = useOnce(['reset-password-token', token], () =>
    onboardingApi.resetPasswordToken(token),
  );
  const secondsLeft = useCountdown(RESET_PAGE_COUNTDOWN_SECONDS, token);
  const nextToken = reset.data?.status ? reset.data.data?.activationToken : undefined;
  const hasFailed = reset.data?.status === false || reset.isError || secondsLeft === 0;

  useEffect(() => {
    // The next page renders as a transition, in slices: a slow phone stays responsive meanwhile.
    if (nextToken) {
      startTransition(() => navigate(`/create-password/${nextToken}`, { replace: true }));
    } else if (hasFailed) {
      // The spec's 'User not found' where the account is gone; a spent or unknown link says so.
      const isLinkInvalid = reset.data?.code === ResponseCode.TOKEN_INVALID;
      notify(isLinkInvalid ? 'zabuni.password.linkInvalid' : 'zabuni.password.userNotFound', {
        type: 'error',
      });
      startTransition(() => navigate('/login', { replace: true }));
    }
  }, [hasFailed, navigate, nextToken, notify, reset.data?.code]);

  return (
    <PublicPageLayout
      title={translate('zabuni.password.resetTitle')}
      actions={<LocalesMenuButton />}
    >
      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', py: 3, gap: 2 }}
        role="status"
      >
        <CircularProgress aria-label={translate('zabuni.tokenLinks.checking')} />
        <Typography color="text.secondary">
          {translate('zabuni.password.resetCountdown', { time: formatCountdown(secondsLeft) })}
        </Typography>
      </Box>
    </PublicPageLayout>
  );
};
