import type { CountryCode } from 'libphonenumber-js';
import { PHONE_MAX_DIGITS, PHONE_TRIM_ABOVE, PHONE_TRIM_TO } from '../../contract/onboarding';

/** A country of the select, named in the user's language. */
export interface Country {
  name: string;
  isoCode: CountryCode;
  phoneCode: string;
}

export const DEFAULT_COUNTRY: CountryCode = 'TZ';

/** The default country's calling code, known before the phone-number library has arrived. */
export const DEFAULT_COUNTRY_PHONE_CODE = '255';

/**
 * The default country alone, named in `locale`: what the country box shows at first paint, before
 * the phone-number library (and with it the whole list) has arrived.
 */
export function defaultCountry(locale: string): Country {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return {
    isoCode: DEFAULT_COUNTRY,
    phoneCode: DEFAULT_COUNTRY_PHONE_CODE,
    name: names.of(DEFAULT_COUNTRY) ?? DEFAULT_COUNTRY,
  };
}

/** How a country reads in the country box: 'Tanzania (+255)'. */
export const countryLabel = (country: Country): string => `${country.name} (+${country.phoneCode})`;

/**
 * The phone box's rules: digits only; more than 15 is too long ('Invalid Phone
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

/** Removes HTML tags from typed text; the registration email box applies it as the user types. */
export const stripTags = (text: string): string => text.replace(/<[^>]*>?/g, '');
