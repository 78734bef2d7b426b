import { describe, expect, it } from 'vitest';
import { regionOfPostalCode } from '../proposals/provinces.ts';
import { areaLabel, areasOverlap, coversPostalCode, coversRegion, postalCodesIn } from './area.ts';

const EVERYWHERE = { provinces: [], postalCodes: [] };
const OOST = { provinces: ['BE-VOV' as const], postalCodes: [] };
const GENT_9000 = { provinces: [], postalCodes: ['9000'] };
const ANTWERPEN = { provinces: ['BE-VAN' as const], postalCodes: ['9000'] };

describe('where a round runs', () => {
  it("finds a postal code's province by bpost's ranges", () => {
    expect(regionOfPostalCode('9000')).toBe('BE-VOV');
    expect(regionOfPostalCode('1000')).toBe('BE-BRU');
    expect(regionOfPostalCode('3000')).toBe('BE-VBR');
    expect(regionOfPostalCode('6600')).toBe('BE-WLX');
    expect(regionOfPostalCode('7000')).toBe('BE-WHT');
    expect(regionOfPostalCode('0999')).toBeNull();
    expect(regionOfPostalCode('90000')).toBeNull();
  });

  it('covers a household everywhere, in its province, or by its postal code', () => {
    expect(coversPostalCode(EVERYWHERE, '8000')).toBe(true);
    expect(coversPostalCode(OOST, '9300')).toBe(true);
    expect(coversPostalCode(OOST, '8000')).toBe(false);
    expect(coversPostalCode(GENT_9000, '9000')).toBe(true);
    expect(coversPostalCode(GENT_9000, '9030')).toBe(false);
  });

  it('covers a province whole only everywhere or when it names it; otherwise some of its postal codes', () => {
    expect(coversRegion(EVERYWHERE, 'BE-WHT')).toBe(true);
    expect(coversRegion(OOST, 'BE-VOV')).toBe(true);
    expect(coversRegion(GENT_9000, 'BE-VOV')).toBe(false);
    expect(postalCodesIn(GENT_9000, 'BE-VOV')).toEqual(['9000']);
    expect(postalCodesIn(ANTWERPEN, 'BE-VOV')).toEqual(['9000']);
    expect(postalCodesIn(GENT_9000, 'BE-VAN')).toEqual([]);
  });

  it('overlaps another area when some household lies in both', () => {
    expect(areasOverlap(EVERYWHERE, GENT_9000)).toBe(true);
    expect(areasOverlap(OOST, GENT_9000)).toBe(true);
    expect(areasOverlap(GENT_9000, OOST)).toBe(true);
    expect(areasOverlap(OOST, { provinces: ['BE-VWV'], postalCodes: ['2000'] })).toBe(false);
    expect(areasOverlap(GENT_9000, { provinces: [], postalCodes: ['9030'] })).toBe(false);
    expect(areasOverlap(ANTWERPEN, GENT_9000)).toBe(true);
  });

  it('reads for staff as its provinces and postal codes', () => {
    expect(areaLabel(EVERYWHERE)).toBe('Overal');
    expect(areaLabel(ANTWERPEN)).toBe('Antwerpen, postcode 9000');
  });
});
