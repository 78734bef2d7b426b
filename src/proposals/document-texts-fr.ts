/**
 * The words of a proposal's document in Belgian French (issue 33): the same keys as the Dutch ones in
 * document-texts.ts, checked by `DocumentTexts`. Amounts and dates with Intl `fr-BE`, Brussels time.
 */
import { CLAIMS, SITE } from '../site.ts';
import { FR_PAGE_TEXTS, FR_TEXTS } from '../i18n/fr.ts';
import { formatEuroIn } from '../i18n/format.ts';
import { SOFTENERS, type SoftenerType } from '../leads/softeners.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { CONSUMER_MEDIATION, LEGAL_GUARANTEE, WITHDRAWAL_FORM, WITHDRAWAL_INFORMATION } from './data/contract-law.ts';
import { COMMERCIAL_GUARANTEE } from './data/commercial-guarantee.ts';
import type { DocumentTexts } from './document-texts.ts';

const euro = (amount: number) => formatEuroIn('fr', amount);
const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const cm = (mm: number) => new Intl.NumberFormat('fr-BE', { maximumFractionDigits: 1 }).format(mm / 10);
const NAME = FR_TEXTS.site.name;

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
      salt: `le sel de régénération pour ${CLAIMS.freeSaltYears} ans, livré à domicile`,
      filter: `un filtre anti-PFAS (valeur\u00a0: ${euro(CLAIMS.pfasFilterValueEuro)})`,
    },
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
        ? 'La livraison et l’installation sont comprises dans le prix\u202f; aucun autre frais ne s’y ajoute.'
        : 'La livraison est comprise dans le prix\u202f; aucun autre frais ne s’y ajoute. L’installation n’est pas comprise.',
  },
  delivery: {
    heading: 'Livraison et installation',
    window: (from, to) =>
      from === to
        ? `Le vendeur livre et installe l’appareil le ${day(from)}.`
        : `Le vendeur livre et installe l’appareil entre le ${day(from)} et le ${day(to)}\u202f; il convient du jour avec vous.`,
  },
  payment: {
    heading: 'Paiement',
    noDeposit: 'Vous ne payez rien à l’avance.',
    deposit: (percent, amount) =>
      `À la commande, le vendeur demande un acompte de ${percent}\u00a0% (${euro(amount)})\u202f; si vous vous rétractez, il vous est remboursé.`,
    rest: (amount, days) =>
      days === 0
        ? `Vous payez ${euro(amount)} à l’installation, sur facture du vendeur.`
        : `Vous payez ${euro(amount)} après l’installation, sur facture du vendeur, dans les ${days} jours.`,
  },
  seller: {
    heading: 'Qui vend',
    identity: (name, address, companyNumber, phone, email) =>
      `Vendeur\u00a0: ${name}, ${address}, numéro d’entreprise ${companyNumber}, tél. ${phone}, e-mail ${email}.`,
    party:
      'Vous concluez ce contrat de vente avec le vendeur. La livraison, l’installation, la rétractation, la garantie et les réclamations se règlent avec le vendeur.',
  },
  organiser: {
    heading: 'Qui sert d’intermédiaire',
    identity: (name, address, companyNumber) =>
      `${NAME} est un achat groupé organisé par ${name}, ${address}, numéro d’entreprise ${companyNumber}, e-mail ${SITE.email}.`,
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
        : `Si vous vous rétractez après l’installation, le vendeur démonte et reprend l’appareil\u202f; ces frais (au plus ${euro(amount)}) sont à votre charge.`,
  },
  guarantee: {
    heading: 'Garantie',
    legal: LEGAL_GUARANTEE.fr,
    commercial: COMMERCIAL_GUARANTEE.fr,
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
