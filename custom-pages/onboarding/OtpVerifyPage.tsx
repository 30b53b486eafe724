import { Link as RouterLink, useParams } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { OTP_TTL_SECONDS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { useOnce } from '../token-links/useOnce';
import { OtpCodeBoxes } from './OtpCodeBoxes';
import { formatCountdown } from './useCountdown';
import { useOtpForm } from './useOtpForm';

/**
 * otp-verify/{token}/{phone}/{email}: opening the emailed link sends the SMS code; five one-digit
 * boxes (pasting five digits fills them), Verify Account once all are digits, a 2:57 countdown and
 * then Resend. A right code goes on to create-password/{activationToken}.
 */
export const OtpVerifyPage = () => {
  const translate = useTranslate();
  const { token = '', phone = '', email = '' } = useParams();
  const check = useOnce(['check-if-activated', token], () =>
    onboardingApi.checkIfActivated(email, token),
  );
  const result = check.data;
  return (
    <PublicPageLayout title={translate('zabuni.otp.title')} actions={<LocalesMenuButton />}>
      {check.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status">
          <CircularProgress aria-label={translate('zabuni.otp.sending')} />
        </Box>
      ) : result?.status ? (
        <OtpForm
          token={token}
          phone={phone}
          email={email}
          initialSeconds={result.data?.secondsLeft ?? OTP_TTL_SECONDS}
        />
      ) : (
        <>
          <Alert severity="error" sx={{ mb: 3 }}>
            {result?.message ??
              translate(check.error?.message ?? 'zabuni.tokenLinks.somethingWrong')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="outlined">
            {translate('zabuni.register.goToLogin')}
          </Button>
        </>
      )}
    </PublicPageLayout>
  );
};

const OtpForm = ({
  token,
  phone,
  email,
  initialSeconds,
}: {
  token: string;
  phone: string;
  email: string;
  initialSeconds: number;
}) => {
  const translate = useTranslate();
  const { digits, setDigits, boxes, secondsLeft, isBusy, message, verify, resend } = useOtpForm({
    token,
    email,
    initialSeconds,
  });
  const isComplete = digits.every((digit) => /^\d$/.test(digit));

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate('zabuni.otp.sentTo', { phone })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.otp.hint')}
      </Typography>
      <OtpCodeBoxes digits={digits} setDigits={setDigits} boxes={boxes} />
      {message && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {message}
        </Alert>
      )}
      {isComplete && (
        <Button variant="contained" size="large" fullWidth onClick={verify} disabled={isBusy}>
          {translate('zabuni.otp.verify')}
        </Button>
      )}
      <Typography sx={{ mt: 2, textAlign: 'center' }} aria-live="polite">
        {secondsLeft > 0 ? (
          translate('zabuni.otp.resendIn', { time: formatCountdown(secondsLeft) })
        ) : (
          <Link component="button" type="button" onClick={resend} disabled={isBusy}>
            {translate('zabuni.otp.resend')}
          </Link>
        )}
      </Typography>
    </Box>
  );
};
