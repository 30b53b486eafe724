import { useRef, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Button, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { PublicPageLayout } from '../PublicPageLayout';
import { useOnce } from '../token-links/useOnce';
import { formatCountdown, useCountdown } from './useCountdown';

const emptyCode = () => Array<string>(OTP_LENGTH).fill('');

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
  const notify = useNotify();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const [round, setRound] = useState({ count: 0, seconds: initialSeconds });
  const secondsLeft = useCountdown(round.seconds, round.count);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const isComplete = digits.every((digit) => /^\d$/.test(digit));

  const setDigit = (index: number, value: string) => {
    const digit = value.replace(/\D/g, '').slice(-1);
    setDigits((current) => current.map((d, i) => (i === index ? digit : d)));
    if (digit && index < OTP_LENGTH - 1) boxes.current[index + 1]?.focus();
  };

  const onPaste = (event: ClipboardEvent) => {
    const pasted = event.clipboardData.getData('text').replace(/\D/g, '');
    if (pasted.length !== OTP_LENGTH) return;
    event.preventDefault();
    setDigits(pasted.split(''));
    boxes.current[OTP_LENGTH - 1]?.focus();
  };

  const onKeyDown = (index: number) => (event: KeyboardEvent) => {
    if (event.key === 'Backspace' && !digits[index] && index > 0) boxes.current[index - 1]?.focus();
  };

  const verify = async () => {
    setIsBusy(true);
    setMessage(null);
    try {
      const result = await onboardingApi.resetPasswordTokenPE(digits.join(''), token);
      if (result.status && result.data) {
        navigate(`/create-password/${result.data.activationToken}`);
        return;
      }
      setMessage(result.message);
    } catch (error) {
      setMessage(translate((error as Error).message));
    }
    setDigits(emptyCode());
    boxes.current[0]?.focus();
    setIsBusy(false);
  };

  const resend = async () => {
    setIsBusy(true);
    try {
      const result = await onboardingApi.resendTokenPE(email);
      notify(result.message, { type: result.status ? 'success' : 'error' });
      if (result.status) {
        setRound((current) => ({ count: current.count + 1, seconds: OTP_TTL_SECONDS }));
        setDigits(emptyCode());
        setMessage(null);
      }
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
    setIsBusy(false);
  };

  return (
    <Box>
      <Typography sx={{ mb: 1 }}>{translate('zabuni.otp.sentTo', { phone })}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.otp.hint')}
      </Typography>
      <Box
        sx={{ display: 'flex', gap: 1, justifyContent: 'center', my: 2 }}
        role="group"
        aria-label={translate('zabuni.otp.code')}
      >
        {digits.map((digit, index) => (
          <TextField
            key={index}
            value={digit}
            onChange={(event) => setDigit(index, event.target.value)}
            onKeyDown={onKeyDown(index)}
            onPaste={onPaste}
            inputRef={(element: HTMLInputElement | null) => {
              boxes.current[index] = element;
            }}
            autoFocus={index === 0}
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                maxLength: 1,
                autoComplete: index === 0 ? 'one-time-code' : 'off',
                'aria-label': translate('zabuni.otp.digit', { n: index + 1 }),
                style: { textAlign: 'center', fontSize: 24, padding: '10px 0' },
              },
            }}
            sx={{ width: 52 }}
          />
        ))}
      </Box>
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
