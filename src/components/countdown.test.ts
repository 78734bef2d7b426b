import { describe, expect, it } from 'vitest';
import { TIMINGS } from '../site.ts';
import { countdownParts, secondsLeft, secondsUntil, toSeconds } from './countdown.ts';

describe('the offer countdown', () => {
  const start = toSeconds(TIMINGS.countdownStart);

  it('starts at 2 days 15:59:59', () => {
    expect(start).toBe(2 * 86_400 + 15 * 3600 + 59 * 60 + 59);
    expect(countdownParts(start)).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 59 });
  });

  it('ticks one second at a time', () => {
    expect(countdownParts(secondsLeft(start, 1000))).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 58 });
    expect(countdownParts(secondsLeft(start, 1999))).toEqual({ days: 2, hours: 15, minutes: 59, seconds: 58 });
  });

  it('borrows from minutes, hours and days', () => {
    // 60 s after the start: 2 d 15:58:59; 16 h later: 1 d 23:59:59.
    expect(countdownParts(secondsLeft(start, 60_000))).toEqual({ days: 2, hours: 15, minutes: 58, seconds: 59 });
    expect(countdownParts(secondsLeft(start, 16 * 3600 * 1000))).toEqual({ days: 1, hours: 23, minutes: 59, seconds: 59 });
  });

  it('stops at zero', () => {
    expect(secondsLeft(start, start * 1000)).toBe(0);
    expect(secondsLeft(start, start * 1000 + 5000)).toBe(0);
    expect(countdownParts(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('counts to a fixed end the same way whenever the page is loaded, and stops there', () => {
    const end = Date.parse('2026-12-31T23:59:59+01:00');
    expect(secondsUntil(end, end - 90_500)).toBe(91);
    expect(secondsUntil(end, end - 1000)).toBe(1);
    expect(secondsUntil(end, end)).toBe(0);
    expect(secondsUntil(end, end + 60_000)).toBe(0);
  });
});
