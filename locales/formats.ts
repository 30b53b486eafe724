/**
 * How dates, years and numbers are written, one way per language, for every screen (decision 138).
 * English follows the spec ("Date locale en-GB, short month, numeric year and day": 28 Nov 2026);
 * Kiswahili writes the same order with its own month names (28 Nov 2026, 10 Sep 2026, 5 Ago 2026).
 * A year is a plain whole number (2024, never "2,024").
 */

/** The Intl locale of a page language: en-GB for English, sw for Kiswahili. */
export const intlLocaleOf = (language: string): string => (language === 'sw' ? 'sw' : 'en-GB');

/** A calendar day as the server sends it (yyyy-mm-dd): the same day wherever the browser is. */
const isCalendarDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

const toDate = (value: string | number | Date): Date =>
  value instanceof Date
    ? value
    : isCalendarDay(value)
      ? new Date(`${value}T00:00:00Z`)
      : new Date(value);

export interface DateFormatOptions {
  /** Also the time of day, on the 24-hour clock: 28 Nov 2026 10:02. */
  withTime?: boolean;
}

/**
 * A date as every screen shows it: "28 Nov 2026" (en), "28 Nov 2026" with Kiswahili's month names
 * (sw), with the time "28 Nov 2026 10:02" when asked. A calendar day (yyyy-mm-dd) is that day; a
 * moment is shown in the browser's time zone. Not a date: the value as it came, so nothing is hidden.
 */
export function formatDate(
  value: string | number | Date,
  language: string,
  { withTime = false }: DateFormatOptions = {},
): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat(intlLocaleOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...(withTime ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } : {}),
    ...(isCalendarDay(value) ? { timeZone: 'UTC' } : {}),
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('day')} ${part('month')} ${part('year')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

/** A month of a year, for charts and periods: "Nov 2026" (en), "Nov 2026" in Kiswahili (sw). */
export function formatMonth(value: string | number | Date, language: string): string {
  const date = isCalendarDay(`${String(value)}-01`)
    ? new Date(`${String(value)}-01T00:00:00Z`)
    : toDate(value);
  if (Number.isNaN(date.getTime())) return String(value);
  const parts = new Intl.DateTimeFormat(intlLocaleOf(language), {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')} ${part('year')}`;
}

/** A year as a plain whole number: 2024. */
export const formatYear = (year: number | string): string => {
  const number = Number(year);
  return Number.isFinite(number) ? String(Math.trunc(number)) : String(year);
};

/** A count or an amount with the language's grouping: 1,250,000.5 (en), 1,250,000.5 (sw). */
export const formatNumber = (
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string => value.toLocaleString(intlLocaleOf(language), options);
