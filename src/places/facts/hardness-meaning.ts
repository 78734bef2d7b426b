/**
 * What a published hardness means for a household, by scales that hold everywhere (not place facts):
 * Aquaflanders' classes and the lime per cubic metre in Dutch, the scale L'Avenir cites for Wallonia in
 * French; each with its source, which the page names after the line.
 */
import type { Locale } from '../../i18n/locale.ts';
import type { PlaceFactFields } from './fact.ts';

/** Aquaflanders' classes in °fH, and 1 °fH = 10 mg calcium carbonate per litre, so 10 g per m³. */
const AQUAFLANDERS = { soft: 7, medium: 15, hard: 30, veryHard: 45, gramsPerCubicMetrePerFh: 10 } as const;

/** The source each language's scale rests on. */
export const HARDNESS_MEANING_SOURCES: Record<Locale, Pick<PlaceFactFields, 'sourceUrl' | 'sourceTitle' | 'sourceDate'>> = {
  nl: { sourceUrl: 'https://www.aquaflanders.be/mijn-waterhardheid.aspx', sourceTitle: 'Aquaflanders', sourceDate: null },
  fr: {
    sourceUrl: 'https://www.lavenir.net/cnt/dmf20180223_01129528/l-eau-est-trop-calcaire-en-wallonie',
    sourceTitle: 'L’Avenir',
    sourceDate: '2018-02-23',
  },
};

/** Aquaflanders' class of a hardness in °fH. */
export function hardnessClass(fh: number): string {
  const c = AQUAFLANDERS;
  if (fh < c.soft) return 'zeer zacht';
  if (fh < c.medium) return 'zacht';
  if (fh < c.hard) return 'middelhard';
  return fh < c.veryHard ? 'hard' : 'zeer hard';
}

/** The class on L'Avenir's scale (soft up to 15 °f, hard from 30 °f). */
export function hardnessClassFr(fh: number): 'soft' | 'medium' | 'hard' {
  return fh < 15 ? 'soft' : fh < 30 ? 'medium' : 'hard';
}

/** '190 gram', '200 tot 220 gram', 'meer dan 300 gram': the lime a cubic metre of the figure's water brings. */
export function limePerCubicMetre(fact: Pick<PlaceFactFields, 'hardnessFH' | 'hardnessMaxFH' | 'hardnessAbove'>): string {
  const grams = (fh: number) => Math.round(fh * AQUAFLANDERS.gramsPerCubicMetrePerFh);
  const min = fact.hardnessFH ?? 0;
  if (fact.hardnessAbove) return `meer dan ${grams(min)} gram`;
  const max = fact.hardnessMaxFH ?? min;
  return max === min ? `${grams(min)} gram` : `${grams(min)} tot ${grams(max)} gram`;
}
