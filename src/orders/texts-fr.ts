/**
 * The household's order texts in Belgian French (issue 33): the same keys as the Dutch ones in
 * texts.ts, checked there by `OrderTexts`. Amounts and dates with Intl `fr-BE`, Brussels time.
 */
import { FR_TEXTS } from '../i18n/fr.ts';
import { formatDateTimeIn, formatEuroIn, frenchFirst } from '../i18n/format.ts';
import { SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { ORDER_BUTTON, WITHDRAWAL_FUNCTION } from '../proposals/data/contract-law.ts';
import type { OrderStatus } from './lifecycle.ts';

const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
const day = (isoDay: string) => frenchFirst(LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`)));
const moment = (iso: string) => formatDateTimeIn('fr', new Date(iso));
const NAME = FR_TEXTS.site.name;
/** What an order is, in a sentence ('Cette commande est déjà annulée'). */
const FR_ORDER_STATES: Record<OrderStatus, string> = {
  accepted: 'passée',
  visit_planned: 'passée, avec une visite planifiée',
  visited: 'passée, et la visite technique a eu lieu',
  installation_planned: 'passée, avec une installation planifiée',
  installed: 'installée', withdrawn: 'annulée par votre rétractation', cancelled: 'annulée' };
const signature = ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email];
const euro = (amount: number) => formatEuroIn('fr', amount);
const pickUp = (cost: number) =>
  cost === 0
    ? 'L’appareil est déjà installé\u00a0: le vendeur convient avec vous du moment où il vient le reprendre, à ses frais.'
    : `L’appareil est déjà installé\u00a0: le vendeur convient avec vous du moment où il vient le reprendre\u202f; les frais directs de ce renvoi (au plus ${euro(cost)}) sont à votre charge.`;

export const FR_ORDER_TEXTS = {
  day,
  moment,
  section: {
    heading: 'Votre commande',
    status: {
      accepted: 'Commandée',
      visit_planned: 'Visite planifiée',
      visited: 'Visite faite',
      installation_planned: 'Installation planifiée',
      installed: 'Installée',
      withdrawn: 'Rétractée',
      cancelled: 'Annulée',
    },
    orderedOn: (iso: string) => `Commandée le ${moment(iso)}`,
    nowHeading: 'Et maintenant\u202f?',
    now: {
      pickSlot: 'Choisissez ci-dessous un créneau pour la visite technique.',
      waitingSlots: 'L’installateur proposera bientôt des créneaux pour la visite technique\u202f; vous recevrez un e-mail dès que vous pourrez en choisir un.',
      otherTimesAsked: 'Vous avez demandé d’autres créneaux\u00a0: l’installateur en propose de nouveaux, vous recevrez un e-mail.',
      visit: (when: string) => `La visite technique\u00a0: ${when}.`,
      visited: 'La visite technique a eu lieu. L’installateur planifie maintenant l’installation\u202f; vous recevrez un e-mail avec la date.',
      installation: (isoDay: string) => `L’installation est prévue le ${day(isoDay)}.`,
      installed: (isoDay: string, serial: string | null) => `Votre adoucisseur a été installé le ${day(isoDay)}${serial ? ` (numéro de série ${serial})` : ''}.`,
    },
    depositHeading: 'Payer l’acompte',
    deposit: (amount: number, dueDay: string, iban: string, seller: string) =>
      `Payez ${euro(amount)} au plus tard le ${day(dueDay)} sur le compte ${iban} de ${seller}, avec la communication structurée\u00a0:`,
    payOnline: 'Ou payez en ligne',
    call: (seller: string, phone: string) => `Vendeur\u00a0: ${seller}. Une question sur votre commande\u202f? Appelez le ${phone}.`,
    contract: 'Le texte que vous avez accepté (votre contrat, avec le formulaire de rétractation)',
    seller: (name: string) => `Vendeur\u00a0: ${name}`,
    installedOn: (isoDay: string) => `Installée le ${day(isoDay)}`,
    withdrawalHeading: 'Votre droit de rétractation',
    withdrawalUntil: (isoDay: string) => `Vous pouvez vous rétracter de cette commande jusqu’au ${day(isoDay)} inclus, sans donner de motif.`,
    withdrawalOpen:
      'Vous pouvez vous rétracter de cette commande jusqu’à 14 jours après l’installation, sans donner de motif. La date exacte s’affichera ici dès que l’appareil sera installé.',
    withdrawalClosed: (isoDay: string) => `Le délai de rétractation a expiré le ${day(isoDay)}.`,
    withdraw: WITHDRAWAL_FUNCTION.fr.start,
    confirmHeading: 'Vous rétracter de la commande\u202f?',
    confirmText: (returnCost: number | null) =>
      `Vous vous rétractez de votre commande. Le vendeur vous rembourse dans les 14 jours ce que vous avez déjà payé.${returnCost === null ? '' : ` ${pickUp(returnCost)}`} Vous recevrez une confirmation par e-mail.`,
    confirm: WITHDRAWAL_FUNCTION.fr.confirm,
    cancel: 'Retour',
    busy: 'Un instant…',
    withdrawn: (iso: string) => `Vous vous êtes rétracté(e) de cette commande le ${moment(iso)}. Vous avez reçu une confirmation par e-mail.`,
    cancelled: (iso: string) => `Cette commande a été annulée le ${moment(iso)}. Vous avez reçu un e-mail à ce sujet.`,
  },
  order: {
    start: 'Accepter la proposition…',
    heading: 'Passer commande',
    total: (amount: number) => `Prix total\u00a0: ${formatEuroIn('fr', amount)}, TVA comprise`,
    text: 'Avec le bouton ci-dessous, vous commandez auprès du vendeur nommé dans la proposition. Vous pourrez encore vous rétracter, jusqu’à 14 jours après l’installation.',
    button: ORDER_BUTTON.fr,
    placed: 'Merci\u202f! Votre commande est passée. Vous recevez une confirmation par e-mail, avec le texte complet et le formulaire de rétractation.',
  },
  confirmationMail: {
    subject: (orderId: number) => `Confirmation de votre commande n°\u00a0${orderId} – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: (iso: string, seller: string, orderId: number) =>
      `Le ${moment(iso)}, vous avez passé commande auprès du vendeur ${seller}\u202f; votre numéro de commande est le ${orderId}. Voici le texte complet que vous avez accepté, avec le modèle de formulaire de rétractation. Conservez cet e-mail.`,
    deposit: (amount: number, dueDay: string, iban: string, seller: string, reference: string) =>
      `L’acompte\u00a0: payez ${euro(amount)} au plus tard le ${day(dueDay)} sur le compte ${iban} de ${seller}, avec la communication structurée ${reference}.`,
    payOnline: (url: string) => `Vous pouvez aussi payer en ligne sur ${url}, avec la même communication.`,
    noDeposit: 'Vous ne payez rien à l’avance\u202f; la facture suit l’installation.',
    withdraw: 'Vous pouvez aussi vous rétracter sur votre page personnelle\u00a0:',
    button: 'Vers ma page',
    private: 'Le lien vers votre page est personnel.',
    signature: (seller: string) => ['Bien cordialement,', `L’équipe de l’achat groupé d’adoucisseurs, au nom de ${seller} (le vendeur)`, SITE.email],
  },
  withdrawnMail: {
    subject: `Confirmation de votre rétractation – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    statement: (iso: string, seller: string, what: string) =>
      `Le ${moment(iso)}, vous vous êtes rétracté(e) de votre commande auprès du vendeur ${seller} (${what}). Votre déclaration\u00a0: «\u202fJe me rétracte du contrat portant sur la vente de cet appareil.\u202f»`,
    atVisit: (isoDay: string, seller: string, what: string) =>
      `Lors de la visite technique du ${day(isoDay)}, vous avez fait savoir au vendeur ${seller} que vous renoncez à votre commande (${what}). C’est une rétractation\u202f; nous vous la confirmons par la présente.`,
    refund: (dueDay: string) => `Le vendeur vous rembourse tout ce que vous avez déjà payé, au plus tard le ${day(dueDay)}, avec le même moyen de paiement.`,
    pickUp,
    signature,
  },
  cancelledMail: {
    subject: `Votre commande est annulée – ${NAME}`,
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    intro: (seller: string, what: string) => `Votre commande auprès du vendeur ${seller} (${what}) est annulée.`,
    reason: (reason: string) => `Motif\u00a0: ${reason}`,
    note: (note: string) => `Précision\u00a0: ${note}`,
    refund: (deposit: number, dueDay: string) =>
      deposit > 0
        ? `Si vous avez déjà payé l’acompte de ${euro(deposit)}, le vendeur vous le rembourse au plus tard le ${day(dueDay)}. Cela ne vous coûte rien.`
        : 'Vous n’avez rien payé à l’avance, et cela ne vous coûte rien.',
    questions: 'Des questions\u202f? Répondez à cet e-mail.',
    signature,
  },
  cancelReasons: {
    technical: 'l’installation n’est techniquement pas possible',
    householdRequest: 'à votre demande',
    unreachable: 'nous n’avons pas pu vous joindre',
    sellerCannotDeliver: 'le vendeur ne peut pas livrer',
    other: 'une autre raison',
    noRoom: 'la visite technique a montré qu’il n’y a pas de place pour l’appareil',
    noDrainOrPower: 'la visite technique a montré qu’il n’y a ni évacuation ni prise à proximité',
    plumbing: 'la visite technique a montré que la tuyauterie ne convient pas',
    changedMind: 'vous y avez renoncé lors de la visite technique',
  },
  errors: {
    notFound: 'Cette commande n’existe pas (ou plus).',
    withdrawalOver: (lastDay: string) => `Le délai de rétractation a expiré le ${day(lastDay)}\u202f; vous ne pouvez plus vous rétracter.`,
    confirm: 'Confirmez votre rétractation',
    orderId: 'Commande non valable',
    transitionRefused: (from: string) =>
      `Cette commande est déjà ${FR_ORDER_STATES[from as OrderStatus] ?? from}\u202f; ce changement n’est plus possible.`,
  },
};
