import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNotify, useTranslate } from 'react-admin';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_PASSWORD_STRENGTH,
} from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { usePasswordStrength } from './usePasswordStrength';

/** The translation key of a password box's error, if any (required, min 8, max 64). */
function lengthError(value: string, isTouched: boolean): string | undefined {
  if (!isTouched) return undefined;
  if (value === '') return 'zabuni.password.required';
  if (value.length < PASSWORD_MIN_LENGTH) return 'zabuni.password.min';
  if (value.length > PASSWORD_MAX_LENGTH) return 'zabuni.password.max';
  return undefined;
}

/**
 * The create-password form's state: both passwords, their errors, the strength, and Submit (only
 * when both are 8 to 64 characters, match, the strength is 100 and the link was accepted).
 */
export function useCreatePasswordForm(token: string, isTokenValid: boolean) {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The dictionaries (233 kB) only for a link that opens the form.
  const { strength, shown: shownStrength } = usePasswordStrength(newPassword, isTokenValid);

  const newError = lengthError(newPassword, newPassword !== '');
  const confirmError =
    lengthError(confirmPassword, confirmPassword !== '') ??
    (confirmPassword !== '' && confirmPassword !== newPassword
      ? 'zabuni.password.mismatch'
      : undefined);
  const canSubmit =
    !newError &&
    !confirmError &&
    newPassword !== '' &&
    newPassword === confirmPassword &&
    strength === REQUIRED_PASSWORD_STRENGTH &&
    !isSaving &&
    isTokenValid;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsSaving(true);
    setFailure(null);
    try {
      const result = await onboardingApi.createPassword({
        newPassword,
        confirmPassword,
        activationToken: token,
        uuid: null,
      });
      if (result.status) {
        notify(result.message, { type: 'success' });
        navigate('/login', { replace: true });
        return;
      }
      setFailure(result.message);
    } catch (error) {
      setFailure(translate((error as Error).message));
    }
    setIsSaving(false);
  };

  return {
    newPassword,
    setNewPassword,
    newError,
    shownStrength,
    confirmPassword,
    setConfirmPassword,
    confirmError,
    failure,
    isSaving,
    canSubmit,
    submit,
  };
}
