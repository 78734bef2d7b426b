/**
 * Every text a household reads about its technical visit and installation (issue 34): its progress, the
 * slots to pick from, its appointment (move, cancel, ask for other times) and the mails (invitation,
 * change, cancellation, reminder). Dutch and Belgian French with the same keys; the French typeset by
 * rule (inFrench, src/i18n/typography.ts).
 */
import { formatDateIn, formatTimeIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { inFrench } from '../i18n/typography.ts';
import { SITE } from '../site.ts';

/** 'donderdag 3 december 2026, 09:00–11:00' / 'jeudi 3 décembre 2026, de 9 h à 11 h' (Brussels). */
const nlSlot = (start: string, end: string) => `${formatDateIn('nl', new Date(start))}, ${formatTimeIn('nl', new Date(start))}–${formatTimeIn('nl', new Date(end))}`;
const frSlot = (start: string, end: string) => `${formatDateIn('fr', new Date(start))}, de ${formatTimeIn('fr', new Date(start))} à ${formatTimeIn('fr', new Date(end))}`;
/**
 * An address in a French sentence: the kind of street in lower case, as French writes it in running text
 * (« chez vous, rue de Dave 150 », the French reader's M1), whatever the household typed.
 */
function frenchStreet(address: string): string {
  return address.replace(/^(Rue|Avenue|Place|Chaussée|Boulevard|Chemin|Allée|Square|Quai|Impasse|Route|Clos|Drève|Sentier|Ruelle|Voie)\b/, (kind) => kind.toLowerCase());
}
const nlDay = (isoDay: string) => formatDateIn('nl', new Date(`${isoDay}T12:00:00Z`));
const frDay = (isoDay: string) => formatDateIn('fr', new Date(`${isoDay}T12:00:00Z`));

const NL = {
  slot: nlSlot,
  day: nlDay,
  progress: {
    heading: 'Waar staat uw bestelling?',
    steps: ['Voorstel aanvaard', 'Bezoek gepland', 'Bezocht', 'Installatie gepland', 'Geïnstalleerd'],
    done: 'gedaan',
    now: 'nu',
  },
  visit: {
    heading: 'Het technische bezoek',
    intro: 'De installateur komt eerst kijken waar het toestel komt en meet de hardheid van uw water. Kies een moment dat u past.',
    waiting: 'De installateur stelt binnenkort enkele momenten voor: ze verschijnen hier.',
    pick: 'Dit moment past mij',
    booked: (when: string) => `Uw afspraak: ${when}.`,
    move: 'Ander moment kiezen',
    cancel: 'Afspraak annuleren',
    confirmCancel: 'Ja, annuleer de afspraak',
    back: 'Terug',
    busy: 'Even geduld…',
    locked: 'Minder dan 24 uur voor de afspraak kunt u ze hier niet meer wijzigen: bel de installateur.',
    otherTimes: 'Geen van deze momenten past',
    otherTimesLabel: 'Wanneer past het u wel?',
    otherTimesSend: 'Verstuur',
    otherTimesSent: 'Uw vraag is verstuurd. De installateur stelt andere momenten voor.',
    calendar: 'In mijn agenda zetten (.ics)',
    plannedInstallation: (isoDay: string) => `De installatie is gepland op ${nlDay(isoDay)}.`,
    installed: (isoDay: string) => `Geïnstalleerd op ${nlDay(isoDay)}.`,
  },
  mail: {
    subject: {
      booked: `Uw afspraak voor het technische bezoek – ${SITE.name}`,
      moved: `Uw afspraak is verplaatst – ${SITE.name}`,
      cancelled: `Uw afspraak is geannuleerd – ${SITE.name}`,
      reassigned: `Uw afspraak: een andere installateur – ${SITE.name}`,
      superseded: `Het technische bezoek is gebeurd – ${SITE.name}`,
    },
    reminderSubject: `Morgen: het technische bezoek – ${SITE.name}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    booked: (when: string, seller: string) => `U hebt een afspraak met ${seller} voor het technische bezoek: ${when}.`,
    moved: (when: string, seller: string) => `Uw afspraak met ${seller} is verplaatst naar ${when}.`,
    cancelled: (when: string, seller: string) => `Uw afspraak met ${seller} van ${when} is geannuleerd. Kies een ander moment op uw pagina.`,
    /** The household cancelled its appointment itself. */
    cancelledByYou: (when: string) => `U hebt uw afspraak van ${when} geannuleerd. Kies een ander moment op uw persoonlijke pagina.`,
    reassigned: (when: string, seller: string) => `Uw afspraak van ${when} blijft staan, maar het technische bezoek gebeurt nu door ${seller}.`,
    superseded: (when: string, seller: string) => `Het technische bezoek van ${seller} vond al plaats: de afspraak van ${when} vervalt.`,
    reminder: (when: string, seller: string, address: string) => `Morgen komt ${seller} bij u thuis langs voor het technische bezoek: ${when}, ${address}.`,
    calendarNote: 'De afspraak zit als uitnodiging bij deze e-mail: zo zet u ze in uw agenda.',
    /** Whom to call when something comes up (the page's changes stop 24 hours before). */
    call: (seller: string, phone: string) => `Komt er iets tussen? Bel ${seller} op ${phone}.`,
    page: 'Verplaatsen of annuleren kan tot 24 uur vooraf op uw persoonlijke pagina:',
    /** Within 24 hours of the visit (a same-day booking, the reminder): the page no longer changes it (the call line says whom to call). */
    pageLocked: 'Minder dan 24 uur vooraf kan dat niet meer op uw pagina. Uw persoonlijke pagina:',
    /** After a cancellation: nothing to move. */
    pageOnly: 'Uw persoonlijke pagina:',
    button: 'Naar mijn pagina',
    private: 'De link naar uw pagina is persoonlijk.',
    signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email],
  },
  errors: {
    slotNotFound: 'Dit tijdslot bestaat niet (meer). Vernieuw de pagina.',
    locked: 'Minder dan 24 uur voor de afspraak kan ze niet meer op de pagina gewijzigd worden: bel de installateur.',
    otherTimesLimit: 'U hebt vandaag al enkele keren andere momenten gevraagd. De installateur neemt contact met u op; morgen kunt u opnieuw een bericht sturen.',
  },
  /** What the household's message asking for other times is told when refused. */
  otherTimesInput: {
    text: 'Bericht: tekst',
    short: 'Bericht: schrijf wanneer het u past',
    long: (max: number) => `Bericht: hoogstens ${max} tekens`,
    characters: 'Bericht bevat ongeldige tekens',
    link: 'Bericht: zonder webadres, e-mailadres of HTML-code',
  },
  calendarFile: 'technisch-bezoek',
  calendarTitle: (seller: string) => `Technisch bezoek waterverzachter – ${seller}`,
  calendarDescription: (phone: string) => `De installateur bekijkt waar het toestel komt en meet de waterhardheid. Telefoon: ${phone}.`,
};

/** The visit texts of a language: the Dutch ones' keys, any words. */
export type VisitTexts = Widen<typeof NL>;

const FR: VisitTexts = /* @__PURE__ */ inFrench(() => ({
  slot: frSlot,
  day: frDay,
  progress: {
    heading: 'Où en est votre commande?',
    steps: ['Proposition acceptée', 'Visite planifiée', 'Visite faite', 'Installation planifiée', 'Installation faite'],
    done: 'fait',
    now: 'en cours',
  },
  visit: {
    heading: 'La visite technique',
    intro: 'L’installateur vient d’abord voir où placer l’appareil et mesure la dureté de votre eau. Choisissez un créneau qui vous convient.',
    waiting: 'L’installateur proposera bientôt quelques créneaux : ils s’afficheront ici.',
    pick: 'Je choisis ce créneau',
    booked: (when: string) => `Votre rendez-vous : ${when}.`,
    move: 'Choisir un autre créneau',
    cancel: 'Annuler le rendez-vous',
    confirmCancel: 'Oui, annuler le rendez-vous',
    back: 'Retour',
    busy: 'Un instant…',
    locked: 'Moins de 24\u00a0heures avant le rendez-vous, vous ne pouvez plus le modifier ici : appelez l’installateur.',
    otherTimes: 'Aucun de ces créneaux ne convient',
    otherTimesLabel: 'Quand cela vous convient-il?',
    otherTimesSend: 'Envoyer',
    otherTimesSent: 'Votre demande est envoyée. L’installateur proposera d’autres créneaux.',
    calendar: 'Ajouter à mon agenda (.ics)',
    plannedInstallation: (isoDay: string) => `L’installation est prévue le ${frDay(isoDay)}.`,
    installed: (isoDay: string) => `Installé le ${frDay(isoDay)}.`,
  },
  mail: {
    subject: {
      booked: 'Votre rendez-vous pour la visite technique – Achat groupé d’adoucisseurs',
      moved: 'Votre rendez-vous est déplacé – Achat groupé d’adoucisseurs',
      cancelled: 'Votre rendez-vous est annulé – Achat groupé d’adoucisseurs',
      reassigned: 'Votre rendez-vous : un autre installateur – Achat groupé d’adoucisseurs',
      superseded: 'La visite technique a eu lieu – Achat groupé d’adoucisseurs',
    },
    reminderSubject: 'Demain : la visite technique – Achat groupé d’adoucisseurs',
    greeting: (firstName: string) => `Bonjour ${firstName},`,
    booked: (when: string, seller: string) => `Vous avez rendez-vous avec ${seller} pour la visite technique : ${when}.`,
    moved: (when: string, seller: string) => `Votre rendez-vous avec ${seller} est déplacé au ${when}.`,
    cancelled: (when: string, seller: string) => `Votre rendez-vous avec ${seller} du ${when} est annulé. Choisissez un autre créneau sur votre page.`,
    cancelledByYou: (when: string) => `Vous avez annulé votre rendez-vous du ${when}. Choisissez un autre créneau sur votre page personnelle.`,
    reassigned: (when: string, seller: string) => `Votre rendez-vous du ${when} est maintenu, mais la visite technique sera faite par ${seller}.`,
    superseded: (when: string, seller: string) => `La visite technique de ${seller} a déjà eu lieu : le rendez-vous du ${when} est annulé.`,
    reminder: (when: string, seller: string, address: string) => `Demain, ${seller} passe chez vous pour la visite technique : ${when}, ${frenchStreet(address)}.`,
    calendarNote: 'Le rendez-vous est joint à cet e-mail comme invitation : vous pouvez l’ajouter à votre agenda.',
    call: (seller: string, phone: string) => `Un empêchement ? Appelez ${seller} au ${phone}.`,
    page: 'Vous pouvez le déplacer ou l’annuler jusqu’à 24\u00a0heures avant sur votre page personnelle :',
    pageLocked: 'À moins de 24\u00a0heures, ce n’est plus possible sur votre page. Votre page personnelle :',
    pageOnly: 'Votre page personnelle :',
    button: 'Vers ma page',
    private: 'Le lien vers votre page est personnel.',
    signature: ['Bien cordialement,', 'L’équipe de l’achat groupé d’adoucisseurs', SITE.email],
  },
  errors: {
    slotNotFound: 'Ce créneau n’existe pas (ou plus). Actualisez la page.',
    locked: 'Moins de 24\u00a0heures avant le rendez-vous, il ne peut plus être modifié sur la page : appelez l’installateur.',
    otherTimesLimit: 'Vous avez déjà demandé d’autres créneaux plusieurs fois aujourd’hui. L’installateur vous contactera ; vous pourrez écrire à nouveau demain.',
  },
  otherTimesInput: {
    text: 'Message : du texte',
    short: 'Message : écrivez quand cela vous convient',
    long: (max: number) => `Message : ${max} caractères au maximum`,
    characters: 'Le message contient des caractères non valables',
    link: 'Message : sans adresse web, adresse e-mail ni code HTML',
  },
  calendarFile: 'visite-technique',
  calendarTitle: (seller: string) => `Visite technique adoucisseur – ${seller}`,
  calendarDescription: (phone: string) => `L’installateur regarde où placer l’appareil et mesure la dureté de l’eau. Téléphone : ${phone}.`,
}));

const BY_LOCALE: Record<Locale, VisitTexts> = { nl: NL, fr: FR };

export function visitTexts(locale: Locale): VisitTexts {
  return BY_LOCALE[locale];
}

