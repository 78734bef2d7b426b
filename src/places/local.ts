/**
 * The place's own sections: its drinking water (supplier and published hardness, each sentence with its
 * source), its neighbourhood (local names, nearby place pages, the province page, the factory) and the
 * place-specific FAQ questions. Facts come from src/places/water-facts.ts; distances are great-circle
 * distances between the data file's coordinates, rounded to 5 km and always called 'hemelsbreed'.
 */
import { HARDNESS } from '../calculator/savings.ts';
import type { FaqEntry } from '../content/faq.ts';
import { SITE } from '../site.ts';
import { distanceKm, FACTORY_PLACE, inPlace, isFactoryTown, joinDutch, labelInSentence } from './copy.ts';
import { type Place, PLACES, provincePageOf } from './places.ts';
import { SOURCES, type SourceId, sourceLabel } from './sources.ts';
import { GENERAL_FACTS, type Hardness, LOCAL_PRODUCTION, PROVINCE_SUPPLIERS, waterFactsOf } from './water-facts.ts';

/** A sentence, with the source it rests on when it states a fact. */
export interface SourcedText {
  text: string;
  source?: { label: string; url: string };
}

/** A link to another place page, with its distance where it reads naturally. */
export interface PlaceLink {
  label: string;
  path: string;
  km?: number;
  /** What a source says about that place's water: 'water van Farys', 'water van 20 tot 22 °fH'. */
  water?: string;
}

/** A neighbour's water in a few words, from its own sourced facts (never applied to this place). */
function waterInBrief(slug: string): string | undefined {
  const facts = waterFactsOf(slug);
  if (!facts?.company) return undefined;
  return facts.hardness ? `${facts.company}, ${hardnessRange(facts.hardness)}` : facts.company;
}

const cite = (id: SourceId): SourcedText['source'] => ({ label: sourceLabel(id), url: SOURCES[id].url });

/** '20 tot 22 °fH', '23 °fH', 'meer dan 30 °fH'. */
function hardnessRange(h: Hardness): string {
  if (h.maxFh === null) return `meer dan ${h.minFh} °fH`;
  return h.maxFh === h.minFh ? `${h.minFh} °fH` : `${h.minFh} tot ${h.maxFh} °fH`;
}

/** Aquaflanders' class of a hardness in °fH. */
export function hardnessClass(fh: number): string {
  const c = GENERAL_FACTS.hardnessClasses;
  if (fh < c.soft) return 'zeer zacht';
  if (fh < c.medium) return 'zacht';
  if (fh < c.hard) return 'middelhard';
  return fh < c.veryHard ? 'hard' : 'zeer hard';
}

/** What the published figure means for a household: its class and the lime per cubic metre. */
function hardnessMeaning(place: Place, h: Hardness): string {
  const grams = (fh: number) => fh * GENERAL_FACTS.gramsPerCubicMetrePerFh;
  const lime =
    h.maxFh === null
      ? `meer dan ${grams(h.minFh)} gram`
      : h.maxFh === h.minFh
        ? `${grams(h.minFh)} gram`
        : `${grams(h.minFh)} tot ${grams(h.maxFh)} gram`;
  const classes = [...new Set([hardnessClass(h.minFh), hardnessClass(h.maxFh ?? h.minFh)])];
  return (
    `Volgens de indeling van Aquaflanders is dat ${joinDutch(classes).replace(' en ', ' tot ')} water. ` +
    `Elke kubieke meter die een gezin ${inPlace(place)} verbruikt, brengt dan ${lime} kalk mee naar boiler, ` +
    'wasmachine en douchekop.'
  );
}

function provinceContext(place: Place): SourcedText[] {
  const fact = PROVINCE_SUPPLIERS[place.regionCode];
  return fact ? [{ text: fact.text, source: cite(fact.source) }] : [];
}

export interface WaterSection {
  heading: string;
  paragraphs: SourcedText[];
}

export function waterSection(place: Place): WaterSection {
  const facts = waterFactsOf(place.slug);
  const where = labelInSentence(place);
  const paragraphs: SourcedText[] = facts
    ? facts.supply.map((fact) => ({ text: fact.text, source: cite(fact.source) }))
    : [
        ...provinceContext(place),
        {
          text: `${provinceContext(place).length > 0 ? 'Welk van die bedrijven' : 'Welk bedrijf'} ${place.name} bedient en hoe hard het water er is, vonden we niet in een bron: uw waterfactuur noemt het bedrijf, en de hardheid meten wij gratis bij u thuis.`,
        },
      ];
  const production = LOCAL_PRODUCTION[place.slug];
  if (production) {
    paragraphs.push({
      text: `${production.text} Een productiecentrum zegt niet welk bedrijf uw straat bedient.`,
      source: cite(production.source),
    });
  }
  if (facts?.hardness) {
    paragraphs.push({ text: facts.hardness.text, source: cite(facts.hardness.source) });
    paragraphs.push({ text: hardnessMeaning(place, facts.hardness), source: cite('aquaflanders') });
  } else if (facts) {
    paragraphs.push({
      text: `Een gepubliceerd hardheidscijfer voor ${where} vonden we niet; bij de groepsaankoop meten wij de hardheid gratis bij u thuis.`,
    });
  }
  return { heading: `Het kraanwater ${inPlace(place)}`, paragraphs };
}

const roundKm = (km: number) => Math.max(5, Math.round(km / 5) * 5);

/** The nearest town and city pages (never a province), nearest first. */
export function nearestPlaces(place: Place, count = 10): PlaceLink[] {
  return PLACES.filter((other) => other !== place && other.kind !== 'province')
    .map((other) => ({ other, km: distanceKm(place.coordinates, other.coordinates) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, count)
    .map(({ other, km }) => ({ label: other.label, path: other.path, km: roundKm(km), water: waterInBrief(other.slug) }));
}

/** Provinces that share a border (Brussels lies inside Vlaams-Brabant). */
const ADJACENT_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  'west-vlaanderen': ['oost-vlaanderen', 'henegouwen'],
  'oost-vlaanderen': ['west-vlaanderen', 'antwerpen', 'vlaams-brabant', 'henegouwen'],
  antwerpen: ['oost-vlaanderen', 'vlaams-brabant', 'limburg'],
  limburg: ['antwerpen', 'vlaams-brabant', 'luik'],
  'vlaams-brabant': ['antwerpen', 'limburg', 'luik', 'waals-brabant', 'henegouwen', 'oost-vlaanderen'],
  'waals-brabant': ['vlaams-brabant', 'henegouwen', 'namen', 'luik'],
  henegouwen: ['west-vlaanderen', 'oost-vlaanderen', 'vlaams-brabant', 'waals-brabant', 'namen'],
  luik: ['limburg', 'vlaams-brabant', 'waals-brabant', 'namen', 'luxemburg'],
  namen: ['henegouwen', 'waals-brabant', 'luik', 'luxemburg'],
  luxemburg: ['namen', 'luik'],
};

export interface Neighbourhood {
  heading: string;
  /** Sentences before the links. */
  lead: string;
  links: PlaceLink[];
  /** The own province page (towns and cities), linked after the list. */
  province?: PlaceLink;
  /** The way to the factory. */
  factory: string;
}

function factoryText(place: Place): string {
  if (!FACTORY_PLACE || isFactoryTown(place)) {
    return `Onze fabriek staat hier in ${SITE.factoryCity}: wie hier woont, krijgt installatie en service van de technici die de toestellen bouwen.`;
  }
  const km = roundKm(distanceKm(place.coordinates, FACTORY_PLACE.coordinates));
  return place.kind === 'province'
    ? `Van het midden van ${labelInSentence(place)} tot onze fabriek in ${SITE.factoryCity} is het zo'n ${km} km hemelsbreed.`
    : `Onze fabriek in ${SITE.factoryCity} ligt zo'n ${km} km hemelsbreed van ${place.name}.`;
}

export function neighbourhood(place: Place): Neighbourhood {
  if (place.kind === 'province') {
    const inProvince = PLACES.filter((p) => p.kind !== 'province' && p.regionCode === place.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.slug] ?? []).flatMap((slug) => PLACES.filter((p) => p.slug === slug));
    const links = [...inProvince, ...adjacent].map((p) => ({ label: p.label, path: p.path }));
    const lead =
      inProvince.length > 0
        ? `Steden en gemeenten ${inPlace(place)} met een eigen pagina, en de provincies ernaast:`
        : `Een eigen pagina per gemeente ${inPlace(place)} hebben we nog niet; de provincies ernaast:`;
    return { heading: `De groepsaankoop ${inPlace(place)} en ernaast`, lead, links, factory: factoryText(place) };
  }
  const province = provincePageOf(place);
  return {
    heading: `${place.name} en omgeving`,
    lead:
      `Naast ${place.name} zelf doen ook gezinnen uit ${joinDutch(place.localNames)} mee. ` +
      `Dichtbij, hemelsbreed vanaf ${place.name}, met het waterbedrijf daar als een bron het noemt:`,
    links: nearestPlaces(place),
    province: province ? { label: province.label, path: province.path } : undefined,
    factory: factoryText(place),
  };
}

/** Where the calculator starts on the page: the published hardness, clamped to the slider. */
export interface CalculatorStart {
  value: number;
  note: string;
}

export function calculatorStart(place: Place): CalculatorStart | null {
  const h = waterFactsOf(place.slug)?.hardness;
  if (!h) return null;
  const published = h.maxFh === null ? h.minFh : Math.round((h.minFh + h.maxFh) / 2);
  const value = Math.min(HARDNESS.max, Math.max(HARDNESS.min, published));
  const figure = h.maxFh === null || h.maxFh === h.minFh ? hardnessRange(h) : `${hardnessRange(h)}, het midden is ${published} °fH`;
  const clamped = value !== published || h.maxFh === null ? ` De schuifregelaar gaat maar tot ${HARDNESS.max} °fH, dus hij staat op het maximum.` : '';
  return {
    value,
    note: `De hardheid staat al op het gepubliceerde cijfer voor ${labelInSentence(place)}: ${figure} (${h.what}; bron: ${sourceLabel(h.source)}).${clamped}`,
  };
}

/**
 * The FAQ questions about the place itself, shown before the general ones: only where a source says
 * something (an answer 'we do not know' would be filler). Short: the water section says more.
 */
export function placeFaq(place: Place): FaqEntry[] {
  const facts = waterFactsOf(place.slug);
  if (!facts) return [];
  const where = inPlace(place);
  const section = `Meer daarover staat hierboven, onder 'Het kraanwater ${where}'.`;
  const h = facts.hardness;
  return [
    {
      question: `Welk waterbedrijf levert het drinkwater ${where}?`,
      answer: facts.company
        ? `${facts.company}, volgens de bron die we daarvoor gebruikten. ${section}`
        : `Dat verschilt van gemeente tot gemeente. ${section}`,
    },
    ...(h
      ? [
          {
            question: `Hoe hard is het kraanwater ${where}?`,
            answer: `Het gepubliceerde cijfer is ${hardnessRange(h)}: ${h.what} (bron: ${sourceLabel(h.source)}). ${section}`,
          },
        ]
      : []),
  ];
}
