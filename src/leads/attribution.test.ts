import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_STORAGE_KEY, attributionFromUrl, captureAttribution, readAttribution } from './attribution.ts';
import { LEAD_LIMITS } from './limits.ts';

/** A sessionStorage stand-in with the same two methods. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    items,
  };
}

describe('attribution of a visit', () => {
  it('takes the landing page and the UTM parameters from the first address', () => {
    expect(
      attributionFromUrl('https://www.example.be/gent?utm_source=facebook&utm_medium=cpc&utm_campaign=voorjaar&x=1'),
    ).toEqual({
      landingPage: 'https://www.example.be/gent?utm_source=facebook&utm_medium=cpc&utm_campaign=voorjaar&x=1',
      utmSource: 'facebook',
      utmMedium: 'cpc',
      utmCampaign: 'voorjaar',
    });
    expect(attributionFromUrl('https://www.example.be/')).toEqual({ landingPage: 'https://www.example.be/' });
  });

  it('cuts values to their columns', () => {
    const long = `https://www.example.be/?utm_source=${'s'.repeat(500)}&gclid=${'g'.repeat(3000)}`;
    const attribution = attributionFromUrl(long);
    expect(attribution.landingPage).toHaveLength(LEAD_LIMITS.landingPage);
    expect(attribution.utmSource).toHaveLength(LEAD_LIMITS.utm);
  });

  it('keeps the first page of the visit and ignores later pages', () => {
    const storage = memoryStorage();
    captureAttribution(storage, 'https://www.example.be/gent?utm_source=google');
    captureAttribution(storage, 'https://www.example.be/brugge?utm_source=facebook');
    expect(readAttribution(storage)).toEqual({
      landingPage: 'https://www.example.be/gent?utm_source=google',
      utmSource: 'google',
      utmMedium: undefined,
      utmCampaign: undefined,
    });
  });

  it.each(['not json', '42', '{"utmSource":"x"}', '{"landingPage":5}'])(
    'treats a tampered stored value %j as none',
    (stored) => {
      expect(readAttribution(memoryStorage({ [ATTRIBUTION_STORAGE_KEY]: stored }))).toBeUndefined();
    },
  );

  it('does nothing without storage, and survives a storage that refuses writes', () => {
    expect(readAttribution(undefined)).toBeUndefined();
    expect(() => captureAttribution(undefined, 'https://www.example.be/')).not.toThrow();
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => captureAttribution(full, 'https://www.example.be/')).not.toThrow();
  });
});
