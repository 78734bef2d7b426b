import { describe, expect, it } from 'vitest';
import { countdownParts, secondsUntil } from './countdown.ts';

describe('the countdown to a configured campaign end', () => {
  it('splits seconds into days, hours, minutes and seconds, borrowing as a clock does', () => {
    expect(countdownParts(2 * 86_400 + 15 * 3600 + 59 * 60 + 59)).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 59 });
    expect(countdownParts(86_400 - 1)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(-5)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts to a fixed end the same way whenever the page is loaded, and stops there', () => {
    const end = Date.parse('2026-12-31T23:59:59+01:00');
    expect(secondsUntil(end, end - 90_500)).toBe(91);
    expect(secondsUntil(end, end - 1000)).toBe(1);
    expect(secondsUntil(end, end)).toBe(0);
    expect(secondsUntil(end, end + 60_000)).toBe(0);
  });
});
