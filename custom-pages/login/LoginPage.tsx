import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LocalesMenuButton, useLocaleState, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { PasswordField } from '../onboarding/PasswordField';
import { signInFailureText } from '../../providers/signInFailure';
import { loadSecondFactorStep, useSignIn } from './useSignIn';

const SecondFactorStep = lazy(() =>
  loadSecondFactorStep().then((module) => ({ default: module.SecondFactorStep })),
);

/**
 * Sign In: email, password with show/hide, Sign In disabled
 * until both are filled, 'Logging in...' while waiting. A failed sign-in stops the spinner and says
 * why, with when to try again during a lockout (decision 129; the spec's page said nothing).
 */
export const LoginPage = () => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const signIn = useSignIn();
  const { username, password, isLoggingIn, failure, pending } = signIn;

  if (pending) {
    return (
      <PublicPageLayout title={translate('zabuni.login.title')} actions={<LocalesMenuButton />}>
        <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
          <SecondFactorStep pending={pending} onSignedIn={signIn.signedIn} />
        </Suspense>
      </PublicPageLayout>
    );
  }

  return (
    <PublicPageLayout title={translate('zabuni.login.title')} actions={<LocalesMenuButton />}>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('zabuni.login.subtitle')}
      </Typography>
      {failure !== undefined && (
        // The error and when it came: the lock's end is a time, whatever the moment of rendering.
        <Alert severity="error" role="alert" sx={{ mb: 1 }}>
          {signInFailureText(failure.error, translate, locale, failure.at)}
        </Alert>
      )}
      <Box component="form" onSubmit={signIn.submit} noValidate>
        <TextField
          label={translate('zabuni.login.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => signIn.setUsername(event.target.value)}
          fullWidth
          margin="normal"
          autoFocus
        />
        <PasswordField
          label={translate('zabuni.login.password')}
          value={password}
          onChange={signIn.setPassword}
          autoComplete="current-password"
        />
        <Box sx={{ textAlign: 'right', mb: 2 }}>
          <Link component={RouterLink} to="/forgot-password">
            {translate('zabuni.login.forgotPassword')}
          </Link>
        </Box>
        <SubmitButton
          label={translate('zabuni.login.submit')}
          busy={isLoggingIn}
          busyLabel={translate('zabuni.login.loggingIn')}
          disabled={!signIn.canSubmit}
        />
      </Box>
      <FooterLink
        text={translate('zabuni.login.noAccount')}
        to="/register"
        label={translate('zabuni.login.createAccount')}
      />
      <FooterLink to="/open-data" label={translate('zabuni.login.openData')} />
    </PublicPageLayout>
  );
};
