import { useEffect, useState } from 'react';

type PhoneNumbers = typeof import('./phoneNumbers');

/** The module once loaded: later visits have it at once. */
let loadedPhoneNumbers: PhoneNumbers | undefined;

/**
 * ./phoneNumbers (libphonenumber-js: the country list and the number check), imported after the
 * register page is first shown, so the form appears before it arrives. Undefined until it has: no
 * phone number is valid yet, so the form cannot be submitted.
 */
export function usePhoneNumbers(): PhoneNumbers | undefined {
  const [phoneNumbers, setPhoneNumbers] = useState<PhoneNumbers | undefined>(
    () => loadedPhoneNumbers,
  );
  useEffect(() => {
    if (phoneNumbers) return;
    let isMounted = true;
    import('./phoneNumbers')
      .then((module) => {
        loadedPhoneNumbers = module;
        if (isMounted) setPhoneNumbers(module);
      })
      // Offline: the offline banner says so; the number stays unchecked and Submit disabled.
      .catch(() => undefined);
    return () => {
      isMounted = false;
    };
  }, [phoneNumbers]);
  return phoneNumbers;
}
