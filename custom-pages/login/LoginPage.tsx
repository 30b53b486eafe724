import { lazy, Suspense, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { LocalesMenuButton, useLocaleState, useLogin, useTranslate } from 'react-admin';
import { Alert, Box, CircularProgress, Link, TextField, Typography } from '@mui/material';
import { FooterLink, PublicPageLayout, SubmitButton } from '../PublicPageLayout';
import { PasswordField } from '../onboarding/PasswordField';
import { signInFailureText } from './signInFailure';
import { SecondFactorNeeded } from '../../providers/authApi';
import type { TokenResponse } from '../../contract/users';

/**
 * Sign In: email, password with show/hide, Sign In disabled
 * until both are filled, 'Logging in...' while waiting. A failed sign-in stops the spinner and says
 * why, with when to try again during a lockout (decision 129; the spec's page said nothing).
 */
/**
 * The second step (codes, passkeys, enrolment) is fetched as the password is sent, not with the page:
 * most people who open Sign In never see it, and the passkey library is not small.
 */
const loadSecondFactorStep = () => import('./SecondFactorStep');
const SecondFactorStep = lazy(() =>
  loadSecondFactorStep().then((module) => ({ default: module.SecondFactorStep })),
);

export const LoginPage = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [isLoggingIn, setIsLoggingIn] = useState(false);
  const [failure, setFailure] = useState<{ error: unknown; at: number }>();
  // After the right password, a second factor (or enrolment) may follow before any token.
  const [pending, setPending] = useState<SecondFactorNeeded['pending']>();
  const [locale] = useLocaleState();
  const canSubmit = username.trim() !== '' && password !== '' && !isLoggingIn;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit) return;
    setIsLoggingIn(true);
    setFailure(undefined);
    void loadSecondFactorStep().catch(() => undefined);
    try {
      await login({ username: username.trim(), password });
    } catch (error) {
      if (error instanceof SecondFactorNeeded) setPending(error.pending);
      else setFailure({ error, at: Date.now() });
      setIsLoggingIn(false);
    }
  };
  const signedIn = (tokens: TokenResponse) =>
    login({ tokens }).catch((error: unknown) => {
      setPending(undefined);
      setFailure({ error, at: Date.now() });
    });

  if (pending) {
    return (
      <PublicPageLayout title={translate('zabuni.login.title')} actions={<LocalesMenuButton />}>
        <Suspense fallback={<CircularProgress aria-label={translate('ra.page.loading')} />}>
          <SecondFactorStep pending={pending} onSignedIn={signedIn} />
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
      <Box component="form" onSubmit={submit} noValidate>
        <TextField
          label={translate('zabuni.login.email')}
          type="email"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          fullWidth
          margin="normal"
          autoFocus
        />
        <PasswordField
          label={translate('zabuni.login.password')}
          value={password}
          onChange={setPassword}
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
          disabled={!canSubmit}
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
