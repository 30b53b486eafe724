import { useLocaleState, useTranslate, type TranslateFunction } from 'react-admin';
import { ResponseCode, responseCodeDescriptions } from '../contract/responseCodes';
import { AuthApiError } from './authApi';

/**
 * What the Sign In page says when signing in fails (decision 129): the server's catalogue text in the
 * user's language ("Invalid email or password"), and during a lockout that the account is locked and
 * at what time (and in how many minutes) to try again, from the answer's Retry-After.
 */
export function signInFailureText(
  error: unknown,
  translate: TranslateFunction,
  locale: string,
  now = Date.now(),
): string {
  if (error instanceof AuthApiError) {
    if (error.code === ResponseCode.TOO_MANY_ATTEMPTS && error.retryAfterSeconds) {
      const until = new Date(now + error.retryAfterSeconds * 1000);
      return translate('zabuni.login.lockedOut', {
        time: until.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' }),
        smart_count: Math.ceil(error.retryAfterSeconds / 60),
      });
    }
    if (error.code !== undefined && error.code in responseCodeDescriptions) {
      return translate(`zabuni.responseCodes.${error.code}`);
    }
  }
  // The provider's own refusals ('zabuni.login.notAllowed', 'zabuni.errors.network') are keys.
  const message = error instanceof Error ? error.message : '';
  return translate(message.startsWith('zabuni.') ? message : 'zabuni.login.failed');
}

/** What a failed second-factor call says, in the user's language (lockouts with their end). */
export function useFailureText() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (error: unknown) => signInFailureText(error, translate, locale);
}
