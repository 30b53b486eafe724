import type { LocaleFragment } from '../../mergeMessages';

/** Texts of Sign In (custom-pages/login) and its second step (issue 40), a public page. */
const en: LocaleFragment = {
  zabuni: {
    login: {
      title: 'Sign In',
      subtitle: 'Sign in to continue to Zabuni',
      email: 'Email',
      password: 'Password',
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      submit: 'Sign In',
      loggingIn: 'Logging in...',
      forgotPassword: 'Forgot password?',
      noAccount: "Don't have an account?",
      createAccount: 'Create one now',
      openData: 'Open data: the published procurement plans',
      notAllowed: 'This account cannot sign in to this application.',
      failed: 'Signing in failed. Please try again.',
      lockedOut:
        'Too many failed sign-ins: signing in is locked. Try again after %{time} (in %{smart_count} minute). |||| Too many failed sign-ins: signing in is locked. Try again after %{time} (in %{smart_count} minutes).',
    },
    secondFactor: {
      title: 'Confirm it is you',
      codeLabel: 'Code from your authenticator app',
      recoveryLabel: 'Recovery code',
      useRecovery: 'Use a recovery code instead',
      useCode: 'Use an authenticator code',
      usePasskey: 'Use a passkey',
      verify: 'Continue',
      enrolTitle: 'Add a second factor',
      enrolIntro:
        'Your role requires a second factor. Add an authenticator app or a passkey to finish signing in.',
      addTotp: 'Add an authenticator app',
      addPasskey: 'Add a passkey',
      scan: 'Scan this QR code with your authenticator app, or type the key:',
      qrAlt: 'QR code for your authenticator app',
      secretLabel: 'Key',
      nameLabel: 'Name',
      totpName: 'Authenticator app',
      passkeyName: 'Passkey',
      confirm: 'Confirm',
      recoveryTitle: 'Your recovery codes',
      recoveryIntro:
        'Each code works once if you lose your second factors. Keep them somewhere safe: they are shown only now.',
      saved: 'I have saved them',
      passkeyFailed: 'The passkey was not used. Try again.',
    },
  },
};

export default en;
