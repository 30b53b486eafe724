import { TENDERER_REGISTERED_MESSAGE, TOKEN_NOT_FOUND_MESSAGE } from '../../../contract/onboarding';

/**
 * The texts the onboarding calls answer with, in the caller's Content-Language. The pages show a
 * server's message as it comes, so these are the very words users read. Placeholders are {name}.
 */
const en = {
  tendererRegistered: TENDERER_REGISTERED_MESSAGE,
  accountNotActive: 'An account with this email exists but is not active yet',
  accountDeactivated:
    'This account has been deactivated. Please ask your administrator to activate it again',
  accountExists: 'An account with this email already exists, please sign in',
  captchaFailed: 'Please solve the captcha again',
  invalidInput: 'Please check the details you entered',
  tooManyAttempts: 'Too many attempts, please wait and try again',
  // Said for every address, known or not (ASVS 2.2.1 / 3.x: no account enumeration).
  activationResent:
    'If this email has an account waiting for activation, the activation link has been re-sent to it',
  userNotFound: 'User Not Found',
  alreadyActive: 'Your account is already active, please sign in',
  otpSent: 'OTP sent to this {phone} number',
  otpResent:
    'If this email has an account waiting for activation, a new code has been sent to its phone number',
  otpWrong: 'The code is not correct, please try again',
  otpExpired: 'The code has expired, please request a new one',
  otpTooManyTries: 'Too many wrong codes, please request a new one',
  otpVerified: 'Phone number verified',
  tokenNotFound: TOKEN_NOT_FOUND_MESSAGE,
  tokenValid: 'Token is valid',
  passwordsMismatch: 'Password and confirm password do not match',
  passwordLength: 'Password must have 8 to 64 characters',
  passwordWeak: 'The password is too weak, please choose a stronger one',
  passwordCreated: 'Password created successfully, you can now sign in',
  resetSent: 'If this email has an account, a password reset link has been sent to it',
  resetWait: 'Please wait {m} minute(s) and {s} second(s) before resending the email.',
  profileAccepted: 'You have accepted the request from {organisation}',
  profileRejected: 'You have rejected the request from {organisation}',
  workAccepted: 'You have accepted {organisation} to use your CV as key personnel',
  workRejected: 'You have rejected the request from {organisation} to use your CV',
  emailVerified: 'Your email address has been verified',
  invitationExpired: 'Invalid Token, Your Token Expired',
  invitationInvalid: 'Invalid Invitation',
  invitationValid: 'Invitation is valid',
  invitationRejected: 'You have declined the invitation. Thank you for your response.',
  invitationAccepted: 'Invitation accepted',
  decisionRequired: 'This field is Required',
  proofRequired: 'Attach the proof of authorisation as a PDF',
  bidWithdrawApproved: 'Your bid has been withdrawn',
  bidWithdrawRejected: 'The request to withdraw your bid has been rejected',
  bidModificationApproved: 'Your bid modification request has been approved',
  bidModificationRejected: 'Your bid modification request has been rejected',
};

export type OnboardingMessage = keyof typeof en;

const sw: Record<OnboardingMessage, string> = {
  tendererRegistered: TENDERER_REGISTERED_MESSAGE,
  accountNotActive: 'Akaunti yenye barua pepe hii ipo lakini bado haijaamilishwa',
  accountDeactivated: 'Akaunti hii imesitishwa. Tafadhali muombe msimamizi wako aiamilishe tena',
  accountExists: 'Akaunti yenye barua pepe hii tayari ipo, tafadhali ingia',
  captchaFailed: 'Tafadhali tatua captcha tena',
  invalidInput: 'Tafadhali hakiki taarifa ulizoingiza',
  tooManyAttempts: 'Majaribio mengi mno, tafadhali subiri kisha ujaribu tena',
  activationResent:
    'Ikiwa barua pepe hii ina akaunti inayosubiri kuamilishwa, kiungo cha kuamilisha kimetumwa tena kwake',
  userNotFound: 'Mtumiaji Hajapatikana',
  alreadyActive: 'Akaunti yako tayari imeamilishwa, tafadhali ingia',
  otpSent: 'OTP imetumwa kwenye namba hii {phone}',
  otpResent:
    'Ikiwa barua pepe hii ina akaunti inayosubiri kuamilishwa, msimbo mpya umetumwa kwenye namba yake ya simu',
  otpWrong: 'Msimbo si sahihi, tafadhali jaribu tena',
  otpExpired: 'Msimbo umekwisha muda, tafadhali omba mpya',
  otpTooManyTries: 'Misimbo mingi isiyo sahihi, tafadhali omba mpya',
  otpVerified: 'Namba ya simu imethibitishwa',
  tokenNotFound: 'Tokeni ya uthibitisho imekwisha muda au haipatikani',
  tokenValid: 'Tokeni ni halali',
  passwordsMismatch: 'Nenosiri na uthibitisho wa nenosiri havilingani',
  passwordLength: 'Nenosiri liwe na herufi 8 hadi 64',
  passwordWeak: 'Nenosiri ni dhaifu mno, tafadhali chagua lenye nguvu zaidi',
  passwordCreated: 'Nenosiri limewekwa, sasa unaweza kuingia',
  resetSent: 'Ikiwa barua pepe hii ina akaunti, kiungo cha kubadilisha nenosiri kimetumwa kwake',
  resetWait: 'Tafadhali subiri dakika {m} na sekunde {s} kabla ya kutuma barua pepe tena.',
  profileAccepted: 'Umekubali ombi kutoka {organisation}',
  profileRejected: 'Umekataa ombi kutoka {organisation}',
  workAccepted: 'Umekubali {organisation} kutumia CV yako kama mtaalamu muhimu',
  workRejected: 'Umekataa ombi la {organisation} kutumia CV yako',
  emailVerified: 'Barua pepe yako imethibitishwa',
  invitationExpired: 'Tokeni Si Halali, Muda Wake Umekwisha',
  invitationInvalid: 'Mwaliko Si Halali',
  invitationValid: 'Mwaliko ni halali',
  invitationRejected: 'Umekataa mwaliko. Asante kwa jibu lako.',
  invitationAccepted: 'Mwaliko umekubaliwa',
  decisionRequired: 'Sehemu hii inahitajika',
  proofRequired: 'Ambatisha uthibitisho wa idhini kama PDF',
  bidWithdrawApproved: 'Zabuni yako imeondolewa',
  bidWithdrawRejected: 'Ombi la kuondoa zabuni yako limekataliwa',
  bidModificationApproved: 'Ombi lako la kubadilisha zabuni limeidhinishwa',
  bidModificationRejected: 'Ombi lako la kubadilisha zabuni limekataliwa',
};

export function onboardingText(
  language: 'en' | 'sw',
  key: OnboardingMessage,
  values: Record<string, string | number> = {},
): string {
  const template = (language === 'sw' ? sw : en)[key];
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
}
