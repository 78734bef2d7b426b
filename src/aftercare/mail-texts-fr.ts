/**
 * The aftercare mails and the warranty certificate in Belgian French (issue 44): the same keys as the
 * Dutch ones in mail-texts.ts, checked there by `AftercareMailTexts`. Typeset by `inFrench`.
 */
import { formatDateIn, formatTimeIn } from '../i18n/format.ts';
import { FR_TEXTS } from '../i18n/fr.ts';
import { inFrench } from '../i18n/typography.ts';
import { SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';

const NAME = FR_TEXTS.site.name;
const LONG_DATE = new Intl.DateTimeFormat('fr-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
/** '2 november 2026': a calendar day without its weekday. */
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const slot = (start: string, end: string) => `${formatDateIn('fr', new Date(start))}, de ${formatTimeIn('fr', new Date(start))} à ${formatTimeIn('fr', new Date(end))}`;

export const FR_AFTERCARE_MAIL_TEXTS = /* @__PURE__ */ inFrench(() => ({
  day,
  slot,
  greeting: (firstName: string) => `Bonjour ${firstName},`,
  page: 'Tout sur votre adoucisseur se trouve sur votre page personnelle :',
  button: 'Vers ma page',
  private: 'Ce lien est personnel : ne transférez pas cet e-mail.',
  signature: ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email],
  installed: {
    subject: `Votre adoucisseur est installé : votre certificat de garantie – ${NAME}`,
    certificate: 'Votre garantie est enregistrée : le certificat de garantie est joint à cet e-mail en pdf. Conservez-le bien.',
    aftercare: 'Sur votre page, vous trouvez aussi la date du prochain entretien, votre sel et de l’aide en cas de problème.',
  },
  support: {
    subject: {
      received: `Votre demande est bien reçue – ${NAME}`,
      answer: `Réponse à votre demande – ${NAME}`,
      planned: `Choisissez un moment pour la visite – ${NAME}`,
      resolved: `Votre demande est résolue – ${NAME}`,
      reopened: `Votre demande est à nouveau ouverte – ${NAME}`,
    },
    received: (seller: string) => `Nous avons transmis votre demande au service après-vente de ${seller}.`,
    answerBy: (on: string) => `Vous recevrez une première réponse au plus tard le ${day(on)}.`,
    yourMessage: (text: string) => `Votre demande : « ${text} »`,
    answer: (seller: string, text: string) => `${seller} répond : « ${text} »`,
    planned: (seller: string) => `${seller} souhaite passer chez vous et propose quelques moments. Choisissez-en un sur votre page.`,
    resolved: (seller: string) => `${seller} a indiqué que votre demande est résolue. Si le problème revient, rouvrez-la sur votre page.`,
    reopened: 'Vous avez rouvert votre demande : le service après-vente la reprend.',
  },
  visit: {
    subject: { booked: `Votre rendez-vous pour la visite – ${NAME}`, cancelled: `Votre rendez-vous est annulé – ${NAME}` },
    booked: (when: string, seller: string) => `Vous avez rendez-vous avec ${seller} : ${when}.`,
    cancelled: (when: string, seller: string) => `Votre rendez-vous avec ${seller} du ${when} est annulé.`,
    calendarNote: 'Le rendez-vous est joint à cet e-mail comme invitation : ajoutez-le ainsi à votre agenda.',
    title: { support: (seller: string) => `Visite du service après-vente – ${seller}`, service: (seller: string) => `Entretien de l’adoucisseur – ${seller}` },
    description: (phone: string) => `L’installateur passe chez vous. Téléphone : ${phone}.`,
  },
  serviceReminder: {
    subject: `C’est bientôt l’entretien de votre adoucisseur – ${NAME}`,
    due: (dueOn: string) => `L’entretien de votre adoucisseur est prévu le ${day(dueOn)}.`,
    book: 'Demandez une visite d’entretien sur votre page : le vendeur vous propose des moments, vous en choisissez un.',
  },
  salt: {
    subject: { confirmed: `Votre livraison de sel est confirmée – ${NAME}`, delivered: `Votre sel est livré – ${NAME}`, cancelled: `Votre livraison de sel est annulée – ${NAME}` },
    confirmed: (kg: number, monday: string, seller: string) => `${seller} confirme votre livraison de sel : ${kg}\u00a0kg la semaine du ${day(monday)}.`,
    delivered: (kg: number, on: string) => `Le ${day(on)}, ${kg}\u00a0kg de sel ont été livrés.`,
    cancelled: (kg: number, monday: string, seller: string) => `${seller} a annulé votre livraison de sel de ${kg}\u00a0kg (semaine du ${day(monday)}). Demandez une autre semaine sur votre page.`,
  },
  reviewInvitation: {
    subject: `Êtes-vous satisfait de votre adoucisseur ? – ${NAME}`,
    ask: 'Votre adoucisseur fonctionne depuis quelques semaines. Voulez-vous dire à d’autres ménages ce que vous en pensez ? Sur votre page, vous donnez votre avis, et vous choisissez s’il peut paraître sur le site.',
  },
  certificate: {
    title: 'Certificat de garantie',
    subtitle: (name: string) => `Adoucisseur d’eau, via ${name}`,
    number: (id: number) => `Certificat n° ${id}`,
    owner: 'Propriétaire',
    softener: 'Appareil',
    serial: 'Numéro de série',
    installedOn: 'Installé le',
    seller: 'Vendeur',
    companyNumber: (number: string) => `Numéro d’entreprise ${number}`,
    warranty: 'Garantie',
    giver: { seller: 'Donnée par le vendeur', manufacturer: 'Donnée par le fabricant', legal: 'Garantie légale du vendeur' },
    period: (years: number, from: string, until: string) => `${years} ans : du ${day(from)} au ${day(until)} inclus`,
    covers: 'Ce qu’elle couvre',
    conditions: 'Conditions et comment la faire valoir',
    legal: 'La garantie légale de deux ans du vendeur s’applique toujours, en plus de toute garantie commerciale.',
    service: (months: number, dueOn: string) => `Entretien tous les ${months} mois ; le prochain le ${day(dueOn)}.`,
    contact: 'Service après-vente',
    issued: (on: string) => `Établi le ${day(on)}`,
    subject: (serial: string, installedOn: string, until: string) => `Numéro de série ${serial}, installé le ${installedOn}, garantie jusqu’au ${until} inclus`,
  },
}));
