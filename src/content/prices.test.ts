import { describe, expect, it } from 'vitest';
import { PRICE_LIST, SAVINGS, savingsClaim } from './prices.ts';

describe('savings claims', () => {
  it('claims no saving while no price with its reference is configured', () => {
    expect(PRICE_LIST).toEqual([]);
    expect(SAVINGS).toBeNull();
    expect(savingsClaim([{ type: '25L', euro: 1500 }])).toBeNull();
  });

  it('computes the euro range and the largest percentage, rounded down, from the reference prices', () => {
    const claim = savingsClaim([
      { type: '25L', euro: 1500, reference: { euro: 2000, source: 'https://example.be/prijslijst' } },
      { type: '9L', euro: 900, reference: { euro: 1300, source: 'https://example.be/prijslijst' } },
    ]);
    expect(claim).toEqual({ euro: { min: 400, max: 500 }, percentMax: 30 });
  });
});
