import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { REGISTRATION_TOAST_MS, TENDERER_REGISTERED_MESSAGE } from '../../contract/onboarding';
import { ResponseCode } from '../../contract/responseCodes';
import { onboardingApi } from './onboardingApi';
import { EMAIL_PATTERN } from './email';
import { usePhoneEntry } from './usePhoneEntry';

type Phase = 'form' | 'confirm' | 'saving';

/**
 * The register form's state and its calls: Register only when phone, email, country and captcha
 * are valid; the confirm step; a server refusal (and, for an inactive account, the activation
 * link sent again).
 */
export function useRegisterForm() {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const phoneEntry = usePhoneEntry();
  const { phone, country } = phoneEntry;
  const [email, setEmail] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaKey, setCaptchaKey] = useState(0);
  const [phase, setPhase] = useState<Phase>('form');
  const [serverMessage, setServerMessage] = useState<string | null>(null);
  const [isAccountNotActive, setIsAccountNotActive] = useState(false);

  const isEmailValid = EMAIL_PATTERN.test(email);
  const canRegister = !!phone && isEmailValid && !!country && !!captcha && phase === 'form';

  const newCaptcha = () => {
    setCaptcha(null);
    setCaptchaKey((k) => k + 1);
  };

  const register = async () => {
    if (!phone || !captcha) return;
    setPhase('saving');
    setServerMessage(null);
    setIsAccountNotActive(false);
    try {
      const result = await onboardingApi.registerTenderer({ email, phone, captcha });
      // "status false whose message includes 'Tenderer registered successful.' is treated as success"
      if (result.status || result.message?.includes(TENDERER_REGISTERED_MESSAGE)) {
        notify('zabuni.register.success', {
          type: 'success',
          autoHideDuration: REGISTRATION_TOAST_MS,
        });
        navigate(`/register?completed=success&email=${encodeURIComponent(email)}`);
        return;
      }
      setIsAccountNotActive(result.code === ResponseCode.ACCOUNT_INACTIVE);
      setServerMessage(result.message);
    } catch (error) {
      setServerMessage(translate((error as Error).message));
    }
    newCaptcha();
    setPhase('form');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    phoneEntry.leavePhone();
    if (canRegister) setPhase('confirm');
  };

  return {
    phoneEntry,
    email,
    setEmail,
    isEmailValid,
    captchaKey,
    setCaptcha,
    phase,
    setPhase,
    serverMessage,
    isAccountNotActive,
    setIsAccountNotActive,
    canRegister,
    register,
    submit,
  };
}
