/**
 * The warranty an installed softener carries (issue 44 item 2): what the seller's terms of the day of
 * the installation promise (a commercial guarantee given by the seller or the manufacturer, for so many
 * years, covering what, on which conditions), registered with the installation; with nothing recorded,
 * the legal guarantee of conformity: two years, from the seller (old Civil Code art. 1649bis ff.), which
 * applies beside any commercial guarantee anyway. Pure: the page, the API and the certificate read it.
 */
import { LEGAL_GUARANTEE } from '../proposals/data/contract-law.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SellerTerms } from '../seller-terms/schema.ts';
import { addMonths } from './calendar.ts';

/** Years of the legal guarantee of conformity (art. 1649quater §1 old Civil Code). */
const LEGAL_GUARANTEE_YEARS = 2;

type Bilingual = Record<Locale, string>;

export interface Warranty {
  /** Who gives it: the seller, the manufacturer, or the law (the seller answers for it). */
  giver: 'seller' | 'manufacturer' | 'legal';
  /** The name of whoever gives it: the seller's or the manufacturer's. */
  giverName: string;
  years: number;
  /** From the installation to this day (the same date, `years` later). */
  from: string;
  until: string;
  /** What it covers, and its conditions with how to claim it: the seller's text, or the law's. */
  covers: Bilingual | null;
  conditions: Bilingual;
}

/** The warranty of a softener installed on `installedOn`, sold by `sellerName` under `terms` (null: none recorded). */
export function warrantyOf(terms: Pick<SellerTerms, 'guarantee' | 'manufacturer'> | null, sellerName: string, installedOn: string): Warranty {
  const guarantee = terms?.guarantee ?? null;
  if (!guarantee) {
    return {
      giver: 'legal',
      giverName: sellerName,
      years: LEGAL_GUARANTEE_YEARS,
      from: installedOn,
      until: addMonths(installedOn, 12 * LEGAL_GUARANTEE_YEARS),
      covers: null,
      conditions: { nl: LEGAL_GUARANTEE.nl(sellerName), fr: LEGAL_GUARANTEE.fr(sellerName) },
    };
  }
  return {
    giver: guarantee.by,
    giverName: guarantee.by === 'manufacturer' ? (terms?.manufacturer?.name ?? sellerName) : sellerName,
    years: guarantee.years,
    from: installedOn,
    until: addMonths(installedOn, 12 * guarantee.years),
    covers: guarantee.covers,
    conditions: guarantee.conditions,
  };
}
