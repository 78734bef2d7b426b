/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import type { RegionCode } from './data/places.ts';
import type { BenefitCard } from '../content/benefits.ts';
import { PLACE_TEXT } from '../content/place-page.ts';
import { ROUTES } from '../routes.ts';
import { heroTitle, inPlace, placeBenefits, placeBreadcrumb } from './copy.ts';
import {
  aboutPlace,
  calculatorStart,
  type LinkGroup,
  neighbourhood,
  type PlaceQuestion,
  placeQuestions,
  type SourcedText,
} from './local.ts';
import type { Place } from './places.ts';
import { placeDescription, placeTitle } from './seo.ts';

/** The template's words, resolved for the page (Dutch here, French in french-page.ts). */
export interface PlacePageTexts {
  home: string;
  breadcrumbLabel: string;
  heroSubtitle: string;
  benefitsHeading: string;
  button: string;
  aboutHeading: string;
  modelsHeading: string;
  modelsText: string;
  modelsLink: string;
  calculatorLink: string;
  calculatorLinkAfter: string;
  faqHeading: string;
  faqMoreLink: string;
  faqMore: string;
  contactHeading: string;
}

export interface PlacePageData {
  slug: string;
  title: string;
  description: string;
  breadcrumb: { name: string; path: string }[];
  heroTitle: string;
  /** The intro line: the place pages nearby (the spec's cross-links first), or a province's towns and neighbours. */
  links: LinkGroup[];
  benefits: BenefitCard[];
  /** What a source says about the municipality itself. */
  about: SourcedText | null;
  /** The published hardness the home page's calculator starts at when the page links it, or null. */
  calculator: number | null;
  /** The FAQ: questions about the place's water, answered by its sourced facts. */
  faq: PlaceQuestion[];
  /** 'in Kortrijk': the FAQ's heading names the place. */
  where: string;
  /** The province the place lies in (ISO 3166-2:BE): which rounds run there (issue 35). */
  region: RegionCode;
  /** 'Kortrijk': the heading of the section about the municipality. */
  name: string;
  texts: PlacePageTexts;
}

/** The Dutch template's words for a place. */
function dutchTexts(place: Place, calculator: number | null): PlacePageTexts {
  const t = PLACE_TEXT;
  return {
    home: ROUTES.home,
    breadcrumbLabel: t.breadcrumbLabel,
    heroSubtitle: t.heroSubtitle,
    benefitsHeading: t.benefitsHeading,
    button: t.button,
    aboutHeading: t.aboutHeading(place.name),
    modelsHeading: t.modelsHeading,
    modelsText: t.modelsText,
    modelsLink: t.modelsLink,
    calculatorLink: t.calculatorLink,
    calculatorLinkAfter: t.calculatorLinkAfter(calculator),
    faqHeading: t.faqHeading(inPlace(place)),
    faqMoreLink: t.faqMoreLink,
    faqMore: t.faqMore,
    contactHeading: t.contactHeading,
  };
}

export function placePageData(place: Place): PlacePageData {
  const calculator = calculatorStart(place);
  return {
    texts: dutchTexts(place, calculator),
    slug: place.slug,
    title: placeTitle(place),
    description: placeDescription(place),
    breadcrumb: placeBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: neighbourhood(place),
    benefits: placeBenefits(place),
    about: aboutPlace(place),
    calculator,
    faq: placeQuestions(place),
    where: inPlace(place),
    region: place.regionCode,
    name: place.name,
  };
}
