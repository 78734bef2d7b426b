/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import type { BenefitCard } from '../content/benefits.ts';
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
  /** 'Kortrijk': the heading of the section about the municipality. */
  name: string;
}

export function placePageData(place: Place): PlacePageData {
  return {
    slug: place.slug,
    title: placeTitle(place),
    description: placeDescription(place),
    breadcrumb: placeBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: neighbourhood(place),
    benefits: placeBenefits(place),
    about: aboutPlace(place),
    calculator: calculatorStart(place),
    faq: placeQuestions(place),
    where: inPlace(place),
    name: place.name,
  };
}
