import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth, formatNumber, formatYear } from '../../../locales/formats';

describe('one date and number format per language', () => {
  it('writes a calendar day as day, short month and year, the same day in every time zone', () => {
    expect(formatDate('2026-11-28', 'en')).toBe('28 Nov 2026');
    expect(formatDate('2026-11-28', 'sw')).toBe('28 Nov 2026');
    expect(formatDate('2026-01-01', 'en')).toBe('1 Jan 2026');
    expect(formatDate('2026-12-31', 'en')).toBe('31 Dec 2026');
  });

  it("uses Kiswahili's month abbreviations on a Kiswahili page, never English ones", () => {
    expect(formatDate('2026-09-10', 'en')).toBe('10 Sept 2026');
    expect(formatDate('2026-09-10', 'sw')).toBe('10 Sep 2026');
    expect(formatDate('2026-08-05', 'sw')).toBe('5 Ago 2026');
    expect(formatDate('2026-03-05', 'sw')).toBe('5 Mac 2026');
    expect(formatDate('2026-12-05', 'sw')).toBe('5 Des 2026');
  });

  it('adds the time on the 24-hour clock when asked', () => {
    const local = new Date(2026, 10, 28, 15, 4);
    expect(formatDate(local, 'en', { withTime: true })).toBe('28 Nov 2026 15:04');
    expect(formatDate(local.toISOString(), 'sw', { withTime: true })).toBe('28 Nov 2026 15:04');
  });

  it('never writes the US or numeric forms', () => {
    for (const language of ['en', 'sw']) {
      const text = formatDate('2026-11-28T08:00:00Z', language);
      expect(text).not.toMatch(/\d+\/\d+\/\d+/);
      expect(text).toMatch(/^\d{1,2} \p{L}+ 2026$/u);
    }
  });

  it('leaves what is not a date as it came', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });

  it('writes a month of a year for charts', () => {
    expect(formatMonth('2026-08', 'en')).toBe('Aug 2026');
    expect(formatMonth('2026-08', 'sw')).toBe('Ago 2026');
  });

  it('writes a year without grouping and numbers with it', () => {
    expect(formatYear(2024)).toBe('2024');
    expect(formatYear('2024')).toBe('2024');
    expect(formatNumber(1250000.5, 'en')).toBe('1,250,000.5');
    expect(formatNumber(2024, 'sw')).toBe('2,024');
  });
});
