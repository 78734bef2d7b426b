import { describe, expect, it } from 'vitest';
import { HOUSEHOLDS_SHOWN_FROM, shownHouseholdCount } from './count.ts';

describe('shownHouseholdCount', () => {
  it('shows nothing below the threshold, an empty database included', () => {
    expect(shownHouseholdCount(0)).toBeNull();
    expect(shownHouseholdCount(HOUSEHOLDS_SHOWN_FROM - 1)).toBeNull();
    expect(shownHouseholdCount(Number.NaN)).toBeNull();
  });

  it('rounds down, never up: to tens, then hundreds, then thousands', () => {
    expect(shownHouseholdCount(HOUSEHOLDS_SHOWN_FROM)).toBe(50);
    expect(shownHouseholdCount(59)).toBe(50);
    expect(shownHouseholdCount(347)).toBe(340);
    expect(shownHouseholdCount(999)).toBe(990);
    expect(shownHouseholdCount(1999)).toBe(1900);
    expect(shownHouseholdCount(12_345)).toBe(12_000);
    for (const n of [50, 51, 99, 100, 101, 1001, 25_999]) expect(shownHouseholdCount(n)).toBeLessThanOrEqual(n);
  });
});
