/**
 * The place's own parts, from its sourced facts: its FAQ about its drinking water (supplier, where the
 * water comes from, hardness, central softening, what the water company asks of an installation), its
 * neighbourhood (the municipality, nearby place pages, the province page) and the calculator's starting
 * value. Facts come from the data folder (data/water-facts.ts, data/area-facts.ts), each
 * with its source; distances are great-circle distances, rounded to 5 km and called 'hemelsbreed'.
 */
import type { FaqEntry } from '../content/faq.ts';
import { PLACE_TEXT } from '../content/place-page.ts';
import { SOURCE_LABEL } from '../content/source-label.ts';
import type { Locale } from '../i18n/locale.ts';
import {
  COMPANY_FACTS,
  type FactsByQuestion,
  GENERAL_FACTS,
  LOCAL_PRODUCTION,
  MUNICIPALITY_FACTS,
  PROVINCE_SUPPLIERS,
  REGION_FACTS,
  WAYS_TO_FIGURE,
  WAYS_TO_FIGURE_BY_REGION,
} from './data/area-facts.ts';
import { ADJACENT_PROVINCES } from './data/places.ts';
import { SOURCES } from './data/sources.ts';
import { type Fact, type Hardness, WATER_FACTS } from './data/water-facts.ts';
import { distanceKm, inPlace, introLinks, roundKm } from './copy.ts';
import { type Place, PLACES } from './places.ts';
import { sourceLabel } from './sources.ts';

/** A sentence, with the source it rests on when it states a fact, and the web address it leads to, if any. */
export interface SourcedText {
  text: string;
  /** The address the sentence names (a company's lookup), shown as a link after the text. */
  link?: { label: string; url: string };
  /** `prefix`: the words before the source ('Bron:' unless given; French pages: 'Source :'). */
  source?: { label: string; url: string; prefix?: string };
}

/** A link to another place page, with its distance where it reads naturally. */
interface PlaceLink {
  label: string;
  path: string;
  km?: number;
}

const cited = (fact: Fact): SourcedText => ({
  text: fact.text,
  ...(fact.link ? { link: fact.link } : {}),
  source: { label: sourceLabel(fact.source), url: SOURCES[fact.source].url },
});

/** Aquaflanders' class of a hardness in °fH. */
export function hardnessClass(fh: number): string {
  const c = GENERAL_FACTS.hardnessClasses;
  if (fh < c.soft) return 'zeer zacht';
  if (fh < c.medium) return 'zacht';
  if (fh < c.hard) return 'middelhard';
  return fh < c.veryHard ? 'hard' : 'zeer hard';
}

/** What a published figure means for a household: its class and the lime per cubic metre. */
function hardnessMeaning(h: Hardness): SourcedText {
  const grams = (fh: number) => fh * GENERAL_FACTS.gramsPerCubicMetrePerFh;
  const lime =
    h.maxFh === null ? `meer dan ${grams(h.minFh)} gram` : h.maxFh === h.minFh ? `${grams(h.minFh)} gram` : `${grams(h.minFh)} tot ${grams(h.maxFh)} gram`;
  const classes = [...new Set([hardnessClass(h.minFh), hardnessClass(h.maxFh ?? h.minFh)])];
  return cited({ text: PLACE_TEXT.hardnessMeaning(classes.join(' tot '), lime), source: GENERAL_FACTS.hardnessClasses.source });
}

/** A question about the place's water, answered by its sourced facts. */
export interface PlaceQuestion {
  /** The whole question, the place named (the FAQPage structured data). */
  question: string;
  /** The same under the section's heading, which names the place. */
  heading: string;
  paragraphs: SourcedText[];
}

/** A question whole (with the place) and as a heading under the place's name. */
export function asked(question: (where?: string) => string, where: string): Pick<PlaceQuestion, 'question' | 'heading'> {
  return { question: question(where), heading: question() };
}

/** The company's and the region's facts that answer one question. */
function rulesFor(place: Place, company: string | null | undefined, question: keyof FactsByQuestion): Fact[] {
  return [...((company ? COMPANY_FACTS[company]?.[question] : undefined) ?? []), ...(REGION_FACTS[place.regionCode]?.[question] ?? [])];
}

/** The water companies the sources name for a place (none where no source names one). */
export function companiesOf(slug: string): readonly string[] {
  const facts = WATER_FACTS[slug];
  return facts?.companies ?? (facts?.company ? [facts.company] : []);
}

/**
 * Where a household of the place finds its own water's hardness, in a language: each company's lookup,
 * information page or bill where a source names it, and the region's ways (Wallonia's map and finder
 * always; in Flanders the sector's page where a company has none of its own, or no company is named).
 */
export function waysToFigure(slug: string, regionCode: Place['regionCode'], locale: Locale): Fact[] {
  const companies = companiesOf(slug);
  const own = companies.map((company) => WAYS_TO_FIGURE[company]?.[locale] ?? []);
  const region = WAYS_TO_FIGURE_BY_REGION[regionCode];
  const needsRegion = region && (region.always || companies.length === 0 || own.some((ways) => ways.length === 0));
  return [...own.flat(), ...(needsRegion ? (region.ways[locale] ?? []) : [])];
}

/**
 * The place's questions about its water: who supplies it, how hard it is (or where centrally softened
 * water flows) and where the household finds its own figure, what an installation must have there. Each
 * answer is what sources say, each sentence with its source.
 */
export function placeQuestions(place: Place): PlaceQuestion[] {
  const facts = WATER_FACTS[place.slug];
  const where = inPlace(place);
  const supply: SourcedText[] = [];
  if (facts) supply.push(...facts.supply.map(cited));
  else {
    const province = PROVINCE_SUPPLIERS[place.regionCode];
    if (province) supply.push(cited(province));
  }
  const production = LOCAL_PRODUCTION[place.slug];
  if (production) supply.push({ ...cited(production), text: `${production.text} ${PLACE_TEXT.productionCaveat}` });
  supply.push(...rulesFor(place, facts?.company, 'supply').map(cited));

  const hardness: SourcedText[] = [];
  if (facts?.hardness) {
    hardness.push(cited(facts.hardness));
    if (facts.hardness.describesPlace) hardness.push(hardnessMeaning(facts.hardness));
  }
  hardness.push(...(facts?.hardnessNotes ?? []).map(cited));
  if (facts?.softened) hardness.push(cited(facts.softened), { text: PLACE_TEXT.softenedCaveat });
  hardness.push(...waysToFigure(place.slug, place.regionCode, 'nl').map(cited));

  const installation = rulesFor(place, facts?.company, 'installation').map(cited);
  return [
    ...(supply.length > 0
      ? [{ ...asked(place.kind === 'province' ? PLACE_TEXT.questionSuppliers : PLACE_TEXT.questionSupplier, where), paragraphs: supply }]
      : []),
    { ...asked(PLACE_TEXT.questionHardness, where), paragraphs: hardness },
    ...(installation.length > 0 ? [{ ...asked(PLACE_TEXT.questionInstallation, where), paragraphs: installation }] : []),
  ];
}

/** The questions as the FAQPage structured data carries them: plain text, each source named. */
export function placeFaqEntries(questions: readonly PlaceQuestion[]): FaqEntry[] {
  return questions.map(({ question, paragraphs }) => ({
    question,
    answer: paragraphs
      .map((p) => {
        const text = p.link ? `${p.text} ${p.link.label}.` : p.text;
        return p.source ? `${text} (${p.source.prefix ?? `${SOURCE_LABEL}:`} ${p.source.label})` : text;
      })
      .join(' '),
  }));
}

/** The nearest town and city pages (never a province, nor the spec's cross-links), nearest first. */
function nearestPlaces(place: Place, count: number): (PlaceLink & { km: number; exact: number })[] {
  const excluded = new Set(introLinks(place));
  return PLACES.filter((other) => other !== place && other.kind !== 'province' && !excluded.has(other))
    .map((other) => ({ other, km: distanceKm(place.coordinates, other.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ other, km }) => ({ label: other.label, path: other.path, km: roundKm(km), exact: km }));
}

/** The place pages a page links in its section 'In de buurt', in groups: towns by distance, provinces by name. */
export interface LinkGroup {
  label: string;
  links: PlaceLink[];
}

/** How many town and city pages a town or city page links: the spec's cross-links, then the nearest others. */
const NEARBY_COUNT = 6;

/** A province by its name ('Limburg', 'Antwerpen'): in a list headed 'provincies' the name says enough. */
const provinceLink = (p: Place): PlaceLink => ({ label: p.name, path: p.path });

const byName = (a: PlaceLink, b: PlaceLink) => a.label.localeCompare(b.label, 'nl');

export function neighbourhood(place: Place): LinkGroup[] {
  if (place.kind === 'province') {
    const inProvince = PLACES.filter((p) => p.kind !== 'province' && p.regionCode === place.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.slug] ?? []).flatMap((slug) => PLACES.filter((p) => p.slug === slug));
    const listed = new Set([...inProvince, ...adjacent]);
    const more = introLinks(place).filter((p) => !listed.has(p));
    return [
      ...(inProvince.length > 0 ? [{ label: PLACE_TEXT.provinceTowns, links: inProvince.map((p) => ({ label: p.label, path: p.path })).sort(byName) }] : []),
      { label: PLACE_TEXT.adjacentProvinces, links: adjacent.map(provinceLink).sort(byName) },
      ...(more.length > 0 ? [{ label: PLACE_TEXT.alsoNearby, links: more.map((p) => ({ label: p.label, path: p.path })).sort(byName) }] : []),
    ];
  }
  // The spec's cross-links and the nearest others, one list in order of distance; a province is no
  // point on the map, so it is named apart, without a distance.
  const cross = introLinks(place);
  const towns = cross.filter((p) => p.kind !== 'province').map((p) => ({ label: p.label, path: p.path, km: distanceKm(place.coordinates, p.coordinates) }));
  const nearest = nearestPlaces(place, Math.max(0, NEARBY_COUNT - towns.length));
  const links = [...towns.map((t) => ({ ...t, km: roundKm(t.km), exact: t.km })), ...nearest.map((n) => ({ ...n, exact: n.exact }))]
    .sort((a, b) => a.exact - b.exact)
    .map(({ exact: _exact, ...link }) => link);
  const provinces = cross.filter((p) => p.kind === 'province').map(provinceLink);
  return [
    { label: PLACE_TEXT.nearby, links },
    ...(provinces.length > 0 ? [{ label: PLACE_TEXT.provinces, links: provinces }] : []),
  ];
}

/** What a source says about the municipality itself (its deelgemeenten, its districts), if anything. */
export function aboutPlace(place: Place): SourcedText | null {
  const fact = MUNICIPALITY_FACTS[place.slug];
  return fact ? cited(fact) : null;
}

/** A published hardness that describes the place, as the calculator's link names it: a range, one value, or 'above'. */
export interface PublishedHardness {
  minFh: number;
  maxFh: number | null;
}

/** The place's published hardness for the home page's calculator, or null without a figure that describes the place. */
export function publishedHardness(place: Place): PublishedHardness | null {
  const h = WATER_FACTS[place.slug]?.hardness;
  return h?.describesPlace ? { minFh: h.minFh, maxFh: h.maxFh } : null;
}
