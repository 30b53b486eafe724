import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LocalesMenuButton, useTranslate } from 'react-admin';
import { Alert, Box, Button, Typography } from '@mui/material';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { Captcha } from './Captcha';
import { EmailField } from './EmailField';
import { ConfirmDialog } from './ConfirmDialog';
import { stripTags } from './phone';
import { RegisterPhoneFields } from './RegisterPhoneFields';
import { RegisterServerAlert } from './RegisterServerAlert';
import { useRegisterForm } from './useRegisterForm';

/**
 * Register as Tenderer: country, phone, email and captcha; Register only when all are valid; a
 * confirm step; then the same route with completed=success&email=... An account that exists but is
 * not active is offered the activation link again. The phone-number library (the country list and
 * box, the number check) arrives just after the form is shown: until then the country box shows the
 * default country, read-only, and Register stays disabled.
 */
export const RegisterPage = () => {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email');
  if (searchParams.get('completed') === 'success' && email)
    return <RegisteredPanel email={email} />;
  return <RegisterForm />;
};

const RegisteredPanel = ({ email }: { email: string }) => {
  const translate = useTranslate();
  return (
    <PublicPageLayout title={translate('zabuni.register.title')} actions={<LocalesMenuButton />}>
      <Alert severity="success" sx={{ mb: 3 }}>
        {translate('zabuni.register.success')}
      </Alert>
      <Typography sx={{ mb: 3 }}>{translate('zabuni.register.checkInbox', { email })}</Typography>
      <Button component={RouterLink} to="/login" variant="contained" fullWidth>
        {translate('zabuni.register.goToLogin')}
      </Button>
    </PublicPageLayout>
  );
};

const RegisterForm = () => {
  const translate = useTranslate();
  const form = useRegisterForm();
  const { email, phase, serverMessage } = form;
  return (
    <PublicPageLayout title={translate('zabuni.register.title')} actions={<LocalesMenuButton />}>
      <Box component="form" onSubmit={form.submit} noValidate>
        <RegisterPhoneFields phoneEntry={form.phoneEntry} />
        <EmailField
          label="zabuni.register.email"
          value={email}
          isValid={form.isEmailValid}
          onChange={(value) => form.setEmail(stripTags(value).trim())}
        />
        <Captcha key={form.captchaKey} onSolved={form.setCaptcha} />
        {serverMessage && (
          <RegisterServerAlert
            message={serverMessage}
            email={email}
            isAccountNotActive={form.isAccountNotActive}
            onActivationResent={() => form.setIsAccountNotActive(false)}
          />
        )}
        <SubmitButton
          label={translate('zabuni.register.submit')}
          busy={phase === 'saving'}
          busyLabel={translate('zabuni.register.saving')}
          disabled={!form.canRegister}
          sx={{ mt: 1 }}
        />
      </Box>
      <FooterLink
        text={translate('zabuni.register.haveAccount')}
        to="/login"
        label={translate('zabuni.register.signIn')}
      />
      <ConfirmDialog
        open={phase === 'confirm'}
        title={translate('zabuni.register.confirmTitle')}
        onCancel={() => form.setPhase('form')}
        onConfirm={form.register}
      >
        <Typography>{translate('zabuni.register.confirmBody')}</Typography>
        <Typography sx={{ mt: 1 }}>
          <strong>{translate('zabuni.register.email')}:</strong> {email}
        </Typography>
        <Typography>
          <strong>{translate('zabuni.register.phone')}:</strong> {form.phoneEntry.phone}
        </Typography>
      </ConfirmDialog>
    </PublicPageLayout>
  );
};
