import { useMemo, useState } from 'react';
import { useLocale } from 'react-admin';
import { DEFAULT_COUNTRY, defaultCountry, normalizePhoneInput, type Country } from './phone';
import { usePhoneNumbers } from './usePhoneNumbers';

/**
 * The register form's country and phone number: the digits typed, the international number they
 * make once the phone-number library has arrived, and whether to show the number as invalid.
 */
export function usePhoneEntry() {
  const locale = useLocale();
  const phoneNumbers = usePhoneNumbers();
  const countries = useMemo(
    () => phoneNumbers?.listCountries(locale) ?? [defaultCountry(locale)],
    [phoneNumbers, locale],
  );
  const [country, setCountry] = useState<Country | null>(
    () => countries.find((c) => c.isoCode === DEFAULT_COUNTRY) ?? null,
  );
  const [phoneDigits, setPhoneDigits] = useState('');
  const [isPhoneTooLong, setIsPhoneTooLong] = useState(false);
  // Left (or submitted) with a number: judged then, however short it is.
  const [isPhoneLeft, setIsPhoneLeft] = useState(false);

  const phone =
    country && phoneNumbers
      ? phoneNumbers.internationalPhone(country.isoCode, phoneDigits)
      : undefined;
  // Not judged before the number check has arrived (a moment after the form is shown).
  const isPhoneInvalid =
    isPhoneTooLong ||
    (!!phoneNumbers &&
      phoneDigits.length > 0 &&
      !phone &&
      (isPhoneLeft || phoneDigits.length >= 6));

  const changePhone = (value: string) => {
    const { digits, isTooLong } = normalizePhoneInput(value);
    setIsPhoneTooLong(isTooLong);
    setPhoneDigits(digits);
  };

  return {
    phoneNumbers,
    countries,
    country,
    setCountry,
    phoneDigits,
    changePhone,
    leavePhone: () => setIsPhoneLeft(true),
    phone,
    isPhoneInvalid,
  };
}

export type PhoneEntry = ReturnType<typeof usePhoneEntry>;
