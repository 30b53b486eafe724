import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js';
import type { CountryCode } from 'libphonenumber-js';
import type { Country } from './phone';

/**
 * The phone-number library's part of the register page (libphonenumber-js and its metadata, 31 kB
 * gzipped) and its country box: imported by usePhoneNumbers after the page is first shown (a
 * `deferred-*` chunk, vite.config.ts), never statically by a page.
 */
export { CountryPicker } from './CountryPicker';

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

/** The number in international form (+255712345678) when it is a valid number of the country. */
export function internationalPhone(country: CountryCode, digits: string): string | undefined {
  const parsed = parsePhoneNumberFromString(digits, country);
  return parsed?.isValid() ? parsed.number : undefined;
}
