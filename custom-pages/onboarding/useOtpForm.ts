import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import { OTP_LENGTH, OTP_TTL_SECONDS } from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { useCountdown } from './useCountdown';

const emptyCode = () => Array<string>(OTP_LENGTH).fill('');

/**
 * The SMS code form's state: the digits typed, the countdown to Resend, Verify (a right code goes
 * on to create-password/{activationToken}) and Resend (a new code and a new countdown).
 */
export function useOtpForm({
  token,
  email,
  initialSeconds,
}: {
  token: string;
  email: string;
  initialSeconds: number;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [digits, setDigits] = useState(emptyCode);
  const [round, setRound] = useState({ count: 0, seconds: initialSeconds });
  const secondsLeft = useCountdown(round.seconds, round.count);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const boxes = useRef<(HTMLInputElement | null)[]>([]);

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

  return { digits, setDigits, boxes, secondsLeft, isBusy, message, verify, resend };
}
