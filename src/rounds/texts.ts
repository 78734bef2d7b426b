/**
 * What the public pages say about the rounds (issue 35), in Dutch: the hero's line, the line above the
 * signup form, and how an area reads. Server-rendered only (the pre-rendered pages and the server's
 * rewrites of their round part, decision 048): none of it is in the pages' JavaScript. The French texts
 * (texts-fr.ts) have the same keys (`RoundTexts`). Nothing here promises what the data does not show: a
 * date is named only when staff planned it.
 */
import type { RegionCode } from '../places/data/places.ts';
import { REGIONS } from '../places/data/places.ts';

export interface RoundTexts {
  /** Registration open for the whole place until `closes` (a moment, written out). */
  open: (closes: string) => string;
  /** Under `open`. */
  openNote: string;
  /** After the registration closed, per phase (`day`: the phase's planned end, when known). */
  closed: { priceRound: string; proposals: (day: string | null) => string; installations: (day: string | null) => string };
  /** The next round, with its opening day; or none planned yet. */
  next: (opens: string) => string;
  nextUnplanned: string;
  /** A round open for part of the place (or, on the home page, for some provinces). */
  partial: (areas: string, closes: string) => string;
  /** Beside `partial` when nothing is open for the whole place. */
  elsewhere: string;
  /** The line above the form. */
  form: { open: (closes: string) => string; waiting: (where: string | null, opens: string | null) => string };
  /** Lists of provinces and postal codes in a sentence. */
  regions: Record<RegionCode, string>;
  postalCodes: (codes: string, many: boolean) => string;
  and: string;
}

export const NL_ROUND_TEXTS: RoundTexts = {
  open: (closes) => `Inschrijven kan tot ${closes}.`,
  openNote: 'Gratis en vrijblijvend.',
  closed: {
    priceRound: 'De inschrijvingen van deze ronde zijn gesloten: nu loopt de prijsronde.',
    proposals: (day) =>
      day
        ? `De inschrijvingen van deze ronde zijn gesloten: de persoonlijke voorstellen gelden tot ${day}.`
        : 'De inschrijvingen van deze ronde zijn gesloten: nu volgen de persoonlijke voorstellen.',
    installations: (day) =>
      day
        ? `De inschrijvingen van deze ronde zijn gesloten: de installaties lopen tot ${day}.`
        : 'De inschrijvingen van deze ronde zijn gesloten: nu lopen de installaties.',
  },
  next: (opens) => `De volgende ronde opent op ${opens}. U kunt zich nu al aanmelden, gratis en vrijblijvend.`,
  nextUnplanned: 'U kunt zich nu al aanmelden voor de volgende ronde, gratis en vrijblijvend.',
  partial: (areas, closes) => `Inschrijven kan nu voor ${areas}, tot ${closes}.`,
  elsewhere: 'Woont u elders, dan telt uw aanmelding voor de volgende ronde.',
  form: {
    open: (closes) => `U schrijft zich in voor de ronde die loopt tot ${closes}.`,
    waiting: (where, opens) =>
      `Er loopt nu geen inschrijvingsronde${where ? ` ${where}` : ''}: we bewaren uw aanmelding voor de volgende ronde${opens ? `, die opent op ${opens}` : ''}.`,
  },
  regions: REGIONS,
  postalCodes: (codes, many) => `${many ? 'postcodes' : 'postcode'} ${codes}`,
  and: 'en',
};
