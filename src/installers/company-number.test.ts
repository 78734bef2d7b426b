import { describe, expect, it } from 'vitest';
import { parseCompanyNumber } from './company-number.ts';

describe('parseCompanyNumber', () => {
  it.each(['0123.456.749', 'BE0123456749', 'be 0123 456 749', '0123456749', 'BE 0123-456-749', ' 0123/456/749 '])('reads %s as 0123.456.749', (typed) => {
    expect(parseCompanyNumber(typed)).toBe('0123.456.749');
  });

  it('computes the checksum as 97 minus the first eight digits modulo 97', () => {
    const first8 = '04038170';
    const check = String(97 - (Number(first8) % 97)).padStart(2, '0');
    expect(parseCompanyNumber(`${first8}${check}`)).toBe(`${first8.slice(0, 4)}.${first8.slice(4, 7)}.${first8.slice(7)}${check}`);
  });

  it.each([
    ['a wrong checksum', '0123.456.748'],
    ['nine digits', '123.456.749'],
    ['eleven digits', '00123.456.749'],
    ['a first digit above 1', '2123.456.7xx'],
    ['letters', 'BE01234567AB'],
    ['nothing', ''],
  ])('refuses %s', (_name, typed) => {
    expect(parseCompanyNumber(typed)).toBeNull();
  });
});
