/**
 * The sellers' promises on the French pages (issue 42 item 1): the twins of promise-texts.ts. French
 * typography (no-break spaces) is applied where they are written (promise-html.ts).
 */
import { formatEuroIn } from '../i18n/format.ts';
import type { PromiseTexts } from './promise-texts.ts';

/** 24 → '2 ans', 12 → '1 an', 18 → '18 mois'. */
const period = (months: number) => (months % 12 === 0 ? `${months / 12} an${months === 12 ? '' : 's'}` : `${months} mois`);
/** ['A', 'B', 'C'] → 'A, B ou C'. */
const oneOf = (names: readonly string[]) => (names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`);
const euro = (value: number) => formatEuroIn('fr', value);

export const FR_PROMISE_TEXTS: PromiseTexts = {
  guarantee: {
    short: (g) => `Garantie de ${period(g.years * 12)}`,
    description: (g) => `Accordée par ${oneOf(g.guarantors)}. Ce qu’elle couvre et à quelles conditions figure dans votre proposition personnelle.`,
    line: (g) => `Garantie de ${period(g.years * 12)}, accordée par ${oneOf(g.guarantors)}`,
    question: 'De quelle garantie est-ce que je bénéficie ?',
    answer: (g) =>
      g
        ? `Une garantie de ${period(g.years * 12)}, accordée par ${oneOf(g.guarantors)} ; ce qu’elle couvre et à quelles conditions figure dans votre proposition personnelle. En outre, comme pour tout achat, le vendeur répond pendant deux ans des défauts de conformité (la garantie légale).`
        : 'Comme pour tout achat, le vendeur répond pendant deux ans des défauts de conformité (la garantie légale). Si le vendeur ou le fabricant y ajoute une garantie commerciale, votre proposition personnelle dit qui l’accorde, ce qu’elle couvre et à quelles conditions.',
  },
  salt: {
    short: (s) => `Sel gratuit pendant ${period(s.months)}`,
    description: (s) => `${s.kg} kg de sel régénérant${s.deliveredHome ? ', livré à domicile' : ''}.`,
    line: (s) => `Sel gratuit pendant ${period(s.months)} (${s.kg} kg)${s.deliveredHome ? ', livré à domicile' : ''}`,
    question: 'Combien de sel l’appareil consomme-t-il ?',
    answer: (s) =>
      'Cela dépend de la dureté de votre eau et de la quantité d’eau que votre ménage consomme ; nous le calculons pour vous lors de la proposition personnelle.' +
      (s ? ` Avec l’achat groupé, vous recevez gratuitement ${s.kg} kg de sel régénérant, répartis sur ${period(s.months)}${s.deliveredHome ? ' et livrés à domicile' : ''}.` : ''),
  },
  filter: {
    short: 'Filtre anti-PFAS offert',
    description: (f) => `Un filtre pour l’eau que vous buvez${f.valueEuro === null ? '' : `, d’une valeur de ${euro(f.valueEuro)}`}, offert avec chaque adoucisseur.`,
    line: (f) => `Filtre anti-PFAS offert${f.valueEuro === null ? '' : ` (valeur : ${euro(f.valueEuro)})`}`,
    question: 'Qu’est-ce que le filtre anti-PFAS offert ?',
    answer: (f) =>
      `Avec chaque adoucisseur, vous recevez gratuitement un filtre anti-PFAS pour l’eau que vous buvez${f.valueEuro === null ? '' : `, d’une valeur de ${euro(f.valueEuro)}`}. Votre proposition personnelle précise de quel filtre il s’agit.`,
  },
  servicing: {
    short: 'Entretien minimal',
    description: (months) => `Une fois tous les ${period(months)} seulement, grâce aux mises à jour par wifi et à un système autonettoyant.`,
    question: 'Quel entretien demande un adoucisseur ?',
    answer: (months) =>
      `Grâce aux mises à jour automatiques par wifi et à un système autonettoyant, un entretien n’est nécessaire qu’une fois tous les ${period(months)}.`,
  },
  support: {
    short: 'Assistance 24 h/24, 7 j/7',
    description: 'Une aide en ligne à tout moment, via l’application mobile (appareil connecté en wifi).',
    question: 'Ai-je besoin du wifi ?',
    answer: (aroundTheClock) =>
      `Non, chaque taille existe avec et sans wifi. Avec le wifi, l’appareil reçoit des mises à jour automatiques${aroundTheClock ? ' et vous bénéficiez d’une assistance en ligne 24 h/24, 7 j/7 via l’application mobile' : ''}.`,
  },
  madeIn: {
    short: 'Fabriqué en Belgique',
    line: (makers) => `Fabriqué en Belgique par ${oneOf(makers)}`,
    description: (makers, organiser, sellers) =>
      `Fabriqué par ${oneOf(makers)}. ${organiser ? `L’achat groupé est organisé par ${organiser} ; vous` : 'Vous'} achetez à l’installateur que votre proposition désigne comme vendeur (actuellement ${oneOf(sellers)}).`,
    question: 'Où les appareils sont-ils fabriqués ?',
  },
};
