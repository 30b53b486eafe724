import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of second factors (issue 40) in the admin: account security and step-up. Sign-in's second
 * step is a public page's (public/signIn).
 */
const en: LocaleFragment = {
  zabuni: {
    secondFactor: {
      pageTitle: 'Account security',
      factors: 'Your second factors',
      none: 'No second factor yet.',
      kind: { TOTP: 'Authenticator app', PASSKEY: 'Passkey' },
      rename: 'Rename',
      save: 'Save',
      remove: 'Remove',
      removed: 'Second Factor Removed Successfully',
      added: 'Second Factor Added Successfully',
      renamed: 'Second Factor Renamed Successfully',
      lastUsed: 'Last used %{date}',
      neverUsed: 'Not used yet',
      recoveryLeft: 'Recovery codes left: %{count}',
      newCodes: 'New recovery codes',
      stepUpIntro: 'This action needs your second factor.',
      enrolFirst:
        'This action needs a second factor. Add one on the account security page, then try again.',
      openSecurity: 'Account security',
      cancel: 'Cancel',
      reset: 'Reset second factor',
      resetConfirm:
        'Remove every second factor and recovery code of %{name}? They will be signed out and told by email.',
      resetDone: 'Second Factor Reset Successfully: the user was told by email',
      roleHelp: 'Holders add an authenticator app or a passkey when they next sign in.',
      signIns: 'Where you are signed in',
      signInStarted: 'Signed in %{date}',
      lastActive: 'Last active %{date}',
      thisSignIn: 'This sign-in',
      endSignIn: 'Sign out',
      signInEnded: 'Signed Out There Successfully',
      amr: { pwd: 'Password', otp: 'one-time code', hwk: 'passkey' },
      acr: { aal1: 'one factor', aal2: 'two factors' },
    },
  },
};

export default en;
