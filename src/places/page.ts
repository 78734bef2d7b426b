/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import type { BenefitCard } from '../content/benefits.ts';
import {
  benefitsButtonLabel,
  benefitsHeading,
  heroSubtitle,
  heroTitle,
  type IntroPart,
  introLine,
  placeBenefits,
  placeBreadcrumb,
} from './copy.ts';
import type { Place } from './places.ts';
import { placeDescription, placeTitle } from './seo.ts';

export interface PlacePageData {
  slug: string;
  title: string;
  description: string;
  breadcrumb: { name: string; path: string }[];
  heroTitle: string;
  heroSubtitle: string;
  benefitsHeading: string;
  intro: IntroPart[];
  benefits: BenefitCard[];
  buttonLabel: string;
}

export function placePageData(place: Place): PlacePageData {
  return {
    slug: place.slug,
    title: placeTitle(place),
    description: placeDescription(place),
    breadcrumb: placeBreadcrumb(place),
    heroTitle: heroTitle(place),
    heroSubtitle: heroSubtitle(place),
    benefitsHeading: benefitsHeading(place),
    intro: introLine(place),
    benefits: placeBenefits(place),
    buttonLabel: benefitsButtonLabel(place),
  };
}
