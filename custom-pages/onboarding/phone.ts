import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import { PHONE_MAX_DIGITS, PHONE_TRIM_ABOVE, PHONE_TRIM_TO } from '../../contract/onboarding';

/** A country of the select (section 3: name, isoCode, phoneCode), named in the user's language. */
export interface Country {
  name: string;
  isoCode: CountryCode;
  phoneCode: string;
}

export const DEFAULT_COUNTRY: CountryCode = 'TZ';

/** Every country libphonenumber-js knows, with its calling code, sorted by name in `locale`. */
export function listCountries(locale: string): Country[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return getCountries()
    .map((isoCode) => ({
      isoCode,
      phoneCode: getCountryCallingCode(isoCode),
      name: names.of(isoCode) ?? isoCode,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/**
 * The phone box's rules (section 5): digits only; more than 15 is too long ('Invalid Phone
 * Number'); longer than 10 is trimmed to the last 9 digits (a pasted +255 7xx... keeps its number).
 */
export function normalizePhoneInput(raw: string): { digits: string; isTooLong: boolean } {
  const digits = raw.replace(/\D/g, '');
  const isTooLong = digits.length > PHONE_MAX_DIGITS;
  return {
    digits: digits.length > PHONE_TRIM_ABOVE ? digits.slice(-PHONE_TRIM_TO) : digits,
    isTooLong,
  };
}

/** Keys the phone box ignores: e, '.' and the keypad's decimal point. */
export const isBlockedPhoneKey = (key: string): boolean =>
  key === 'e' || key === 'E' || key === '.' || key === 'Decimal';

/** The number in international form (+255712345678) when it is a valid number of the country. */
export function internationalPhone(country: CountryCode, digits: string): string | undefined {
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number : undefined;
}

/** Removes HTML tags from typed text (the registration email box, section 5). */
export const stripTags = (text: string): string => text.replace(/<[^>]*>?/g, '');
