/**
 * The French texts of the place pages (issue 25), the twin of src/content/place-page.ts: what is the same
 * on every French page, or worded from a place's own facts (src/places/french.ts). Nothing pastes a
 * place's name into a sentence that is true everywhere.
 */
import { formatEuroIn } from '../../i18n/format.ts';
import { frenchTypography, inFrench } from '../../i18n/typography.ts';
import { CLAIMS, SITE } from '../../site.ts';
import type { BenefitCard } from '../benefits.ts';
import { SAVINGS } from '../prices.ts';

export const PLACE_TEXT_FR = /* @__PURE__ */ inFrench({
  home: 'Accueil',
  breadcrumbLabel: "Fil d'Ariane",
  heroSubtitle: "Inscription gratuite et sans engagement à l'achat groupé.",
  benefitsHeading: "Ce que l'achat groupé vous offre",
  button: 'Inscrivez-vous gratuitement',
  questionSupplier: (where: string) => `Qui distribue l'eau du robinet ${where} ?`,
  questionSuppliers: (where: string) => `Quels distributeurs fournissent l'eau du robinet ${where} ?`,
  questionHardness: (where: string) => `Quelle est la dureté de l'eau ${where} ?`,
  questionInstallation: (where: string) => `Que doit comporter une installation d'eau ${where} ?`,
  noHardness: "Nous n'avons pas trouvé de chiffre de dureté publié.",
  /** What a published figure means, on the scale L'Avenir gives for Wallonia (°f). */
  hardnessMeaning: (classes: string) =>
    `Selon l'échelle que cite L'Avenir pour la Wallonie (douce jusqu'à 15 °f, moyennement dure de 15 à 30 °f, dure au-delà), c'est une eau ${classes}.`,
  hardnessClasses: { soft: 'douce', medium: 'moyennement dure', hard: 'dure', join: ' à ' },
  aboutHeading: (name: string) => `À propos de ${name}`,
  nearby: "À proximité, à vol d'oiseau :",
  provinceTowns: 'Villes avec leur propre page :',
  adjacentProvinces: 'Provinces voisines :',
  alsoNearby: 'Voir aussi :',
  modelsHeading: 'Appareils et économies',
  calculatorLink: 'Calculez votre économie',
  calculatorLinkAfter: (value: number | null) =>
    value === null ? " avec le calculateur de la page d'accueil." : ` sur la page d'accueil : réglez la dureté sur ${value} °f, le chiffre publié.`,
  modelsText: 'Quatre tailles, chacune avec ou sans wifi : ',
  modelsLink: "dimensions et taille du ménage sur la page d'accueil",
  faqHeading: (where: string) => `L'eau du robinet ${where}`,
  faqMore: "sur l'achat groupé se trouvent sur la page d'accueil.",
  faqMoreLink: 'Toutes les questions fréquentes',
  contactHeading: "Participez à l'achat groupé",
  sourcePrefix: 'Source :',
  undated: 'non daté',
  /** How French pages name a publisher the Dutch data names in Dutch. */
  publishers: { 'Waals Parlement': 'Parlement de Wallonie' } as Readonly<Record<string, string>>,
} as const);

/** "à quelque 85 km à vol d'oiseau" or "à deux pas". */
export function distanceTextFr(km: number): string {
  return frenchTypography(km < 10 ? 'à deux pas' : `à quelque ${km} km à vol d'oiseau`);
}

/** The 8 benefit cards of a French place page, in the spec's order (the Dutch pages' cards, in French). */
export function placeBenefitCardsFr(factory: { distance: string; from: string } | null): BenefitCard[] {
  const made =
    factory === null
      ? `Fabriqué dans notre propre usine à ${SITE.factoryCity}.`
      : `Fabriqué dans notre usine à ${SITE.factoryCity}, ${factory.distance} de ${factory.from}.`;
  return inFrench([
    { id: 1, icon: 'regional', title: SAVINGS ? `Jusqu'à ${SAVINGS.percentMax} % moins cher` : 'Prix de groupe' },
    { id: 2, icon: 'belgium', title: 'Made in Belgium', description: made },
    { id: 3, icon: 'warranty', title: `Garantie de ${CLAIMS.warrantyYears} ans` },
    { id: 4, icon: 'maintenance', title: `Entretien tous les ${CLAIMS.maintenanceIntervalYears} ans` },
    { id: 5, icon: 'support', title: 'Assistance 24 h/24, 7 j/7' },
    { id: 6, icon: 'installation', title: 'Installation gratuite' },
    { id: 7, icon: 'salt', title: `Sel gratuit pendant ${CLAIMS.freeSaltYears} ans` },
    { id: 8, icon: 'filter', title: `Filtre PFAS gratuit (valeur de ${formatEuroIn('fr', CLAIMS.pfasFilterValueEuro)})` },
  ]);
}
