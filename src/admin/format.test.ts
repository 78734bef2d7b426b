import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatPercent, formatTime, isoDateInBrussels, monthLabel, shortMonthName } from './format.ts';
import { TIME_ZONE } from '../time-zone.ts';

describe('Belgian dates in Brussels time', () => {
  it.each([
    // Winter time: UTC+1.
    ['2026-01-15T09:05:00Z', '15/01/2026 10:05'],
    // Summer time: UTC+2.
    ['2026-07-01T22:30:00Z', '02/07/2026 00:30'],
    // The night the clocks go forward (29 March 2026, 02:00 -> 03:00 local at 01:00 UTC).
    ['2026-03-29T00:59:00Z', '29/03/2026 01:59'],
    ['2026-03-29T01:00:00Z', '29/03/2026 03:00'],
    // The night they go back (25 October 2026, 03:00 -> 02:00 local at 01:00 UTC).
    ['2026-10-25T00:30:00Z', '25/10/2026 02:30'],
    ['2026-10-25T01:30:00Z', '25/10/2026 02:30'],
    ['2026-12-31T23:59:00Z', '01/01/2027 00:59'],
  ])('shows %s as %s', (utc, shown) => {
    expect(formatDateTime(utc)).toBe(shown);
    expect(formatDateTime(new Date(utc))).toBe(shown);
    // The list writes the day and the time on two lines: the same two halves.
    expect(`${formatDate(utc)} ${formatTime(utc)}`).toBe(shown);
  });

  it('agrees with Intl for every 7 minutes of two years', () => {
    const reference = new Intl.DateTimeFormat('nl-BE', {
      timeZone: TIME_ZONE,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    const mismatches: string[] = [];
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 60_000 + 13_000) {
      const expected = reference.format(ms).replace(',', '');
      if (formatDateTime(new Date(ms)) !== expected) mismatches.push(new Date(ms).toISOString());
    }
    expect(mismatches).toEqual([]);
  });

  it('gives the day alone, and the day for file names', () => {
    expect(formatDate('2026-10-31T23:30:00Z')).toBe('01/11/2026');
    expect(isoDateInBrussels('2026-10-31T23:30:00Z')).toBe('2026-11-01');
  });
});

describe('labels and numbers', () => {
  it('names months in Dutch', () => {
    expect(monthLabel('2026-11')).toBe('november 2026');
    expect(monthLabel('2027-03')).toBe('maart 2027');
    expect(shortMonthName('2026-11')).toBe('nov');
    expect(shortMonthName('2027-03')).toBe('mrt');
  });

  it('writes percentages the Belgian way, with one decimal', () => {
    expect(formatPercent(12.5)).toBe('12,5%');
    expect(formatPercent(0)).toBe('0,0%');
  });
});
