/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import type { RegionCode } from './data/places.ts';
import { PLACE_TEXT, placeBenefitLines, type PublishedFigure } from '../content/place-page.ts';
import { ROUTES } from '../routes.ts';
import { heroTitle, inPlace, placeBreadcrumb } from './copy.ts';
import { aboutPlace, type LinkGroup, neighbourhood, type PlaceQuestion, placeQuestions, publishedHardness, type SourcedText } from './local.ts';
import type { Place } from './places.ts';
import { placeDescription, placeTitle } from './seo.ts';

/** The template's words, resolved for the page (Dutch here, French in french-page.ts). */
export interface PlacePageTexts {
  home: string;
  breadcrumbLabel: string;
  heroSubtitle: string;
  benefitsHeading: string;
  benefitsMore: string;
  button: string;
  nearbyHeading: string;
  aboutHeading: string;
  modelsHeading: string;
  homeIntro: string;
  modelsLink: string;
  calculatorLink: string;
  /** The published figure to set the calculator to, or null. */
  calculatorHint: string | null;
  faqHeading: string;
  faqMoreLink: string;
  and: string;
  contactHeading: string;
}

export interface PlacePageData {
  slug: string;
  /** The Dutch place's slug, whose measured hardness the page shows (issue 34; the French twin's too). */
  measuredPlace: string;
  title: string;
  description: string;
  breadcrumb: { name: string; path: string }[];
  heroTitle: string;
  /** The section 'In de buurt': the place pages nearby by distance, or a province's towns and neighbours. */
  links: LinkGroup[];
  /** What the group purchase offers, one line each. */
  benefits: string[];
  /** What a source says about the municipality itself. */
  about: SourcedText | null;
  /** The published hardness the page tells to set the home page's calculator to, or null. */
  published: PublishedFigure | null;
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
function dutchTexts(place: Place, published: PublishedFigure | null): PlacePageTexts {
  const t = PLACE_TEXT;
  return {
    home: ROUTES.home,
    breadcrumbLabel: t.breadcrumbLabel,
    heroSubtitle: t.heroSubtitle,
    benefitsHeading: t.benefitsHeading,
    benefitsMore: t.benefitsMore,
    button: t.button,
    nearbyHeading: t.nearbyHeading,
    aboutHeading: t.aboutHeading(place.name),
    modelsHeading: t.modelsHeading,
    homeIntro: t.homeIntro,
    modelsLink: t.modelsLink,
    calculatorLink: t.calculatorLink,
    calculatorHint: t.calculatorHint(published),
    faqHeading: t.faqHeading(inPlace(place)),
    faqMoreLink: t.faqMoreLink,
    and: t.and,
    contactHeading: t.contactHeading,
  };
}

export function placePageData(place: Place): PlacePageData {
  const published = publishedHardness(place);
  return {
    texts: dutchTexts(place, published),
    slug: place.slug,
    measuredPlace: place.slug,
    title: placeTitle(place),
    description: placeDescription(place),
    breadcrumb: placeBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: neighbourhood(place),
    benefits: placeBenefitLines(),
    about: aboutPlace(place),
    published,
    faq: placeQuestions(place),
    where: inPlace(place),
    region: place.regionCode,
    name: place.name,
  };
}
