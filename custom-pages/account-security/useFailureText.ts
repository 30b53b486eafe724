import { useLocaleState, useTranslate } from 'react-admin';
import { signInFailureText } from '../login/signInFailure';

/** What a failed second-factor call says, in the user's language (lockouts with their end). */
export function useFailureText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (error: unknown) => signInFailureText(error, translate, locale);
}
