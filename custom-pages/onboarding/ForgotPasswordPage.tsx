import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Alert, Box, Link, Typography } from '@mui/material';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { Captcha } from './Captcha';
import { ConfirmDialog } from './ConfirmDialog';
import { EmailField } from './EmailField';
import { useForgotPasswordForm } from './useForgotPasswordForm';

/**
 * Forgot password: email, a captcha once the email is valid, a confirm step (Cancel,
 * Continue), then 'email sent to {email}' with Close. One email per address per 20 minutes.
 */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const form = useForgotPasswordForm();
  const { email, isEmailValid, captcha, captchaKey, phase, message } = form;
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
          <Link component="button" type="button" onClick={form.close}>
            {translate('zabuni.forgotPassword.close')}
          </Link>
        </>
      ) : (
        <Box component="form" onSubmit={form.submit} noValidate>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            {translate('zabuni.forgotPassword.intro')}
          </Typography>
          <EmailField
            label="zabuni.login.email"
            value={email}
            isValid={isEmailValid}
            onChange={(value) => form.setEmail(value.trim())}
            autoFocus
          />
          {isEmailValid && <Captcha key={captchaKey} onSolved={form.setCaptcha} />}
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
        onCancel={() => form.setPhase('form')}
        onConfirm={form.send}
      >
        <Typography>{translate('zabuni.forgotPassword.confirmBody', { email })}</Typography>
      </ConfirmDialog>
    </PublicPageLayout>
  );
};
