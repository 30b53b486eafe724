import type { Email } from '../../messaging/messenger';

type Language = 'en' | 'sw';
type Change = 'added' | 'removed' | 'reset';

const sign = { en: '\n\nZabuni - National public procurement', sw: '\n\nZabuni - Ununuzi wa umma' };

const english: Record<Change, (name: string) => [string, string]> = {
  added: (name) => [
    'A second factor was added to your Zabuni account',
    `"${name}" was added as a second factor to your account.`,
  ],
  removed: (name) => [
    'A second factor was removed from your Zabuni account',
    `"${name}" was removed from your account's second factors.`,
  ],
  reset: () => [
    'Your Zabuni second factors were reset',
    'An administrator removed every second factor of your account. Add a new one when you next sign in.',
  ],
};

const swahili: Record<Change, (name: string) => [string, string]> = {
  added: (name) => [
    'Uthibitisho wa pili umeongezwa kwenye akaunti yako ya Zabuni',
    `"${name}" imeongezwa kama uthibitisho wa pili wa akaunti yako.`,
  ],
  removed: (name) => [
    'Uthibitisho wa pili umeondolewa kwenye akaunti yako ya Zabuni',
    `"${name}" imeondolewa kwenye uthibitisho wa pili wa akaunti yako.`,
  ],
  reset: () => [
    'Uthibitisho wako wa pili wa Zabuni umewekwa upya',
    'Msimamizi ameondoa uthibitisho wote wa pili wa akaunti yako. Ongeza mpya utakapoingia tena.',
  ],
};

/** Tells a user their second factors changed; if it was not them, they know to act. */
export function factorChangeEmail(
  language: Language,
  to: string,
  change: Change,
  name = '',
): Email {
  const [subject, line] = (language === 'sw' ? swahili : english)[change](name);
  const warning =
    language === 'sw'
      ? 'Kama si wewe, wasiliana na msimamizi wako mara moja.'
      : 'If this was not you, contact your administrator at once.';
  return { to, subject, text: `${line}\n\n${warning}${sign[language]}` };
}
