import { describe, expect, it } from 'vitest';
import type { PlaceFactFields } from './fact.ts';
import { shingles } from '../similarity.ts';
import { factRule, type PageEvidence, placeIndexing } from './indexing.ts';

type Fact = Pick<PlaceFactFields, 'kind' | 'hardnessFH' | 'scope'>;
const supplier: Fact = { kind: 'supplier', hardnessFH: null, scope: null };
const origin: Fact = { kind: 'origin', hardnessFH: null, scope: null };
const figure = (scope: PlaceFactFields['scope']): Fact => ({ kind: 'hardness', hardnessFH: 19, scope });
const note: Fact = { kind: 'hardness', hardnessFH: null, scope: null };
const softening: Fact = { kind: 'softening', hardnessFH: null, scope: null };
const lookup: Fact = { kind: 'lookup', hardnessFH: null, scope: null };

const page = (facts: Fact[], more: Partial<PageEvidence> = {}): PageEvidence => ({
  path: '/gent',
  language: 'nl',
  isProvince: false,
  facts,
  measuredAddresses: 0,
  ...more,
});

describe('the indexing rule, one test per rule (decision 056)', () => {
  it('1. without a fact saying who supplies the place: not indexable, whatever else it says', () => {
    for (const facts of [[], [origin, figure('municipality'), softening, lookup]]) {
      expect(factRule(page(facts))).toMatchObject({ indexable: false, rule: 'noSupplier', reason: 'Niet indexeerbaar: geen leverancier met bron.' });
    }
    expect(factRule(page([origin], { measuredAddresses: 12 })).rule).toBe('noSupplier');
  });

  it('2. a supplier without a hardness answer: not indexable, the one line says what is missing', () => {
    for (const facts of [[supplier], [supplier, lookup, origin, note], [supplier, figure('part')], [supplier, figure('province')]]) {
      const state = factRule(page(facts));
      expect(state.indexable).toBe(false);
      expect(state.rule).toBe('noHardness');
      expect(state.reason).toBe(
        'Niet indexeerbaar: geen hardheid (geen gepubliceerd cijfer voor de gemeente of haar zone, geen centrale ontharding, geen 5 gemeten adressen).',
      );
    }
  });

  it('2a. a published figure for the municipality or its supply zone answers it', () => {
    for (const scope of ['municipality', 'zone'] as const) {
      expect(factRule(page([supplier, figure(scope)]))).toEqual({
        indexable: true,
        rule: 'indexable',
        reason: 'Indexeerbaar: leverancier en hardheid (gepubliceerd cijfer voor de gemeente of haar zone).',
      });
    }
  });

  it('2b. on a province’s page only a figure for the province answers it', () => {
    expect(factRule(page([supplier, figure('province')], { isProvince: true })).reason).toBe(
      'Indexeerbaar: leverancier en hardheid (gepubliceerd cijfer voor de provincie).',
    );
    for (const scope of ['municipality', 'zone', 'part'] as const) expect(factRule(page([supplier, figure(scope)], { isProvince: true })).indexable).toBe(false);
  });

  it('2c. central softening answers it', () => {
    expect(factRule(page([supplier, softening])).reason).toBe('Indexeerbaar: leverancier en hardheid (centrale ontharding).');
  });

  it('2d. our installers’ median answers it from five measured addresses on, not from four', () => {
    expect(factRule(page([supplier], { measuredAddresses: 4 })).indexable).toBe(false);
    expect(factRule(page([supplier], { measuredAddresses: 5 })).reason).toBe('Indexeerbaar: leverancier en hardheid (mediaan gemeten op 5 adressen).');
  });

  it('3. of two pages of a language too alike (masked 5-shingle Jaccard ≥ 0.55), the one alike to fewer others stays; the other says with which page', () => {
    const template = 'Wie levert het kraanwater in deze gemeente en hoe hard is het water daar vandaag volgens de bronnen die we lazen';
    const texts = [
      ['/a', `${template} een eerste zin`],
      ['/b', `${template} een tweede zin`],
      ['/c', `${template} een derde zin`],
      ['/d', 'iets heel anders over kalk in het water van een andere stad met eigen woorden die nergens anders staan'],
      ['/fr', `${template} een eerste zin`],
    ] as const;
    const mains = new Map(texts.map(([path, text]) => [path, shingles(text, { masked: true })]));
    const pages = ['/a', '/b', '/c', '/d'].map((path) => page([supplier, softening], { path }));
    const french = page([supplier, softening], { path: '/fr', language: 'fr' });
    const result = placeIndexing([...pages, french], mains);
    expect(result.get('/a')?.indexable).toBe(true);
    expect(result.get('/d')?.indexable).toBe(true);
    for (const path of ['/b', '/c']) {
      expect(result.get(path)).toMatchObject({ indexable: false, rule: 'tooAlike', alike: { page: '/a' } });
      expect(result.get(path)?.reason).toMatch(/^Niet indexeerbaar: te gelijk aan \/a \(0,\d\d; grens 0,55\)\.$/);
    }
    // Each language among its own pages: the French page's Dutch double does not count.
    expect(result.get('/fr')?.indexable).toBe(true);
  });

  it('3a. a page without its text (a server without the build) is judged on its facts alone; a page that fails 1 or 2 is never compared', () => {
    const result = placeIndexing([page([supplier, softening], { path: '/a' }), page([supplier], { path: '/b' })], new Map([['/b', shingles('x y z u v w')]]));
    expect(result.get('/a')?.indexable).toBe(true);
    expect(result.get('/b')?.rule).toBe('noHardness');
  });
});
