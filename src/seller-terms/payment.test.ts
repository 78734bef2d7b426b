import { describe, expect, it } from 'vitest';
import { friendlyIban, orderReference } from './payment.ts';

describe('paying a deposit', () => {
  it('writes an IBAN in groups of four', () => {
    expect(friendlyIban('BE68539007547034')).toBe('BE68 5390 0754 7034');
  });

  it('gives each order a structured communication whose last two digits are the first ten modulo 97 (97 for 0)', () => {
    expect(orderReference(1)).toBe('+++000/0000/00101+++');
    expect(orderReference(42)).toBe('+++000/0000/04242+++');
    // 97 divides 0000000097: the check is 97, never 00.
    expect(orderReference(97)).toBe('+++000/0000/09797+++');
    expect(orderReference(1234567890)).toBe(`+++123/4567/890${String(1234567890 % 97).padStart(2, '0')}+++`);
    expect(() => orderReference(12_345_678_901)).toThrow(/ten digits/);
  });
});
