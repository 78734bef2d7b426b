/**
 * The French home page (/fr, issue 25): title, hero, the benefit cards and the 14 questions, the twins of
 * src/content/pages.ts, benefits.ts and faq.ts, written for French-speaking Belgians. Every number comes
 * from src/site.ts or the softener table; the same truths as the Dutch page (no saving without a price
 * list, no salt use, no count of households that is not from the leads).
 */
import { formatEuroIn } from '../../i18n/format.ts';
import { FR_PAGE_TEXTS, FR_TEXTS } from '../../i18n/fr.ts';
import { SOFTENERS } from '../../leads/softeners.ts';
import { CLAIMS, SITE } from '../../site.ts';
import type { BenefitCard } from '../benefits.ts';
import type { FaqEntry } from '../faq.ts';
import { HARD_FROM_DH, HARD_FROM_FH } from '../hardness-threshold.ts';
import type { PageMeta } from '../pages.ts';
import { SAVINGS } from '../prices.ts';
import { inFrench } from '../../i18n/typography.ts';

const c = CLAIMS;
const euro = (value: number) => formatEuroIn('fr', value);
const range = (r: { min: number; max: number }) => `${r.min} à ${r.max}`;

export const HOME_META_FR: PageMeta = /* @__PURE__ */ inFrench(() => ({
  path: FR_TEXTS.routes.home,
  title: `Adoucisseur d'eau intelligent ${SAVINGS ? `jusqu'à ${SAVINGS.percentMax} % moins cher` : 'moins cher'}, grâce à l'achat groupé | ${FR_TEXTS.site.name}`,
  description:
    `Participez gratuitement à l'achat groupé d'un adoucisseur d'eau intelligent : installation gratuite, garantie de ${c.warrantyYears} ans, ` +
    `sel gratuit pendant ${c.freeSaltYears} ans et un filtre PFAS offert.`,
}));

export const HOME_TEXT_FR = /* @__PURE__ */ inFrench(() => ({
  heroTitle: `De l'eau douce pour votre ménage, ${SAVINGS ? `jusqu'à ${SAVINGS.percentMax} % moins cher` : 'moins cher ensemble'}`,
  heroIntro: "Participez gratuitement à l'achat groupé d'un adoucisseur d'eau intelligent, fabriqué en Belgique.",
  benefitsHeading: 'Pourquoi choisir notre achat groupé ?',
  benefitsIntro: "Tout ce qu'il vous faut pour une eau douce, sans souci et à un prix de groupe avantageux.",
  directoryHeading: "L'achat groupé près de chez vous",
  directoryIntro: 'En Wallonie et à Bruxelles, les villes et provinces qui ont leur propre page :',
  directoryDutch: 'Les pages des villes et communes de Flandre sont en néerlandais, sur la version néerlandaise du site.',
} as const));

function homeBenefitsFr(): readonly BenefitCard[] {
  return [
  {
    id: 1,
    icon: 'savings',
    ...(SAVINGS
      ? { title: `Jusqu'à ${SAVINGS.percentMax} % moins cher`, description: `Acheter ensemble vous fait gagner de ${range(SAVINGS.euro)} euros par appareil.` }
      : { title: 'Moins cher ensemble', description: 'Plus les ménages sont nombreux, plus le prix de groupe que nous négocions pour tous est avantageux.' }),
  },
  { id: 2, icon: 'warranty', title: `Garantie de ${c.warrantyYears} ans`, description: 'Un réseau de techniciens près de chez vous, qui interviennent rapidement.' },
  {
    id: 3,
    icon: 'installation',
    title: 'Installation gratuite',
    description: `Par des techniciens certifiés, ${range(c.deliveryWeeks)} semaines après votre confirmation.`,
  },
  { id: 4, icon: 'salt', title: `Sel gratuit pendant ${c.freeSaltYears} ans`, description: 'Du sel régénérant, livré à domicile.' },
  {
    id: 5,
    icon: 'filter',
    title: 'Filtre anti-PFAS offert',
    description: `Un filtre anti-PFAS pour l'eau que vous buvez, d'une valeur de ${euro(c.pfasFilterValueEuro)}, offert avec chaque adoucisseur.`,
  },
  {
    id: 6,
    icon: 'maintenance',
    title: 'Entretien minimal',
    description: `Une fois tous les ${c.maintenanceIntervalYears} ans seulement, grâce aux mises à jour par wifi et à un système autonettoyant.`,
  },
  { id: 7, icon: 'support', title: 'Assistance 24 h/24, 7 j/7', description: "Une aide en ligne à tout moment, via l'application mobile (appareil connecté en wifi)." },
  {
    id: 8,
    icon: 'belgium',
    title: 'Fabriqué en Belgique',
    description: `Dans notre propre usine à ${SITE.factoryCity}, avec un service sans intermédiaires.`,
  },
];
}

// Pure: pages render these on the server only, and the browser build drops them.
export const HOME_BENEFITS_FR: readonly BenefitCard[] = /* @__PURE__ */ inFrench(homeBenefitsFr);

function faqFr(): readonly FaqEntry[] {
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
    answer: `Une session démarre dès que suffisamment de participants se sont inscrits, en général tous les ${range(c.roundIntervalMonths)} mois. Nous vous tenons personnellement informé.`,
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
      `La livraison et l'installation ont lieu ${range(c.deliveryWeeks)} semaines après votre confirmation. ` +
      "L'installation est gratuite et réalisée par des techniciens certifiés.",
  },
  {
    question: 'De quelle garantie est-ce que je bénéficie ?',
    answer:
      `Vous bénéficiez d'une garantie de ${c.warrantyYears} ans, avec un réseau de techniciens près de chez vous. ` +
      `Les appareils sont fabriqués en Belgique, dans notre usine à ${SITE.factoryCity}.`,
  },
  {
    question: "Quel entretien demande un adoucisseur ?",
    answer: `Grâce aux mises à jour automatiques par wifi et à un système autonettoyant, un entretien n'est nécessaire qu'une fois tous les ${c.maintenanceIntervalYears} ans.`,
  },
  {
    question: "Combien de sel l'appareil consomme-t-il ?",
    answer:
      "Cela dépend de la dureté de votre eau et de la quantité d'eau que votre ménage consomme ; nous le calculons pour vous lors de la proposition personnelle. " +
      `Avec l'achat groupé, vous recevez du sel gratuit pendant ${c.freeSaltYears} ans, livré à domicile.`,
  },
  {
    question: "Qu'est-ce que le filtre anti-PFAS offert ?",
    answer: `Avec chaque adoucisseur, vous recevez gratuitement un filtre anti-PFAS pour l'eau que vous buvez, d'une valeur de ${euro(c.pfasFilterValueEuro)}.`,
  },
  {
    question: "Ai-je besoin du wifi ?",
    answer:
      "Non, chaque taille existe avec et sans wifi. Avec le wifi, l'appareil reçoit des mises à jour automatiques " +
      "et vous bénéficiez d'une assistance en ligne 24 h/24, 7 j/7 via l'application mobile.",
  },
];
}

// Pure: pages render these on the server only, and the browser build drops them.
export const FAQ_FR: readonly FaqEntry[] = /* @__PURE__ */ inFrench(faqFr);
