/**
 * The French texts of the place pages (issue 25), the twin of src/content/place-page.ts: what is the same
 * on every French page, or worded from a place's own facts (src/places/french.ts). Nothing pastes a
 * place's name into a sentence that is true everywhere. Typeset by rule (inFrench, src/i18n/typography.ts).
 */
import { inFrench, typesetFrench } from '../../i18n/typography.ts';
import type { PublishedFigure } from '../place-page.ts';
import { SAVINGS } from '../prices.ts';

export const PLACE_TEXT_FR = /* @__PURE__ */ inFrench(() => ({
  home: 'Accueil',
  breadcrumbLabel: "Fil d'Ariane",
  heroSubtitle: "Inscription gratuite et sans engagement à l'achat groupé.",
  benefitsHeading: "Ce que l'achat groupé vous offre",
  benefitsMore: "Tous les avantages sur la page d'accueil",
  button: 'Inscrivez-vous gratuitement',
  /** With the place in the structured data, without it under the heading that names it. */
  questionSupplier: (where = '') => `Qui distribue l'eau du robinet${where && ` ${where}`} ?`,
  questionSuppliers: (where = '') => `Quels distributeurs fournissent l'eau du robinet${where && ` ${where}`} ?`,
  questionHardness: (where = '') => `Quelle est la dureté de l'eau${where && ` ${where}`} ?`,
  questionInstallation: (where = '') => `Que faut-il à une installation d'eau${where && ` ${where}`} ?`,
  /** Where a softener matters less: the advice that goes with central softening. */
  softenedCaveat:
    "Si votre rue reçoit une eau adoucie par le distributeur, un adoucisseur vous apporte moins : faites mesurer la dureté avant de décider.",
  /** What a published figure means, on the scale L'Avenir gives for Wallonia (°f). */
  hardnessMeaning: (classes: string) =>
    `Sur l'échelle que cite L'Avenir (douce jusqu'à 15 °f, dure dès 30 °f), c'est une eau ${classes}.`,
  hardnessClasses: { soft: 'douce', medium: 'moyennement dure', hard: 'dure', join: ' à ' },
  aboutHeading: (name: string) => `À propos de ${name}`,
  nearbyHeading: 'Nos autres pages en français',
  nearby: "Villes, par distance à vol d'oiseau :",
  provinces: 'Provinces :',
  provinceTowns: 'Villes avec leur propre page :',
  adjacentProvinces: 'Provinces voisines :',
  alsoNearby: 'Voir aussi :',
  modelsHeading: 'Appareils et économies',
  homeIntro: "Sur la page d'accueil : ",
  modelsLink: 'nos quatre appareils',
  calculatorLink: 'le calcul de vos économies',
  faqMoreLink: 'toutes les questions fréquentes',
  and: ' et ',
  calculatorHint: (published: PublishedFigure | null) =>
    published === null
      ? null
      : published.maxFh === published.minFh
        ? `Pour le calcul, placez le curseur sur ${published.minFh} °f, le chiffre publié.`
        : `Pour le calcul, placez le curseur sur la dureté de votre commune : le chiffre publié est de ${
            published.maxFh === null ? `plus de ${published.minFh}` : `${published.minFh} à ${published.maxFh}`
          } °f.`,
  faqHeading: (where: string) => `L'eau du robinet ${where}`,
  contactHeading: "Participez à l'achat groupé",
  sourcePrefix: 'Source :',
  undated: 'non daté',
  /** The page's description: what it offers, and that its facts are sourced. */
  description: (where: string) =>
    `Achat groupé d'adoucisseurs d'eau ${where} : installation offerte, et ce que disent les sources sur l'eau du robinet ${where}.`,
  keywords: (label: string) => [`adoucisseur d'eau ${label}`, `achat groupé adoucisseur ${label}`, `anticalcaire ${label}`],
  /** How French pages name a publisher the Dutch data names in Dutch. */
  publishers: { 'Waals Parlement': 'Parlement de Wallonie' } as Readonly<Record<string, string>>,
} as const));

/** What the group purchase offers, as a French place page lists it (the twin of placeBenefitLines). */
export function placeBenefitLinesFr(): string[] {
  return typesetFrench([
    ...(SAVINGS ? [`Jusqu'à ${SAVINGS.percentMax} % moins cher grâce au prix de groupe`] : []),
    'Installation gratuite par des techniciens certifiés',
  ]);
}
