/**
 * The French home page (/fr, issue 25): title, hero, the benefit cards and the 14 questions, the twins of
 * src/content/pages.ts, benefits.ts and faq.ts, written for French-speaking Belgians. Every number comes
 * from src/site.ts or the softener table; the same truths as the Dutch page (no saving without a price
 * list, no salt use, no count of households that is not from the leads).
 */
import { FR_PAGE_TEXTS, FR_TEXTS } from '../../i18n/fr.ts';
import { SOFTENERS } from '../../leads/softeners.ts';
import { CLAIMS } from '../../site.ts';
import type { BenefitEntry } from '../benefits.ts';
import type { FaqEntry, PromiseFaq } from '../faq.ts';
import { HARD_FROM_DH, HARD_FROM_FH } from '../hardness-threshold.ts';
import type { PageMeta } from '../pages.ts';
import { SAVINGS } from '../prices.ts';
import { inFrench } from '../../i18n/typography.ts';

const c = CLAIMS;
const range = (r: { min: number; max: number }) => `${r.min} à ${r.max}`;

export const HOME_META_FR: PageMeta = /* @__PURE__ */ inFrench(() => ({
  path: FR_TEXTS.routes.home,
  title: `Adoucisseur d'eau intelligent ${SAVINGS ? `jusqu'à ${SAVINGS.percentMax} % moins cher` : 'moins cher'}, grâce à l'achat groupé | ${FR_TEXTS.site.name}`,
  description:
    "Participez gratuitement à l'achat groupé d'un adoucisseur d'eau intelligent : installation gratuite, proposition personnelle, " +
    'et un calculateur pour estimer ce que l’eau douce vous fait économiser.',
}));

export const HOME_TEXT_FR = /* @__PURE__ */ inFrench(() => ({
  heroTitle: `De l'eau douce pour votre ménage, ${SAVINGS ? `jusqu'à ${SAVINGS.percentMax} % moins cher` : 'moins cher ensemble'}`,
  heroIntro: "Participez gratuitement à l'achat groupé d'un adoucisseur d'eau intelligent.",
  benefitsHeading: 'Pourquoi choisir notre achat groupé ?',
  benefitsIntro: "Tout ce qu'il vous faut pour une eau douce, sans souci et à un prix de groupe avantageux.",
  directoryHeading: "L'achat groupé près de chez vous",
  directoryIntro: 'En Wallonie et à Bruxelles, les villes et provinces qui ont leur propre page :',
  directoryDutch: 'Les pages des villes et communes de Flandre sont en néerlandais, sur la version néerlandaise du site.',
} as const));

function homeBenefitsFr(): readonly BenefitEntry[] {
  return [
  {
    id: 1,
    icon: 'savings',
    ...(SAVINGS
      ? { title: `Jusqu'à ${SAVINGS.percentMax} % moins cher`, description: `Acheter ensemble vous fait gagner de ${range(SAVINGS.euro)} euros par appareil.` }
      : { title: 'Moins cher ensemble', description: 'Plus les ménages sont nombreux, plus le prix de groupe que nous négocions pour tous est avantageux.' }),
  },
  { id: 2, promise: 'guarantee' },
  {
    id: 3,
    icon: 'installation',
    title: 'Installation gratuite',
    description: 'Par des techniciens certifiés, dans la période que mentionne votre proposition.',
  },
  { id: 4, promise: 'salt' },
  { id: 5, promise: 'filter' },
  { id: 6, promise: 'servicing' },
  { id: 7, promise: 'support' },
  { id: 8, promise: 'madeIn' },
];
}

// Pure: pages render these on the server only, and the browser build drops them.
export const HOME_BENEFITS_FR: readonly BenefitEntry[] = /* @__PURE__ */ inFrench(homeBenefitsFr);

function faqFr(): readonly (FaqEntry | PromiseFaq)[] {
  // In running text a size reads as French writes a unit: '25 L'.
  const sizes = SOFTENERS.map((s) => `${s.type.replace(/L$/, '\u00a0L')} pour ${FR_PAGE_TEXTS.sections.softeners[s.type].persons}`).join(', ');
  return [
  {
    question: "Comment fonctionne l'achat groupé ?",
    answer:
      'Vous vous inscrivez gratuitement avec le formulaire de cette page. Dès qu’il y a assez de participants, une nouvelle session démarre ' +
      'et chaque participant reçoit une proposition personnelle au prix de groupe avantageux.',
  },
  {
    question: "Combien puis-je économiser avec l'achat groupé ?",
    answer:
      (SAVINGS
        ? `En achetant ensemble, vous économisez de ${range(SAVINGS.euro)} euros par appareil, soit jusqu'à ${SAVINGS.percentMax} % par rapport au prix habituel. `
        : 'Cela dépend du prix de groupe que nous négocions à chaque session : vous le trouverez dans votre proposition personnelle. ') +
      "Le calculateur de cette page estime en outre ce que l'eau douce vous rapporte chaque année.",
  },
  {
    question: 'Quand démarre la prochaine session ?',
    answer: 'Dès qu’une session est prévue, le haut de cette page indique quand les inscriptions ouvrent et ferment. Nous tenons personnellement informés ceux qui sont inscrits.',
  },
  {
    question: "Que se passe-t-il si une session n'a pas lieu ?",
    answer: 'Vous ne perdez rien : les inscrits passent en priorité, sans frais, à la session suivante.',
  },
  {
    question: 'Que se passe-t-il après mon inscription ?',
    answer:
      'Vous recevez un e-mail de confirmation qui reprend vos données. ' +
      `Dans les ${c.callWithinWorkingDays} jours ouvrables, un collaborateur vous téléphone, puis vous recevez une proposition personnelle.`,
  },
  {
    question: "Suis-je obligé d'acheter si je m'inscris ?",
    answer: "Non. L'inscription est gratuite et sans engagement : vous décidez seulement après la proposition personnelle si vous acceptez l'offre.",
  },
  {
    question: "Comment savoir si mon eau est assez dure pour un adoucisseur ?",
    answer:
      `À partir de ${HARD_FROM_FH} °f (${HARD_FROM_DH} °dH), une eau est dite dure, écrivait L'Avenir en 2018. ` +
      'Le calculateur de cette page compte en degrés français (°f). En cas de doute, nous vous proposons un test de dureté gratuit.',
  },
  {
    question: 'Quelle taille convient à mon ménage ?',
    answer: `Il existe quatre tailles, chacune avec ou sans wifi : ${sizes}. Nous vous aidons à choisir lors de la proposition personnelle.`,
  },
  {
    question: "Dans quel délai l'adoucisseur est-il installé ?",
    answer:
      'Votre proposition personnelle indique la période dans laquelle le vendeur livre et installe ; après une visite technique, vous convenez du jour. ' +
      "L'installation est gratuite et réalisée par des techniciens certifiés.",
  },
  { promise: 'guarantee' },
  { promise: 'madeIn' },
  { promise: 'servicing' },
  { promise: 'salt' },
  { promise: 'filter' },
  { promise: 'support' },
];
}

// Pure: pages render these on the server only, and the browser build drops them.
export const FAQ_FR: readonly (FaqEntry | PromiseFaq)[] = /* @__PURE__ */ inFrench(faqFr);
