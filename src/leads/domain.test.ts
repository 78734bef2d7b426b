import { describe, expect, it } from 'vitest';
import { NL_TEXTS } from '../i18n/nl.ts';
import { SOFTENERS, sizeClassOf, softenerLabel } from './softeners.ts';
import { LEAD_STATUS_LABELS } from './status.ts';

describe('softener sizes', () => {
  it('has the four sizes of the spec with their dimensions', () => {
    expect(SOFTENERS.map((s) => [s.type, s.dimensionsMm.height, NL_TEXTS.softeners[s.type].description])).toEqual([
      ['25L', 979, 'Voor grote huishoudens'],
      ['18L', 726, 'Voor middelgrote huishoudens'],
      ['12L', 575, 'Voor kleine tot middelgrote huishoudens'],
      ['9L', 495, 'Voor kleine huishoudens'],
    ]);
  });

  it.each([
    ['25L', 'small', '25L'],
    ['18L', 'small', '18L'],
    ['12L', 'small', '12L'],
    ['9L', 'small', '9L'],
    ['large', 'large', 'Grote versie (111cm)'],
    ['small', 'small', 'Kleine versie (57cm)'],
    ['', 'small', 'Kleine versie (57cm)'],
  ])('classifies %j as %s and shows it as %j', (value, sizeClass, label) => {
    expect(sizeClassOf(value)).toBe(sizeClass);
    expect(softenerLabel(value)).toBe(label);
  });
});

describe('lead statuses', () => {
  it('labels the five statuses in Dutch', () => {
    expect(LEAD_STATUS_LABELS).toEqual({
      new: 'Nieuw',
      contacted: 'Gecontacteerd',
      followup: 'Follow-up',
      converted: 'Klant geworden',
      lost: 'Niet geïnteresseerd',
    });
  });

});
