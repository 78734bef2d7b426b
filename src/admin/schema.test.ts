import { describe, expect, it } from 'vitest';
import { leadId } from './schema.ts';

describe('leadId', () => {
  it.each([16, '16', '2147483647'])('reads %j as a lead number', (value) => {
    expect(leadId.parse(value)).toBe(Number(value));
  });

  // Each of these would read as another number with Number() or a lenient coercion.
  it.each(['0x10', '1e3', ' 1', '1 ', '+1', '-1', '0', '01', '007', '1.0', '０1', '', '0b1', '99999999999', 1.5, 0, -3, Number.NaN, null, true])(
    'refuses %j',
    (value) => {
      const result = leadId.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('Ongeldig leadnummer');
    },
  );
});
