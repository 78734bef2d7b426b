import { describe, expect, it } from 'vitest';
import { formatEuro, formatNumber, formatRange, formatWaitMinutes } from './format.ts';

describe('Belgian number formats', () => {
  it.each([
    [0, '0'],
    [690, '690'],
    [1800, '1.800'],
    [2004, '2.004'],
    [1234567, '1.234.567'],
    [4.5, '4,5'],
    [-1800, '-1.800'],
  ])('%d → %s', (value, text) => {
    expect(formatNumber(value)).toBe(text);
  });

  it('puts a no-break space after the euro sign', () => {
    expect(formatEuro(1800)).toBe('€\u00a01.800');
  });

  it('writes ranges with "tot"', () => {
    expect(formatRange({ min: 400, max: 500 }, 'euro')).toBe('400 tot 500\u00a0euro');
    expect(formatRange({ min: 2, max: 3 })).toBe('2 tot 3');
  });
});

describe('waits', () => {
  it.each([
    [1, '1 minuut'],
    [60, '1 minuut'],
    [61, '2 minuten'],
    [900, '15 minuten'],
  ])('%d seconds → %s', (seconds, text) => {
    expect(formatWaitMinutes(seconds)).toBe(text);
  });
});
