/**
 * The French place pages (issue 25): one French twin for each Dutch page about a place in Wallonia or
 * Brussels. What French-language sources say about each place is rows staff keep (issue 41, table
 * `place_facts`, language 'fr'), not here. The code that turns an entry into a page: src/places/french.ts.
 */

/** One French page, as the data gives it. */
export interface FrenchPlaceEntry {
  /** The French page's slug, under /fr/. */
  slug: string;
  /** The slug of the Dutch twin (its kind, region and coordinates come from there). */
  twinSlug: string;
  /** The name in French ('Liège'), and the label that stands alone ('Province de Liège'). */
  name: string;
  label: string;
  /** 'à Liège', 'dans la province de Liège', 'en Brabant wallon', 'dans le Hainaut'. */
  where: string;
}

export const FRENCH_PLACE_ENTRIES: readonly FrenchPlaceEntry[] = [
  {
    slug: 'brabant-wallon',
    twinSlug: 'waals-brabant',
    name: 'Brabant wallon',
    label: 'Brabant wallon',
    where: 'en Brabant wallon',
  },
  {
    slug: 'hainaut',
    twinSlug: 'henegouwen',
    name: 'Hainaut',
    label: 'Hainaut',
    where: 'dans le Hainaut',
  },
  {
    slug: 'charleroi',
    twinSlug: 'charleroi',
    name: 'Charleroi',
    label: 'Charleroi',
    where: 'à Charleroi',
  },
  {
    slug: 'province-de-liege',
    twinSlug: 'luik',
    name: 'Liège',
    label: 'Province de Liège',
    where: 'dans la province de Liège',
  },
  {
    slug: 'liege',
    twinSlug: 'liege',
    name: 'Liège',
    label: 'Liège',
    where: 'à Liège',
  },
  {
    slug: 'province-de-namur',
    twinSlug: 'namen',
    name: 'Namur',
    label: 'Province de Namur',
    where: 'dans la province de Namur',
  },
  {
    slug: 'province-de-luxembourg',
    twinSlug: 'luxemburg',
    name: 'Luxembourg',
    label: 'Province de Luxembourg',
    where: 'dans la province de Luxembourg',
  },
  {
    slug: 'bruxelles',
    twinSlug: 'brussel',
    name: 'Bruxelles',
    label: 'Bruxelles',
    where: 'à Bruxelles',
  },
];
