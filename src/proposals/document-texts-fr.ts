/**
 * The words of a proposal's document in Belgian French (issue 33): the same keys as the Dutch ones in
 * document-texts.ts, checked by `DocumentTexts`. Amounts and dates with Intl `fr-BE`, Brussels time.
 */
import { SITE } from '../site.ts';
import { FR_PAGE_TEXTS, FR_TEXTS } from '../i18n/fr.ts';
import { formatEuroIn, frenchFirst } from '../i18n/format.ts';
import { SOFTENERS, type SoftenerType } from '../leads/softeners.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { CONSUMER_MEDIATION, LEGAL_GUARANTEE, WITHDRAWAL_FORM, WITHDRAWAL_INFORMATION } from './data/contract-law.ts';
import { friendlyIban } from '../seller-terms/payment.ts';
import type { DocumentTexts } from './document-texts.ts';

const euro = (amount: number) => formatEuroIn('fr', amount);
const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
const day = (isoDay: string) => frenchFirst(LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`)));
const cm = (mm: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 1 }).format(mm / 10);
const NAME = FR_TEXTS.site.name;
/** 24 → '2 ans', 12 → '1 an', 18 → '18 mois'. */
const period = (months: number) => (months % 12 === 0 ? `${months / 12} an${months === 12 ? '' : 's'}` : `${months} mois`);

function size(type: SoftenerType): string {
  const softener = SOFTENERS.find((candidate) => candidate.type === type);
  if (!softener) return '';
  const { width, depth, height } = softener.dimensionsMm;
  return ` (${softener.litres} litres, ${cm(width)} × ${cm(depth)} × ${cm(height)} cm, pour ${FR_PAGE_TEXTS.sections.softeners[type].persons})`;
}

export const FR_DOCUMENT_TEXTS: DocumentTexts = {
  day,
  what: {
    heading: 'Ce que vous achetez',
    softener: (type, hasWifi) => `Un adoucisseur d’eau ${type} ${SITE.brand}${size(type as SoftenerType)}, ${hasWifi ? 'avec wifi' : 'sans wifi'}.`,
    included: 'Compris\u00a0:',
    items: {
      installation: 'l’installation par un technicien certifié',
      salt: (s) => `${s.kg}\u00a0kg de sel de régénération, répartis sur ${period(s.months)}${s.deliveredHome ? ', livrés à domicile' : ''}`,
      filter: (f) => `un filtre anti-PFAS\u00a0: ${f.description.fr}${f.valueEuro === null ? '' : ` (valeur\u00a0: ${euro(f.valueEuro)})`}`,
    },
    manufacturer: (m) => `Fabricant\u00a0: ${m.name}, ${m.address}${m.madeInBelgium ? '\u202f; l’appareil est fabriqué en Belgique' : ''}.`,
    phrases: {
      basement: 'Installation à la cave.',
      garage: 'Installation dans le garage.',
      oldSoftener: 'Le vendeur enlève votre ancien adoucisseur.',
      bypass: 'Avec une dérivation (by-pass) pour isoler l’appareil.',
    },
    note: (note) => `Remarque\u00a0: ${note}`,
  },
  price: {
    heading: 'Prix',
    total: (amount, vatRate) => `Prix total\u00a0: ${euro(amount)}, TVA (${vatRate}\u00a0%) comprise.`,
    noExtras: (installed) =>
      installed
        ? 'La livraison et l’installation sont comprises dans le prix\u202f; aucuns frais supplémentaires ne s’y ajoutent.'
        : 'La livraison est comprise dans le prix\u202f; aucuns frais supplémentaires ne s’y ajoutent. L’installation n’est pas comprise.',
    vat: 'TVA\u00a0: 21\u00a0% est le taux normal. Si le taux réduit de 6\u00a0% pour la rénovation d’un logement de plus de dix ans peut s’appliquer, c’est le vendeur qui en décide, puisqu’il établit la facture\u202f; cela doit être fixé avant votre commande. Cette proposition est calculée à 21\u00a0%.',
  },
  delivery: {
    heading: 'Livraison et installation',
    window: (from, to) =>
      from === to
        ? `Le vendeur livre et installe l’appareil le ${day(from)}.`
        : `Le vendeur livre et installe l’appareil entre le ${day(from)} et le ${day(to)}\u202f; il convient du jour avec vous.`,
  },
  visit: {
    heading: 'Visite technique',
    what: 'Avant l’installation, le vendeur passe chez vous pour une visite technique, au créneau que vous choisissez sur votre page personnelle. Il vérifie que l’appareil peut être installé\u00a0: la place, une évacuation et une prise de courant à proximité, et des conduites adaptées. Il mesure aussi la dureté de votre eau.',
    impossible: 'Si la visite montre que l’appareil ne peut pas être installé, la commande prend fin sans frais pour vous. Le vendeur vous rembourse ce que vous avez déjà payé, acompte compris, dans les 14 jours suivant la visite.',
    changedMind: 'Si vous y renoncez vous-même lors de la visite, c’est une rétractation (voir «\u00a0Votre droit de rétractation\u00a0»)\u202f: vous en recevez la confirmation par e-mail.',
  },
  payment: {
    heading: 'Paiement',
    noDeposit: 'Vous ne payez rien à l’avance.',
    deposit: (percent, amount, how) =>
      `À la commande, le vendeur demande un acompte de ${percent}\u00a0% (${euro(amount)}). Vous le payez dans les ${how.depositDueDays} jours suivant votre commande ` +
      `sur le compte ${friendlyIban(how.iban)} de ${how.sellerName}, avec la communication structurée figurant dans la confirmation de votre commande` +
      `${how.paymentUrl ? ` (ou en ligne\u00a0: ${how.paymentUrl})` : ''}. Si vous vous rétractez, ou si la commande ne se fait pas après la visite technique, il vous est remboursé.`,
    rest: (amount, days) =>
      days === 0
        ? `Vous payez ${euro(amount)} à l’installation, sur facture du vendeur.`
        : `Vous payez ${euro(amount)} après l’installation, sur facture du vendeur, dans les ${days} jours.`,
  },
  seller: {
    heading: 'Le vendeur',
    identity: (name, address, companyNumber, phone, email) =>
      `Vendeur\u00a0: ${name}, ${address}, numéro d’entreprise ${companyNumber}, tél. ${phone}, e-mail ${email}.`,
    party:
      'Vous concluez ce contrat de vente avec le vendeur. La livraison, l’installation, la rétractation, la garantie et les réclamations se règlent avec le vendeur.',
  },
  organiser: {
    heading: 'Qui sert d’intermédiaire',
    identity: (name, address, companyNumber) =>
      `L’achat groupé ${NAME} est organisé par ${name}, ${address}, numéro d’entreprise ${companyNumber}, e-mail ${SITE.email}.`,
    site: `${NAME} est le site de cet achat groupé.`,
    role: 'L’organisateur vous met en relation avec le vendeur, mais n’est pas lui-même partie à cette vente.',
    fee: (amount) =>
      amount === 0
        ? 'L’organisateur ne reçoit aucune rémunération pour cette commande, ni de vous ni du vendeur.'
        : `L’organisateur reçoit du vendeur ${euro(amount)} par commande\u202f; ce montant est compris dans le prix, vous ne le payez pas en plus.`,
  },
  withdrawal: {
    heading: 'Votre droit de rétractation',
    ...WITHDRAWAL_INFORMATION.fr,
    returnCost: (amount) =>
      amount === 0
        ? 'Si vous vous rétractez après l’installation, le vendeur démonte et reprend l’appareil à ses frais.'
        : `Si vous vous rétractez après l’installation, le vendeur démonte et reprend l’appareil\u202f; les frais directs de ce renvoi (au plus ${euro(amount)}) sont à votre charge.`,
  },
  guarantee: {
    heading: 'Garantie',
    legal: LEGAL_GUARANTEE.fr,
    bySeller: (name, address) => `le vendeur, ${name}, ${address}`,
    commercial: (g, guarantor) =>
      g
        ? `Garantie commerciale\u00a0: ${period(g.years * 12)}, accordée par ${guarantor}. Elle couvre\u00a0: ${g.covers.fr} Conditions et mise en œuvre\u00a0: ${g.conditions.fr} Elle s’ajoute à la garantie légale, sans la réduire.`
        : 'Aucune garantie commerciale s’ajoutant à la garantie légale ne fait partie de cet achat.',
  },
  service: {
    heading: 'Service après-vente et entretien',
    contact: (s, phone) =>
      `Service après-vente\u00a0: ${[phone ? `tél. ${phone}` : null, s.email ? `e-mail ${s.email}` : null].filter(Boolean).join(', ')}\u202f; joignable ${s.hours.fr}. ` +
      `Vous recevez une première réponse dans les ${s.firstAnswerWorkingDays} ${s.firstAnswerWorkingDays === 1 ? 'jour ouvrable' : 'jours ouvrables'}.${s.aroundTheClock ? ' L’aide en ligne dans l’application est disponible jour et nuit.' : ''}`,
    none: 'Pour toute question ou tout problème après l’installation, adressez-vous au vendeur (coordonnées ci-dessus).',
    servicing: (months) => `Entretien\u00a0: ${months === 12 ? 'une fois par an' : `une fois tous les ${period(months)}`}, à convenir avec le service après-vente.`,
  },
  complaints: {
    heading: 'Réclamations',
    seller: (email, phone, address) => `Pour une réclamation, adressez-vous au vendeur\u00a0: ${email}, tél. ${phone}, ${address}.`,
    mediation: `À défaut de solution, vous pouvez vous adresser gratuitement au ${CONSUMER_MEDIATION.fr.name}, ${CONSUMER_MEDIATION.fr.contact}.`,
  },
  validity: {
    heading: 'Validité',
    until: (isoDay) => `Cette proposition est valable jusqu’au ${day(isoDay)} inclus.`,
  },
  form: WITHDRAWAL_FORM.fr,
};
