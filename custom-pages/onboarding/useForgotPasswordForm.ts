import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { REGISTRATION_TOAST_MS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { EMAIL_PATTERN } from './email';
import { rememberResetEmail, resetLockSecondsLeft } from './resetEmailLock';

type Phase = 'form' | 'confirm' | 'sending' | 'sent';

/**
 * The forgot-password form's state: email and captcha, the confirm step, the email sent (at most
 * one per address per 20 minutes) and Close, which starts again.
 */
export function useForgotPasswordForm() {
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

  return {
    email,
    setEmail,
    isEmailValid,
    captcha,
    setCaptcha,
    captchaKey,
    phase,
    setPhase,
    message,
    submit,
    send,
    close,
  };
}
