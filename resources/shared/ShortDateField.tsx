import { DateField, type DateFieldProps } from 'react-admin';

// "Date locale en-GB, short month, numeric year and day."
export const shortDateFormat = { day: 'numeric', month: 'short', year: 'numeric' } as const;

/** A date as the spec shows dates everywhere: 22 Nov 2026. */
export const ShortDateField = (props: DateFieldProps) => (
  <DateField locales="en-GB" options={shortDateFormat} {...props} />
);
