/**
 * What a French place page shows (issue 25), as the same plain data as a Dutch one (PlacePageData), so
 * one template renders both: hero, breadcrumb, the French pages nearby (Wallonia and Brussels only, never
 * a Flemish town), the benefit cards, the FAQ answered by the sourced facts of data/french-places.ts, and
 * the head tags with their hreflang twins.
 */
import { placeBenefitCardsFr, distanceTextFr, PLACE_TEXT_FR as T } from '../content/fr/place-page.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { PUBLIC_URL } from '../build-env.ts';
import { absoluteUrl, alternateLinks, type HeadTags, openGraph } from '../seo/head.ts';
import { breadcrumbNode, faqPageNode, graph, ids, organizationNode, webPageNode, websiteNode } from '../seo/json-ld.ts';
import { distanceKm, FACTORY_PLACE, roundKm } from './copy.ts';
import { WALLOON_INSTALLATION } from './data/french-places.ts';
import { ADJACENT_PROVINCES } from './data/places.ts';
import { SOURCES } from './data/sources.ts';
import type { Fact, Hardness } from './data/water-facts.ts';
import { type FrenchPlace, FRENCH_PLACES, isWalloon } from './french.ts';
import { isIndexable } from './indexing.ts';
import { calculatorStart, type LinkGroup, placeFaqEntries, type PlaceQuestion, type SourcedText } from './local.ts';
import type { PlacePageData } from './page.ts';

/** '(Source : RTBF, 01/2020)': the publisher as French readers know it, the source's date or 'non daté'. */
function cited(fact: Fact): SourcedText {
  const { publisher, published, url } = SOURCES[fact.source];
  const date = published ? published.split('-').reverse().join('/') : T.undated;
  return { text: fact.text, source: { label: `${T.publishers[publisher] ?? publisher}, ${date}`, url, prefix: T.sourcePrefix } };
}

function hardnessClassFr(fh: number): string {
  return fh < 15 ? T.hardnessClasses.soft : fh < 30 ? T.hardnessClasses.medium : T.hardnessClasses.hard;
}

function hardnessMeaning(h: Hardness): SourcedText {
  const classes = [...new Set([hardnessClassFr(h.minFh), hardnessClassFr(h.maxFh ?? h.minFh)])];
  return cited({ text: T.hardnessMeaning(classes.join(T.hardnessClasses.join)), source: 'lavenirHardWater2018' });
}

function frenchQuestions(place: FrenchPlace): PlaceQuestion[] {
  const hardness: SourcedText[] = [];
  if (place.hardness) {
    hardness.push(cited(place.hardness));
    if (place.hardness.describesPlace) hardness.push(hardnessMeaning(place.hardness));
  } else {
    if (place.hardnessNote) hardness.push(cited(place.hardnessNote));
    hardness.push({ text: T.noHardness });
  }
  const province = place.twin.kind === 'province';
  return [
    { question: (province ? T.questionSuppliers : T.questionSupplier)(place.where), paragraphs: place.supply.map(cited) },
    { question: T.questionHardness(place.where), paragraphs: hardness },
    ...(isWalloon(place) ? [{ question: T.questionInstallation(place.where), paragraphs: [cited(WALLOON_INSTALLATION)] }] : []),
  ];
}

const twinOf = (slug: string) => FRENCH_PLACES.find((p) => p.twin.slug === slug);
const link = (p: FrenchPlace) => ({ label: p.label, path: p.path });

/** The French province page of a city, when there is one (Brussels has none). */
function provinceOf(place: FrenchPlace): FrenchPlace | undefined {
  if (place.twin.kind === 'province') return undefined;
  return FRENCH_PLACES.find((p) => p.twin.kind === 'province' && p.twin.regionCode === place.twin.regionCode);
}

/** The French pages nearby: a city's other cities (with their distance) and the provinces; a province's cities and neighbours. */
function frenchNeighbourhood(place: FrenchPlace): LinkGroup[] {
  const others = FRENCH_PLACES.filter((p) => p !== place);
  if (place.twin.kind === 'province') {
    const cities = others.filter((p) => p.twin.kind !== 'province' && p.twin.regionCode === place.twin.regionCode);
    const adjacent = (ADJACENT_PROVINCES[place.twin.slug] ?? []).map(twinOf).filter((p): p is FrenchPlace => p !== undefined);
    const listed = new Set([...cities, ...adjacent]);
    const more = others.filter((p) => !listed.has(p) && p.twin.kind !== 'province' && place.twin.crossLinks.includes(p.twin.slug));
    return [
      ...(cities.length > 0 ? [{ label: T.provinceTowns, links: cities.map(link) }] : []),
      { label: T.adjacentProvinces, links: adjacent.map(link) },
      ...(more.length > 0 ? [{ label: T.alsoNearby, links: more.map(link) }] : []),
    ];
  }
  const km = (p: FrenchPlace) => distanceKm(place.twin.coordinates, p.twin.coordinates);
  const cities = others.filter((p) => p.twin.kind !== 'province').sort((a, b) => km(a) - km(b));
  const provinces = others.filter((p) => p.twin.kind === 'province' && p !== provinceOf(place)).sort((a, b) => km(a) - km(b));
  return [
    { label: T.nearby, links: cities.map((p) => ({ ...link(p), km: roundKm(km(p)) })) },
    { label: T.alsoNearby, links: provinces.map(link) },
  ];
}

function frenchBreadcrumb(place: FrenchPlace): { name: string; path: string }[] {
  const province = provinceOf(place);
  return [
    { name: T.home, path: FR_TEXTS.routes.home },
    ...(province ? [{ name: province.label, path: province.path }] : []),
    { name: place.label, path: place.path },
  ];
}

/** 'Adoucisseur d'eau à Charleroi', 'dans le Hainaut': French says where, not just the name. */
const heroTitle = (place: FrenchPlace) => `${FR_TEXTS.site.product} ${place.where}`;

function frenchTitle(place: FrenchPlace): string {
  return `${heroTitle(place)} | ${FR_TEXTS.site.name}`;
}

function frenchDescription(place: FrenchPlace): string {
  return `Achat groupé d'adoucisseurs d'eau ${place.where} : installation gratuite, sel gratuit pendant 2 ans, filtre PFAS gratuit, et ce que nous savons de l'eau du robinet.`;
}

export function frenchPlacePageData(place: FrenchPlace): PlacePageData {
  // The French facts name the same published figures as the Dutch twin's.
  const calculator = calculatorStart(place.twin);
  const factory =
    !FACTORY_PLACE || place.twin.kind === 'province'
      ? null
      : { distance: distanceTextFr(roundKm(distanceKm(place.twin.coordinates, FACTORY_PLACE.coordinates))), from: place.name };
  return {
    slug: place.slug,
    title: frenchTitle(place),
    description: frenchDescription(place),
    breadcrumb: frenchBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: frenchNeighbourhood(place),
    benefits: placeBenefitCardsFr(factory),
    about: place.about ? cited(place.about) : null,
    calculator,
    faq: frenchQuestions(place),
    where: place.where,
    region: place.twin.regionCode,
    name: place.name,
    texts: {
      home: FR_TEXTS.routes.home,
      breadcrumbLabel: T.breadcrumbLabel,
      heroSubtitle: T.heroSubtitle,
      benefitsHeading: T.benefitsHeading,
      button: T.button,
      aboutHeading: T.aboutHeading(place.label),
      modelsHeading: T.modelsHeading,
      modelsText: T.modelsText,
      modelsLink: T.modelsLink,
      calculatorLink: T.calculatorLink,
      calculatorLinkAfter: T.calculatorLinkAfter(calculator),
      faqHeading: T.faqHeading(place.where),
      faqMoreLink: T.faqMoreLink,
      faqMore: T.faqMore,
      contactHeading: T.contactHeading,
    },
  };
}

/** The head tags of a French place page: canonical to itself, hreflang both ways, indexed like its Dutch twin. */
export function frenchPlaceHead(place: FrenchPlace, origin: string = PUBLIC_URL): HeadTags {
  const url = absoluteUrl(place.path, origin);
  const title = frenchTitle(place);
  const description = frenchDescription(place);
  const crumbs = frenchBreadcrumb(place).map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path, origin) }));
  return {
    title,
    description,
    canonical: url,
    ...(isIndexable(place.twin) ? {} : { noindex: true, follow: true }),
    keywords: [`adoucisseur d'eau ${place.label}`, `achat groupé adoucisseur ${place.label}`, `anticalcaire ${place.label}`].join(', '),
    openGraph: openGraph(url, 'fr', FR_TEXTS.site.name),
    alternates: alternateLinks(place.path, origin),
    geo: {
      region: place.twin.regionCode,
      placename: place.name,
      latitude: place.twin.coordinates.latitude,
      longitude: place.twin.coordinates.longitude,
    },
    jsonLd: graph([
      websiteNode(origin),
      organizationNode(origin),
      webPageNode({ origin, url, title, description, breadcrumb: { '@id': ids.breadcrumb(url) }, inLanguage: 'fr-BE' }),
      breadcrumbNode(url, crumbs),
      faqPageNode(url, placeFaqEntries(frenchQuestions(place)), 'fr-BE'),
    ]),
  };
}
