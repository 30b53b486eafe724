import { startTransition, useEffect } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { LocalesMenuButton, useNotify, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress } from '@mui/material';
import { onboardingApi } from './onboardingApi';
import { PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { useOnce } from '../token-links/useOnce';
import { PasswordField } from './PasswordField';
import { PasswordStrengthBar } from './PasswordStrengthBar';
import { useCreatePasswordForm } from './useCreatePasswordForm';

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

  const form = useCreatePasswordForm(token, validation.data?.status === true);

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
        <Box component="form" onSubmit={form.submit} noValidate>
          <PasswordField
            label={translate('zabuni.password.new')}
            value={form.newPassword}
            onChange={form.setNewPassword}
            error={form.newError && translate(form.newError)}
            autoFocus
          />
          <PasswordStrengthBar strength={form.shownStrength} />
          <PasswordField
            label={translate('zabuni.password.confirm')}
            value={form.confirmPassword}
            onChange={form.setConfirmPassword}
            error={form.confirmError && translate(form.confirmError)}
          />
          {form.failure && (
            <Alert severity="error" sx={{ my: 2 }}>
              {form.failure}
            </Alert>
          )}
          <SubmitButton
            label={translate('zabuni.password.submit')}
            busy={form.isSaving}
            disabled={!form.canSubmit}
          />
        </Box>
      )}
    </PublicPageLayout>
  );
};
