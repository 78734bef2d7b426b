/**
 * The place's own parts, from its sourced facts: its FAQ about its drinking water (supplier, where the
 * water comes from, hardness, central softening, what the water company asks of an installation), its
 * neighbourhood (the municipality, nearby place pages, the province page) and the calculator's starting
 * value. Facts come from the data folder (data/water-facts.ts, data/area-facts.ts), each
 * with its source; distances are great-circle distances, rounded to 5 km and called 'hemelsbreed'.
 */
import { HARDNESS } from '../calculator/savings.ts';
import type { FaqEntry } from '../content/faq.ts';
import { PLACE_TEXT } from '../content/place-page.ts';
import { SOURCE_LABEL } from '../content/source-label.ts';
import {
  COMPANY_FACTS,
  type FactsByQuestion,
  GENERAL_FACTS,
  LOCAL_PRODUCTION,
  LOCAL_WATER_STORIES,
  MUNICIPALITY_FACTS,
  PROVINCE_SUPPLIERS,
  REGION_FACTS,
} from './data/area-facts.ts';
import { ADJACENT_PROVINCES } from './data/places.ts';
import { SOURCES } from './data/sources.ts';
import { type Fact, type Hardness, WATER_FACTS } from './data/water-facts.ts';
import { distanceKm, inPlace, introLinks, roundKm } from './copy.ts';
import { type Place, PLACES } from './places.ts';
import { sourceLabel } from './sources.ts';

/** A sentence, with the source it rests on when it states a fact. */
export interface SourcedText {
  text: string;
  /** `prefix`: the words before the source ('Bron:' unless given; French pages: 'Source :'). */
  source?: { label: string; url: string; prefix?: string };
}

/** A link to another place page, with its distance where it reads naturally. */
export interface PlaceLink {
  label: string;
  path: string;
  km?: number;
}

const cited = (fact: Fact): SourcedText => ({ text: fact.text, source: { label: sourceLabel(fact.source), url: SOURCES[fact.source].url } });

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

/** A question of the place's FAQ, answered by its sourced facts. */
export interface PlaceQuestion {
  question: string;
  paragraphs: SourcedText[];
}

/** The company's and the region's facts that answer one question. */
function rulesFor(place: Place, company: string | null | undefined, question: keyof FactsByQuestion): Fact[] {
  return [...((company ? COMPANY_FACTS[company]?.[question] : undefined) ?? []), ...(REGION_FACTS[place.regionCode]?.[question] ?? [])];
}

/**
 * The place's FAQ: who supplies the water, how hard it is (or where centrally softened water flows),
 * what an installation must have there. Each answer is what sources say, each sentence with its source;
 * where no source says anything the page says so once, in the first answer.
 */
export function placeQuestions(place: Place): PlaceQuestion[] {
  const facts = WATER_FACTS[place.slug];
  const where = inPlace(place);
  const supply: SourcedText[] = [];
  if (facts) {
    supply.push(...facts.supply.map(cited));
    if (facts.note) supply.push({ text: facts.note });
  } else {
    const province = PROVINCE_SUPPLIERS[place.regionCode];
    if (province) supply.push(cited(province));
    supply.push({ text: PLACE_TEXT.noSource(place.name) });
  }
  const production = LOCAL_PRODUCTION[place.slug];
  if (production) supply.push({ ...cited(production), text: `${production.text} ${PLACE_TEXT.productionCaveat}` });
  supply.push(...(LOCAL_WATER_STORIES[place.slug] ?? []).map(cited));
  supply.push(...rulesFor(place, facts?.company, 'supply').map(cited));

  const hardness: SourcedText[] = [];
  if (facts?.hardness) {
    hardness.push(cited(facts.hardness));
    if (facts.hardness.describesPlace) hardness.push(hardnessMeaning(facts.hardness));
  } else if (facts) {
    if (facts.hardnessNote) hardness.push(cited(facts.hardnessNote));
    hardness.push({ text: PLACE_TEXT.noHardness });
  }
  if (facts?.softened) hardness.push(cited(facts.softened), { text: PLACE_TEXT.softenedCaveat });
  if (facts) hardness.push(...rulesFor(place, facts.company, 'hardness').map(cited));

  const installation = rulesFor(place, facts?.company, 'installation').map(cited);
  return [
    { question: place.kind === 'province' ? PLACE_TEXT.questionSuppliers(where) : PLACE_TEXT.questionSupplier(where), paragraphs: supply },
    ...(hardness.length > 0 ? [{ question: PLACE_TEXT.questionHardness(where), paragraphs: hardness }] : []),
    ...(installation.length > 0 ? [{ question: PLACE_TEXT.questionInstallation(where), paragraphs: installation }] : []),
  ];
}

/** The questions as the FAQPage structured data carries them: plain text, each source named. */
export function placeFaqEntries(questions: readonly PlaceQuestion[]): FaqEntry[] {
  return questions.map(({ question, paragraphs }) => ({
    question,
    answer: paragraphs.map((p) => (p.source ? `${p.text} (${p.source.prefix ?? `${SOURCE_LABEL}:`} ${p.source.label})` : p.text)).join(' '),
  }));
}

/** The nearest town and city pages (never a province, nor the intro line's cross-links), nearest first. */
export function nearestPlaces(place: Place, count: number): PlaceLink[] {
  const excluded = new Set(introLinks(place));
  return PLACES.filter((other) => other !== place && other.kind !== 'province' && !excluded.has(other))
    .map((other) => ({ other, km: distanceKm(place.coordinates, other.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ other, km }) => ({ label: other.label, path: other.path, km: roundKm(km) }));
}

/** The place pages a page links in its intro line, in groups: 'In de buurt: …', or a province's towns and neighbours. */
export interface LinkGroup {
  label: string;
  links: PlaceLink[];
}

/** How many pages a town or city page links: the spec's cross-links, then the nearest others. */
const NEARBY_COUNT = 6;

export function neighbourhood(place: Place): LinkGroup[] {
  const link = (p: Place): PlaceLink => ({ label: p.label, path: p.path });
  if (place.kind === 'province') {
    const inProvince = PLACES.filter((p) => p.kind !== 'province' && p.regionCode === place.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.slug] ?? []).flatMap((slug) => PLACES.filter((p) => p.slug === slug));
    const listed = new Set([...inProvince, ...adjacent]);
    const more = introLinks(place).filter((p) => !listed.has(p));
    return [
      ...(inProvince.length > 0 ? [{ label: PLACE_TEXT.provinceTowns, links: inProvince.map(link) }] : []),
      { label: PLACE_TEXT.adjacentProvinces, links: adjacent.map(link) },
      ...(more.length > 0 ? [{ label: PLACE_TEXT.alsoNearby, links: more.map(link) }] : []),
    ];
  }
  const cross = introLinks(place).map((p) => ({ ...link(p), km: roundKm(distanceKm(place.coordinates, p.coordinates)) }));
  return [{ label: PLACE_TEXT.nearby, links: [...cross, ...nearestPlaces(place, Math.max(0, NEARBY_COUNT - cross.length))] }];
}

/** What a source says about the municipality itself (its deelgemeenten, its districts), if anything. */
export function aboutPlace(place: Place): SourcedText | null {
  const fact = MUNICIPALITY_FACTS[place.slug];
  return fact ? cited(fact) : null;
}

/**
 * The hardness a place page offers to set the home page's calculator to: its published figure (the middle
 * of a range), clamped to the slider; null without a figure that describes the place.
 */
export function calculatorStart(place: Place): number | null {
  const h = WATER_FACTS[place.slug]?.hardness;
  if (!h?.describesPlace) return null;
  const published = h.maxFh === null ? h.minFh : Math.round((h.minFh + h.maxFh) / 2);
  return Math.min(HARDNESS.max, Math.max(HARDNESS.min, published));
}
