import { describe, expect, it } from 'vitest';
import { addressLine } from './address.ts';

describe('a lead address on one line', () => {
  it('reads street and number, then postcode and place', () => {
    expect(addressLine({ street: 'Bosstraat', houseNumber: '7 bus 2', postalCode: '2440', city: 'Geel' })).toBe('Bosstraat 7 bus 2, 2440 Geel');
  });

  it('leaves out what an older lead lacks (street and number are optional in the table)', () => {
    expect(addressLine({ street: null, houseNumber: undefined, postalCode: '2440', city: 'Geel' })).toBe('2440 Geel');
    expect(addressLine({ street: 'Bosstraat', houseNumber: null, postalCode: '2440', city: 'Geel' })).toBe('Bosstraat, 2440 Geel');
  });
});
