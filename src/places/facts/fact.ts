/**
 * A place fact (issue 41): one sentence a place page states, with the source it rests on, kept by staff
 * as a row (`place_facts`) and written into the pages by the server (server/page-parts/place-part.ts).
 * The same flat shape for the API, the back office's tab and the pages.
 */
import type { Locale } from '../../i18n/locale.ts';

/**
 * What a sentence is about, which decides where the page shows it: who supplies the water ('supplier')
 * and where it comes from or how it is treated ('origin') answer "who supplies"; 'hardness' (with a
 * figure or without), central softening ('softening') and where a household finds its own figure
 * ('lookup') answer "how hard"; 'installation' what an installation must have there; 'municipality' the
 * municipality itself ('Over Brugge': its deelgemeenten).
 */
export const FACT_KINDS = ['supplier', 'origin', 'hardness', 'softening', 'lookup', 'installation', 'municipality'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

/**
 * What a hardness figure describes: the municipality as a whole, the supply zone that serves it, the
 * province as a whole (a province's page), or only a part of the page's area (one address, one
 * deelgemeente, a region of a province), which the page reports but which answers nobody's question.
 */
export const HARDNESS_SCOPES = ['municipality', 'zone', 'province', 'part'] as const;
export type HardnessScope = (typeof HARDNESS_SCOPES)[number];

/** The Dutch words staff read for each kind and scope (the tab, the messages). */
export const FACT_KIND_LABELS: Record<FactKind, string> = {
  supplier: 'Leverancier',
  origin: 'Herkomst',
  hardness: 'Hardheid',
  softening: 'Centrale ontharding',
  lookup: 'Eigen opzoeking',
  installation: 'Installatie',
  municipality: 'Gemeente',
};

export const HARDNESS_SCOPE_LABELS: Record<HardnessScope, string> = {
  municipality: 'de hele gemeente',
  zone: 'de bevoorradingszone van de gemeente',
  province: 'de hele provincie',
  part: 'een deel (één adres, deelgemeente, streek)',
};

/** The fields staff enter (and an API client sends) for a fact. */
export interface PlaceFactFields {
  kind: FactKind;
  /** The sentence as the page shows it, in the page's language. */
  text: string;
  /** A web address the sentence leads to (a company's lookup), shown as a link after it. */
  linkUrl: string | null;
  linkLabel: string | null;
  sourceUrl: string;
  /** How the page names the source ('HLN', 'Pidpa – Ontdek onze diensten in gemeente Mol'). */
  sourceTitle: string;
  /** The source's own date: YYYY, YYYY-MM or YYYY-MM-DD; null when it carries none. */
  sourceDate: string | null;
  /** The day the source was read (YYYY-MM-DD). */
  sourceReadOn: string | null;
  /** The words of the source the sentence rests on (null only for the rows the code held before, which had none). */
  quote: string | null;
  /** A figure in °fH: one value, the lower end of a range, or 'more than'. Only for kind 'hardness'. */
  hardnessFH: number | null;
  hardnessMaxFH: number | null;
  hardnessAbove: boolean;
  scope: HardnessScope | null;
  /** When the figure held: '2023', '2019-2020'. */
  period: string | null;
}

/** A fact as stored, with who entered it and who changed it last. */
export interface PlaceFact extends PlaceFactFields {
  id: number;
  /** The page's path: '/gent', '/fr/bruxelles'. */
  page: string;
  language: Locale;
  /** Its place among the page's facts (the order the page shows them). */
  position: number;
  createdBy: string;
  createdAt: string;
  updatedBy: string;
  updatedAt: string;
}

/** The scopes of a figure that answer a page's hardness question: its municipality's or zone's, a province's own. */
export function answeringScopes(isProvince: boolean): readonly HardnessScope[] {
  return isProvince ? ['province'] : ['municipality', 'zone'];
}

/** Whether a fact gives a published figure that describes the page's whole place (municipality, its zone, or the province). */
export function describesPlace(fact: Pick<PlaceFactFields, 'kind' | 'hardnessFH' | 'scope'>, isProvince: boolean): boolean {
  return fact.kind === 'hardness' && fact.hardnessFH !== null && fact.scope !== null && answeringScopes(isProvince).includes(fact.scope);
}
