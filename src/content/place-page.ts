/**
 * The Dutch texts of the place pages that are the same on every page, or worded from a place's own
 * facts (src/places/). One home, so that the French pages translate one file. Nothing here pastes a
 * place's name into a sentence that is true everywhere: what differs between pages is what sources say
 * about each place (docs/decisions/021-only-true-claims.md).
 */
import { SAVINGS } from './prices.ts';

/** How the calculator's link names a published figure: one value, a range, or 'more than'. */
export interface PublishedFigure {
  minFh: number;
  maxFh: number | null;
}

export const PLACE_TEXT = {
  home: 'Start',
  breadcrumbLabel: 'Kruimelpad',
  heroSubtitle: 'Gratis en vrijblijvend inschrijven voor de groepsaankoop.',
  benefitsHeading: 'Wat de groepsaankoop u biedt',
  benefitsMore: 'Alle voordelen op de startpagina',
  button: 'Schrijf u gratis in',
  /** The questions about the place's water: with the place in the structured data, without it under the heading that names it. */
  questionSupplier: (where = '') => `Wie levert het kraanwater${where && ` ${where}`}?`,
  questionSuppliers: (where = '') => `Welke waterbedrijven leveren het kraanwater${where && ` ${where}`}?`,
  questionHardness: (where = '') => `Hoe hard is het kraanwater${where && ` ${where}`}?`,
  questionInstallation: (where = '') => `Wat moet een waterinstallatie${where && ` ${where}`} hebben?`,
  /** Where a softener matters less: the advice that goes with central softening. */
  softenedCaveat:
    'Krijgt uw straat centraal onthard water, dan levert een eigen waterverzachter minder op: laat de hardheid meten vóór u beslist.',
  /** What a published figure means: Aquaflanders' class and the lime a cubic metre brings. */
  hardnessMeaning: (classes: string, lime: string) => `Dat is ${classes} water volgens Aquaflanders: ${lime} kalk per m³.`,
  aboutHeading: (name: string) => `Over ${name}`,
  nearbyHeading: 'In de buurt',
  nearby: 'Hemelsbreed, van dichtbij naar verder:',
  provinces: 'Provincies:',
  provinceTowns: 'Gemeenten met een eigen pagina:',
  adjacentProvinces: 'Aangrenzende provincies:',
  alsoNearby: 'Ook in de buurt:',
  modelsHeading: 'Toestellen en besparing',
  /** One line of links to the home page: the models, the calculator, the full FAQ. */
  homeIntro: 'Op de startpagina vindt u ',
  modelsLink: 'de vier toestellen',
  calculatorLink: 'de rekenmodule',
  faqMoreLink: 'alle veelgestelde vragen',
  and: ' en ',
  /** The place's published figure to set the calculator to, when it has one that describes the place. */
  calculatorHint: (published: PublishedFigure | null) =>
    published === null
      ? null
      : published.maxFh === published.minFh
        ? `Zet de rekenmodule op ${published.minFh} °fH, het gepubliceerde cijfer.`
        : `Zet de rekenmodule op de hardheid van uw straat; gepubliceerd is ${
            published.maxFh === null ? `meer dan ${published.minFh}` : `${published.minFh} tot ${published.maxFh}`
          } °fH.`,
  faqHeading: (where: string) => `Het kraanwater ${where}`,
  contactHeading: 'Doe mee met de groepsaankoop',
} as const;

/**
 * What the group purchase offers, as a place page lists it: what comes with the softener, one line each,
 * true everywhere (the home page explains every benefit, the link says so). No line without content: a
 * group price only once prices are set. The sellers' promises (salt, the PFAS filter, a guarantee) follow
 * these lines on the page, from the terms of the sellers of the place's province (decision 057).
 */
export function placeBenefitLines(): string[] {
  return [
    ...(SAVINGS ? [`Tot ${SAVINGS.percentMax}% voordeliger dankzij de groepsprijs`] : []),
    'Gratis installatie door gecertificeerde technici',
  ];
}
