/** What a place page shows, as plain data: `+data` returns it and the page template renders it. */
import type { BenefitCard } from '../content/benefits.ts';
import {
  benefitsButtonLabel,
  benefitsHeading,
  heroSubtitle,
  heroTitle,
  inPlace,
  type IntroPart,
  introLine,
  placeBenefits,
  placeBreadcrumb,
} from './copy.ts';
import { placePageGeneralFaq } from '../content/faq.ts';
import type { FaqEntry } from '../content/faq.ts';
import { type CalculatorStart, calculatorStart, type Neighbourhood, neighbourhood, placeFaq, type WaterSection, waterSection } from './local.ts';
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
  water: WaterSection;
  neighbourhood: Neighbourhood;
  calculator: CalculatorStart | null;
  faq: FaqEntry[];
  /** 'in Kortrijk': how the shared sections' headings name the place. */
  where: string;
}

/** The FAQ of a place page: its own questions first, then the general selection. */
export function placePageFaq(place: Place): FaqEntry[] {
  return [...placeFaq(place), ...placePageGeneralFaq(inPlace(place))];
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
    water: waterSection(place),
    neighbourhood: neighbourhood(place),
    calculator: calculatorStart(place),
    faq: placePageFaq(place),
    where: inPlace(place),
  };
}
