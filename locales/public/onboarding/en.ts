import type { LocaleFragment } from '../../mergeMessages';

/**
 * Texts of a tenderer's registration, the phone's one-time code and the password pages
 * (custom-pages/onboarding), public pages.
 */
const en: LocaleFragment = {
  zabuni: {
    onboarding: {
      offline: "You're offline. Check your connection.",
      cancel: 'Cancel',
      continue: 'Continue',
      captchaUnavailable: 'The captcha could not be loaded, please try again',
    },
    captcha: {
      label: "I'm not a robot",
      verifying: 'Verifying...',
      verified: 'Verified',
      failed: 'Verification failed, tick to try again',
    },
    register: {
      title: 'Register as Tenderer',
      country: 'Country',
      phone: 'Phone number',
      phoneHint: 'The number without the country code',
      invalidPhone: 'Invalid Phone Number',
      email: 'Email',
      invalidEmail: 'Enter a valid email address',
      submit: 'Register',
      saving: 'Registering...',
      confirmTitle: 'Confirm your details',
      confirmBody: 'We will send the activation link to this email and a code to this phone.',
      success:
        'Your account has been created successfully. Before you can login, you must activate your account with the link sent to your email address',
      checkInbox: 'Open the email we sent to %{email} and follow its link.',
      resendActivation: 'Resend activation link',
      activationResent: 'Activation link has been re-sent to your email address',
      haveAccount: 'Already have an account?',
      signIn: 'Sign In',
      goToLogin: 'Go to Sign In',
    },
    otp: {
      title: 'Verify your phone number',
      sending: 'Sending the code...',
      sentTo: 'OTP sent to this %{phone} number',
      hint: 'please wait for three minutes',
      code: 'One-time code',
      digit: 'Digit %{n}',
      verify: 'Verify Account',
      resendIn: 'You can ask for a new code in %{time}',
      resend: 'Resend',
    },
    password: {
      createTitle: 'Create password',
      resetTitle: 'Reset password',
      new: 'New password',
      confirm: 'Confirm password',
      submit: 'Submit',
      required: 'This field is required',
      min: 'Use at least 8 characters',
      max: 'Use at most 64 characters',
      mismatch: 'The passwords do not match',
      userNotFound: 'User not found',
      linkInvalid: 'This password reset link is invalid or has expired. Please ask for a new one.',
      resetCountdown: 'Checking your link... %{time}',
      strength: {
        label: 'Strength',
        weak: 'Weak',
        fair: 'Fair',
        good: 'Good',
        strong: 'Strong',
        advice: 'add words, numbers or symbols until it is strong',
      },
    },
    forgotPassword: {
      title: 'Forgot password',
      intro: 'Enter the email of your account and we will send you a link to set a new password.',
      send: 'Send reset link',
      confirmTitle: 'Send the reset link?',
      confirmBody: 'We will send a password reset link to %{email}.',
      sentTo: 'email sent to %{email}',
      sentToast: 'Password reset link has been sent to your email',
      close: 'Close',
      wait: 'Please wait %{m} minute(s) and %{s} second(s) before resending the email.',
      backToLogin: 'Back to Sign In',
    },
  },
};

export default en;
