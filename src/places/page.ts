/**
 * What a place page shows, as plain data: `+data` returns it and the page template renders it. What
 * comes from the place's facts is not here: the server writes it into the page (the place part, issue 41).
 */
import type { RegionCode } from './data/places.ts';
import { PLACE_TEXT, placeBenefitLines } from '../content/place-page.ts';
import { ROUTES } from '../routes.ts';
import { heroTitle, inPlace, placeBreadcrumb } from './copy.ts';
import { type LinkGroup, neighbourhood } from './local.ts';
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
  faqHeading: string;
  faqMoreLink: string;
  and: string;
  contactHeading: string;
}

export interface PlacePageData {
  slug: string;
  /** The page's path: what the server writes from its facts (the place part, issue 41) is keyed by it. */
  path: string;
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
  /** 'in Kortrijk': the FAQ's heading names the place. */
  where: string;
  /** The province the place lies in (ISO 3166-2:BE): which rounds run there (issue 35). */
  region: RegionCode;
  /** 'Kortrijk': the heading of the section about the municipality. */
  name: string;
  texts: PlacePageTexts;
}

/** The Dutch template's words for a place. */
function dutchTexts(place: Place): PlacePageTexts {
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
    faqHeading: t.faqHeading(inPlace(place)),
    faqMoreLink: t.faqMoreLink,
    and: t.and,
    contactHeading: t.contactHeading,
  };
}

export function placePageData(place: Place): PlacePageData {
  return {
    texts: dutchTexts(place),
    slug: place.slug,
    path: place.path,
    measuredPlace: place.slug,
    title: placeTitle(place),
    description: placeDescription(place),
    breadcrumb: placeBreadcrumb(place),
    heroTitle: heroTitle(place),
    links: neighbourhood(place),
    benefits: placeBenefitLines(),
    where: inPlace(place),
    region: place.regionCode,
    name: place.name,
  };
}
