import type { Email } from '../../messaging/messenger';

/** The emails and text messages of onboarding, in the language the person used. */
type Language = 'en' | 'sw';

const sign = { en: '\n\nZabuni - National public procurement', sw: '\n\nZabuni - Ununuzi wa umma' };

export const activationEmail = (language: Language, to: string, link: string): Email =>
  language === 'sw'
    ? {
        to,
        subject: 'Amilisha akaunti yako ya Zabuni',
        text: `Karibu Zabuni.\n\nFungua kiungo hiki ili kuthibitisha namba yako ya simu na kuweka nenosiri:\n${link}\n\nKiungo kinafanya kazi kwa siku 7.${sign.sw}`,
      }
    : {
        to,
        subject: 'Activate your Zabuni account',
        text: `Welcome to Zabuni.\n\nOpen this link to verify your phone number and set your password:\n${link}\n\nThe link works for 7 days.${sign.en}`,
      };

export const otpText = (language: Language, code: string) =>
  language === 'sw'
    ? `Msimbo wako wa Zabuni ni ${code}. Unafanya kazi kwa dakika 3. Usimpe mtu yeyote.`
    : `Your Zabuni code is ${code}. It works for 3 minutes. Do not share it.`;

export const passwordResetEmail = (language: Language, to: string, link: string): Email =>
  language === 'sw'
    ? {
        to,
        subject: 'Badilisha nenosiri lako la Zabuni',
        text: `Tumepokea ombi la kubadilisha nenosiri lako.\n\nFungua kiungo hiki ndani ya saa moja:\n${link}\n\nKama hukuomba, puuza barua pepe hii.${sign.sw}`,
      }
    : {
        to,
        subject: 'Reset your Zabuni password',
        text: `We received a request to reset your password.\n\nOpen this link within one hour:\n${link}\n\nIf you did not ask for this, ignore this email.${sign.en}`,
      };

/** For the requests other parts of the platform raise (profile, work, bids, invitations, email). */
export const requestEmail = (to: string, subject: string, lines: string[]): Email => ({
  to,
  subject,
  text: `${lines.join('\n\n')}${sign.en}`,
});
