/**
 * The Dutch texts of the place pages that are the same on every page, or worded from a place's own
 * facts (src/places/). One home, so that the French pages translate one file. Nothing here pastes a
 * place's name into a sentence that is true everywhere: what differs between pages is what sources say
 * about each place (docs/decisions/021-only-true-claims.md).
 */
import { formatEuro } from '../format.ts';
import { CLAIMS, SITE } from '../site.ts';
import type { BenefitCard } from './benefits.ts';
import { SAVINGS } from './prices.ts';

export const PLACE_TEXT = {
  breadcrumbLabel: 'Kruimelpad',
  heroSubtitle: 'Gratis en vrijblijvend inschrijven voor de groepsaankoop.',
  benefitsHeading: 'Wat de groepsaankoop u biedt',
  button: 'Schrijf u gratis in',
  questionSupplier: (where: string) => `Wie levert het kraanwater ${where}?`,
  questionSuppliers: (where: string) => `Welke waterbedrijven leveren het kraanwater ${where}?`,
  questionHardness: (where: string) => `Hoe hard is het kraanwater ${where}?`,
  questionInstallation: (where: string) => `Wat moet een waterinstallatie ${where} hebben?`,
  /** No source names the supplier nor the hardness. */
  noSource: (name: string) =>
    `Welk bedrijf het water in ${name} levert en hoe hard het er is, daarvoor vonden we geen bron. ` +
    'Uw waterfactuur vermeldt het bedrijf; de hardheid meten wij gratis bij u thuis.',
  noHardness: 'Een gepubliceerd hardheidscijfer vonden we niet.',
  productionCaveat: 'Een productiecentrum zegt niet welk bedrijf uw straat bedient.',
  softenedCaveat:
    'Waar het water al centraal onthard wordt, wint u met een eigen waterverzachter minder: vraag eerst na of uw straat dat water krijgt, en laat de hardheid meten voor u beslist.',
  /** What a published figure means: Aquaflanders' class and the lime a cubic metre brings. */
  hardnessMeaning: (classes: string, lime: string) => `Dat is ${classes} water volgens Aquaflanders: ${lime} kalk per kubieke meter.`,
  aboutHeading: (name: string) => `Over ${name}`,
  nearby: 'In de buurt, hemelsbreed:',
  provinceTowns: 'Gemeenten met een eigen pagina:',
  adjacentProvinces: 'De provincies ernaast:',
  alsoNearby: 'Ook in de buurt:',
  modelsHeading: 'Toestellen en besparing',
  /** The link to the home page's calculator, and the place's published figure to set it to when it has one. */
  calculatorLink: 'Bereken uw besparing',
  calculatorLinkAfter: (value: number | null) =>
    value === null ? ' met de rekenmodule op de homepagina.' : ` op de homepagina: zet de hardheid op ${value} °fH, het gepubliceerde cijfer.`,
  modelsText: 'Vier formaten, elk met of zonder wifi: ',
  modelsLink: 'maten en gezinsgrootte op de homepagina',
  faqHeading: (where: string) => `Het kraanwater ${where}`,
  faqMore: 'over de groepsaankoop staan op de homepagina.',
  faqMoreLink: 'Alle veelgestelde vragen',
  contactHeading: 'Doe mee met de groepsaankoop',
} as const;

/** 'op zo'n 25 km hemelsbreed' or 'op een boogscheut'. */
export function distanceText(km: number): string {
  return km < 10 ? 'op een boogscheut' : `op zo'n ${km} km hemelsbreed`;
}

/**
 * The 8 benefit cards of a place page, in the spec's order: their titles only (the home page explains
 * each), and one line on 'Made in Belgium', the one place a page names how far the factory is.
 */
export function placeBenefitCards(
  factory: { inFactoryTown: true } | { inFactoryTown: false; distance: string; from: string } | { inFactoryTown: false; distance: null },
): BenefitCard[] {
  const made = factory.inFactoryTown
    ? `Gemaakt in onze eigen fabriek hier in ${SITE.factoryCity}.`
    : factory.distance === null
      ? `Gemaakt in onze eigen fabriek in ${SITE.factoryCity}.`
      : `Gemaakt in onze fabriek in ${SITE.factoryCity}, ${factory.distance} van ${factory.from}.`;
  return [
    { id: 1, icon: 'regional', title: SAVINGS ? `Tot ${SAVINGS.percentMax}% voordeliger` : 'Groepsprijs' },
    { id: 2, icon: 'belgium', title: 'Made in Belgium', description: made },
    { id: 3, icon: 'warranty', title: `${CLAIMS.warrantyYears} jaar garantie` },
    { id: 4, icon: 'maintenance', title: `Onderhoud om de ${CLAIMS.maintenanceIntervalYears} jaar` },
    { id: 5, icon: 'support', title: `${CLAIMS.supportHours} ondersteuning` },
    { id: 6, icon: 'installation', title: 'Gratis installatie' },
    { id: 7, icon: 'salt', title: `${CLAIMS.freeSaltYears} jaar gratis zout` },
    { id: 8, icon: 'filter', title: `Gratis PFAS-filter (${formatEuro(CLAIMS.pfasFilterValueEuro)})` },
  ];
}
