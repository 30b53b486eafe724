import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/**
 * A phone number as people type it, made into the one form the platform keeps: international
 * (E.164: +255712345678). The server normalises with it (server/reference-kit/inputs.ts, the
 * register call) and the forms check with it, so both accept and refuse the same numbers with the
 * same words (PHONE_RULE in contract/validation.ts; decision 139). Browser code imports it lazily:
 * the library's metadata is 31 kB gzipped.
 */

/** The country of a number written without its calling code (0712345678 is Tanzanian). */
export const HOME_PHONE_COUNTRY: CountryCode = 'TZ';

/** The number in international form, or undefined when it is not a valid number. */
export function normalisedPhone(
  text: string,
  country: CountryCode = HOME_PHONE_COUNTRY,
): string | undefined {
  const parsed = parsePhoneNumberFromString(text.trim(), country);
  return parsed?.isValid() ? parsed.number : undefined;
}
