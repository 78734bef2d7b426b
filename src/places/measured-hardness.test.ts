import { describe, expect, it } from 'vitest';
import { measuredHardnessByPlace, measuredHardnessHtml, type Measurement } from './measured-hardness.ts';

const at = (street: string, hardnessFh: number, city = 'Liège', postalCode = '4000', visitedOn = '2026-11-02'): Measurement => ({
  postalCode,
  city,
  address: `${street} 1`,
  hardnessFh,
  visitedOn,
});

describe('the measured hardness of the place pages', () => {
  it('counts a municipality typed with other accents, case or hyphens, and in French', () => {
    const figures = measuredHardnessByPlace([at('Rue A', 30, 'LIEGE'), at('Rue B', 32, 'liège'), at('Rue C', 34, 'Luik'), at('Rue D', 36), at('Rue E', 38)]);
    expect(figures.get('liege')).toEqual({ medianFh: 34, minFh: 30, maxFh: 38, addresses: 5, from: '2026-11-02', to: '2026-11-02' });
    expect(figures.get('luik')?.addresses).toBe(5);
  });

  it('takes the middle of two for an even count, and no municipality of the same name in another province', () => {
    const list = [at('Rue A', 30), at('Rue B', 31), at('Rue C', 33), at('Rue D', 34), at('Rue E', 35), at('Rue F', 40)];
    expect(measuredHardnessByPlace(list).get('liege')?.medianFh).toBe(33.5);
    // The same name with a postal code of Limburg: not Liège's page.
    expect(measuredHardnessByPlace(list.map((m) => ({ ...m, postalCode: '3600' }))).get('liege')).toBeUndefined();
  });

  it('gives no figure from four addresses, nor from addresses not given', () => {
    expect(measuredHardnessByPlace([at('Rue A', 30), at('Rue B', 31), at('Rue C', 33), at('Rue D', 34)]).size).toBe(0);
    const unknown = [1, 2, 3, 4, 5].map((n) => ({ ...at('', 30 + n), address: ' ' }));
    expect(measuredHardnessByPlace(unknown).size).toBe(0);
    expect(measuredHardnessHtml(undefined, { locale: 'fr', place: 'liege', home: '/fr/' })).toBe('');
  });

  it('starts the calculator within the slider’s range', () => {
    const html = measuredHardnessHtml({ medianFh: 52, minFh: 48, maxFh: 60, addresses: 5, from: '2026-11-02', to: '2026-11-20' }, { locale: 'nl', place: 'x', home: '/' });
    expect(html).toContain('in november 2026: mediaan 52\u00a0°fH, van 48 tot 60\u00a0°fH.');
    expect(html).toContain('href="/?fh=45#calculator"');
  });
});
