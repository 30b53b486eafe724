import { useState, type FormEvent } from 'react';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, Link, Typography } from '@mui/material';
import { REGISTRATION_TOAST_MS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { Captcha } from './Captcha';
import { ConfirmDialog } from './ConfirmDialog';
import { EMAIL_PATTERN } from './email';
import { EmailField } from './EmailField';
import { rememberResetEmail, resetLockSecondsLeft } from './resetEmailLock';

type Phase = 'form' | 'confirm' | 'sending' | 'sent';

/**
 * Forgot password: email, a captcha once the email is valid, a confirm step (Cancel,
 * Continue), then 'email sent to {email}' with Close. One email per address per 20 minutes.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [phase, setPhase] = useState<Phase>('form');
  const [message, setMessage] = useState<string | null>(null);
  const isEmailValid = EMAIL_PATTERN.test(email);

  const waitMessage = (seconds: number) =>
    translate('zabuni.forgotPassword.wait', { m: Math.floor(seconds / 60), s: seconds % 60 });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isEmailValid || !captcha) return;
    const wait = resetLockSecondsLeft(email);
    if (wait > 0) {
      setMessage(waitMessage(wait));
      return;
    }
    setPhase('confirm');
  };

  const send = async () => {
    if (!captcha) return;
    setPhase('sending');
    setMessage(null);
    try {
      const result = await onboardingApi.sendResetToken(email, captcha);
      if (result.status) {
        rememberResetEmail(email);
        notify('zabuni.forgotPassword.sentToast', {
          type: 'success',
          autoHideDuration: REGISTRATION_TOAST_MS,
        });
        setPhase('sent');
        return;
      }
      setMessage(result.message);
    } catch (error) {
      setMessage(translate((error as Error).message));
    }
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
    setPhase('form');
  };

  const close = () => {
    setEmail('');
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
    setPhase('form');
  };

  return (
    <PublicPageLayout
      title={translate('zabuni.forgotPassword.title')}
      actions={<LocalesMenuButton />}
    >
      {phase === 'sent' ? (
        <>
          <Alert severity="success" sx={{ mb: 2 }}>
            {translate('zabuni.forgotPassword.sentTo', { email })}
          </Alert>
          <Link component="button" type="button" onClick={close}>
            {translate('zabuni.forgotPassword.close')}
          </Link>
        </>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('zabuni.forgotPassword.intro')}
          </Typography>
          <EmailField
            label="zabuni.login.email"
            value={email}
            isValid={isEmailValid}
            onChange={(value) => setEmail(value.trim())}
            autoFocus
          />
          {isEmailValid && <Captcha key={captchaKey} onSolved={setCaptcha} />}
          {message && (
            <Alert severity="error" sx={{ my: 2 }}>
              {message}
            </Alert>
          )}
          <SubmitButton
            label={translate('zabuni.forgotPassword.send')}
            busy={phase === 'sending'}
            disabled={!isEmailValid || !captcha || phase !== 'form'}
            sx={{ mt: 1 }}
          />
        </Box>
      )}
      <FooterLink to="/login" label={translate('zabuni.forgotPassword.backToLogin')} />
      <ConfirmDialog
        open={phase === 'confirm'}
        title={translate('zabuni.forgotPassword.confirmTitle')}
        onCancel={() => setPhase('form')}
        onConfirm={send}
      >
        <Typography>{translate('zabuni.forgotPassword.confirmBody', { email })}</Typography>
      </ConfirmDialog>
    </PublicPageLayout>
  );
};
