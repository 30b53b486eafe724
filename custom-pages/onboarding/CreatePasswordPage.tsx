import { startTransition, useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress } from '@mui/material';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  REQUIRED_PASSWORD_STRENGTH,
} from '../../contract/onboarding';
import { onboardingApi } from './onboardingApi';
import { PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { useOnce } from '../token-links/useOnce';
import { PasswordField } from './PasswordField';
import { PasswordStrengthBar } from './PasswordStrengthBar';
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
 * create-password/{token}: new and confirm password, a strength bar, Submit only when both are 8 to
 * 64 characters, match and the strength is 100. An invalid token shows the server's message and goes
 * to Sign In; a failed submit shows it and lets the person try again.
 */
export const CreatePasswordPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { token = '' } = useParams();
  const validation = useOnce(['validate-token', token], () => onboardingApi.validateToken(token));
  const isInvalid = validation.data?.status === false || validation.isError;
  useEffect(() => {
    if (!isInvalid) return;
    notify(
      validation.data?.message ?? validation.error?.message ?? 'zabuni.tokenLinks.somethingWrong',
      {
        type: 'error',
      },
    );
    // Sign In renders as a transition, in slices: a slow phone stays responsive meanwhile.
    startTransition(() => navigate('/login', { replace: true }));
  }, [isInvalid, navigate, notify, validation.data?.message, validation.error?.message]);

  const [newPassword, setNewPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [isSaving, setIsSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The dictionaries (233 kB) only for a link that opens the form.
  const { strength, shown: shownStrength } = usePasswordStrength(
    newPassword,
    validation.data?.status === true,
  );

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
    validation.data?.status === true;

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

  return (
    <PublicPageLayout
      title={translate('zabuni.password.createTitle')}
      actions={<LocalesMenuButton />}
    >
      {/* A refused link goes to Sign In: its form never shows meanwhile. */}
      {validation.isPending || isInvalid ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }} role="status">
          <CircularProgress aria-label={translate('zabuni.tokenLinks.checking')} />
        </Box>
      ) : (
        <Box component="form" onSubmit={submit} noValidate>
          <PasswordField
            label={translate('zabuni.password.new')}
            value={newPassword}
            onChange={setNewPassword}
            error={newError && translate(newError)}
            autoFocus
          />
          <PasswordStrengthBar strength={shownStrength} />
          <PasswordField
            label={translate('zabuni.password.confirm')}
            value={confirmPassword}
            onChange={setConfirmPassword}
            error={confirmError && translate(confirmError)}
          />
          {failure && (
            <Alert severity="error" sx={{ my: 2 }}>
              {failure}
            </Alert>
          )}
          <SubmitButton
            label={translate('zabuni.password.submit')}
            busy={isSaving}
            disabled={!canSubmit}
          />
        </Box>
      )}
    </PublicPageLayout>
  );
};
