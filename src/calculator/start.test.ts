import { describe, expect, it } from 'vitest';
import { HARDNESS } from './savings.ts';
import { calculatorStart } from './start.ts';

describe('where the calculator starts', () => {
  it('at a whole number of °fH within the slider’s range', () => {
    expect(calculatorStart('?fh=28')).toBe(28);
    expect(calculatorStart(`?fh=${HARDNESS.min}`)).toBe(HARDNESS.min);
    expect(calculatorStart(`?fh=${HARDNESS.max}`)).toBe(HARDNESS.max);
  });

  it('at its default for none, a number out of range, or anything else', () => {
    for (const search of ['', '?fh=', `?fh=${HARDNESS.max + 1}`, `?fh=${HARDNESS.min - 1}`, '?fh=27.5', '?fh=-3', '?fh=1e1', '?fh=abc', '?x=28']) {
      expect(calculatorStart(search), search).toBeNull();
    }
  });
});
