/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import {
  type BenefitCard,
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

/** How far above the `contact` section scrolling stops on place pages (spec section 9). */
export const CONTACT_SCROLL_OFFSET_PX = 100;

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
