/**
 * Every text an installer company's user reads (issue 43), in the user's language: its view on the
 * phone, the sign-in, the messages of its answers, the notices its company gets by mail and its
 * calendar file. Dutch here; Belgian French in texts-fr.ts with the same keys (`InstallerTexts`).
 */
import { formatDateIn, formatTimeIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { CANCEL_REASON_LABELS, type CancelReason, type OrderStatus } from '../orders/lifecycle.ts';
import type { OrderDateField } from '../orders/date-rules.ts';
import { SITE } from '../site.ts';
import { FR_INSTALLER_TEXTS } from './texts-fr.ts';

const day = (isoDay: string) => formatDateIn('nl', new Date(`${isoDay}T12:00:00Z`));
const slot = (start: string, end: string) => `${formatDateIn('nl', new Date(start))}, ${formatTimeIn('nl', new Date(start))}–${formatTimeIn('nl', new Date(end))}`;

const FIELDS: Record<OrderDateField, string> = { visitedOn: 'Bezocht op', plannedOn: 'Installatie op', installedOn: 'Geïnstalleerd op', collectedOn: 'Opgehaald op' };

const NL_INSTALLER_TEXTS = {
  locale: 'nl' as const,
  day,
  slot,
  view: {
    title: 'Mijn opdrachten',
    pageTitle: `Mijn opdrachten – ${SITE.name}`,
    signInTitle: `Inloggen – ${SITE.name}`,
    signedInAs: (username: string) => `Aangemeld als ${username}`,
    logout: 'Uitloggen',
    loading: 'Laden',
    lateTitle: 'Termijnen overschreden',
    late: (count: number) => `${count === 1 ? '1 bestelling is' : `${count} bestellingen zijn`} te laat: eerste contact binnen 8 werkdagen, installatie binnen 6 weken.`,
    groups: { today: 'Vandaag', week: 'Deze week', later: 'Te plannen en later', collect: 'Ophalen' },
    nothing: 'Niets.',
    failed: 'De opdrachten konden niet geladen worden. Probeer het opnieuw.',
  },
  card: {
    label: (id: number, name: string) => `Bestelling ${id}: ${name}`,
    status: {
      accepted: 'Besteld',
      visit_planned: 'Bezoek gepland',
      visited: 'Bezocht',
      installation_planned: 'Installatie gepland',
      installed: 'Geïnstalleerd',
      withdrawn: 'Herroepen',
      cancelled: 'Geannuleerd',
    } satisfies Record<OrderStatus, string>,
    toCollect: 'Ophalen',
    collected: 'Opgehaald',
    what: (model: string, wifi: boolean, id: number) => `${model}${wifi ? ' met wifi' : ''} · bestelling ${id}`,
    call: 'Bellen',
    map: 'Kaart',
    note: (note: string) => `Notitie: ${note}`,
    visit: (when: string) => `Bezoek: ${when}`,
    calendar: 'In mijn agenda (.ics)',
    otherTimes: (message: string) => `Het huishouden vraagt andere momenten: ${message}`,
    slotsOffered: (count: number) => `${count} tijdsloten aangeboden, het huishouden kiest nog.`,
    plannedOn: (isoDay: string) => `Installatie gepland op ${day(isoDay)}`,
    installed: (isoDay: string, serial: string) => `Geïnstalleerd op ${day(isoDay)}, serienummer ${serial}`,
    withdrawn: (isoDay: string) => `Het huishouden herriep op ${day(isoDay)}: haal het toestel op en noteer de dag.`,
    collectedOn: (isoDay: string) => `Toestel opgehaald op ${day(isoDay)}.`,
  },
  slots: {
    form: (id: number) => `Tijdsloten voor bestelling ${id}`,
    legend: (n: number) => `Tijdslot ${n}`,
    day: 'Dag',
    from: 'Van',
    to: 'Tot',
    add: 'Nog een tijdslot',
    remove: 'Tijdslot weghalen',
    send: 'Tijdsloten versturen',
    sent: 'Tijdsloten verstuurd',
    sentText: 'Het huishouden kiest er een op zijn pagina.',
  },
  visit: {
    form: (id: number) => `Bezoek van bestelling ${id}`,
    hardness: 'Gemeten hardheid (°fH)',
    goAhead: 'Kan de installatie doorgaan?',
    yes: 'Ja',
    no: 'Nee',
    reason: 'Waarom niet',
    chooseReason: 'Kies een reden',
    reasons: { noRoom: 'Geen plaats', noDrainOrPower: 'Geen afvoer of stroom', plumbing: 'Leidingen niet geschikt', changedMind: 'Huishouden ziet ervan af', other: 'Andere reden' },
    note: 'Toelichting',
    early: (when: string) => `Het bezoek staat gepland op ${when}. Slaat u het nu op, dan vervalt die afspraak en krijgt het huishouden een annulering in zijn agenda.`,
    save: 'Bezoek opslaan',
    saved: 'Bezoek opgeslagen',
    savedGoAhead: 'Plan nu de installatie.',
    savedCancelled: 'De bestelling is geannuleerd; het huishouden krijgt een e-mail.',
  },
  dates: {
    planForm: (id: number) => `Installatie plannen voor bestelling ${id}`,
    installedForm: (id: number) => `Installatie van bestelling ${id}`,
    collectForm: (id: number) => `Ophaling van bestelling ${id}`,
    fields: FIELDS,
    serial: 'Serienummer van het toestel',
    plan: 'Installatie plannen',
    planned: 'Installatie gepland',
    install: 'Installatie opslaan',
    installedDone: 'Installatie opgeslagen',
    collect: 'Ophaling opslaan',
    collectedDone: 'Ophaling opgeslagen',
    order: (id: number) => `Bestelling ${id}`,
  },
  failed: { title: 'Niet opgeslagen', retry: 'Probeer het opnieuw.' },
  login: {
    title: 'Inloggen voor medewerkers',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    button: 'Inloggen',
    busy: 'Bezig met inloggen...',
    backHome: 'Terug naar de website',
    empty: { title: 'Fout bij inloggen', message: 'Vul zowel een gebruikersnaam als wachtwoord in' },
    failed: 'Fout bij inloggen',
    error: { title: 'Er is een fout opgetreden bij het inloggen', message: 'Probeer het later opnieuw' },
    expired: { title: 'Uw sessie is verlopen', message: 'Meld u opnieuw aan.' },
  },
  errors: {
    dateOutOfRange: (field: OrderDateField, earliest: string, latest: string, today: string) =>
      `${FIELDS[field]}: kies een dag van ${day(earliest)} tot en met ${latest === today ? 'vandaag' : day(latest)}.`,
    dateNotSet: (field: OrderDateField) => `${FIELDS[field]}: deze datum is nog niet geregistreerd; registreer eerst de stap zelf.`,
    nothingToCollect: 'Er valt niets op te halen: de bestelling is niet herroepen na een installatie.',
    accountDisabled: 'Dit account is uitgeschakeld. Vraag de organisator om het weer aan te zetten.',
    invalidCredentials: 'Ongeldige inloggegevens',
  },
  /** The mails to the installer company's e-mail (its users' language). */
  notices: {
    link: 'Open de bestelling:',
    household: (name: string, address: string, phone: string, email: string) => `Huishouden: ${name}, ${address}, tel. ${phone}, ${email}.`,
    order: {
      subject: (id: number, verdict: string, name: string) => `Bestelling ${id} ${verdict}: ${name}`,
      verdict: { accepted: 'besteld', withdrawn: 'herroepen', cancelled: 'geannuleerd' } as Partial<Record<OrderStatus, string>>,
      line: (id: number, seller: string, verdict: string, at: string) => `Bestelling ${id} bij ${seller} is ${verdict} op ${at}.`,
      what: (what: string) => `Bestelling: ${what}.`,
      reason: (reason: string) => `Reden: ${reason}.`,
      note: (note: string) => `Toelichting: ${note}`,
      reasons: CANCEL_REASON_LABELS as Record<CancelReason, string>,
      accepted: 'De aanvaarde tekst:',
      collect: 'Het toestel is al geplaatst: spreek met het huishouden af om het op te halen en noteer de dag in uw overzicht.',
    },
    visit: {
      subject: (id: number, what: string) => `Bestelling ${id}: ${what}`,
      booked: 'Afspraak geboekt',
      moved: 'Afspraak verplaatst',
      cancelled: 'Afspraak geannuleerd',
      otherTimes: 'Andere momenten gevraagd',
      reassignedAway: 'Aan een andere installateur gegeven',
      reassignedTo: 'Aan u toevertrouwd',
      superseded: 'Bezoek al gedaan, afspraak vervalt',
      when: (when: string) => `Afspraak: ${when}.`,
      message: (message: string) => `Bericht van het huishouden: ${message}`,
      away: 'Deze bestelling is aan een andere installateur gegeven: de afspraak vervalt, u hoeft niet te gaan.',
      to: 'Deze bestelling is aan u toevertrouwd. Bied tijdsloten aan als er nog geen afspraak is.',
    },
  },
  calendar: {
    title: (household: string) => `Technisch bezoek waterverzachter – ${household}`,
    description: (phone: string, id: number) => `Bestelling ${id}. Bekijk waar het toestel komt en meet de waterhardheid. Telefoon van het huishouden: ${phone}.`,
    fileName: (id: number) => `bezoek-${id}.ics`,
  },
  signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email],
};

/** The installer texts of a language: the Dutch ones' keys, any words, and the language they are in. */
export type InstallerTexts = Omit<Widen<typeof NL_INSTALLER_TEXTS>, 'locale'> & { readonly locale: Locale };

const BY_LOCALE: Record<Locale, InstallerTexts> = { nl: NL_INSTALLER_TEXTS, fr: FR_INSTALLER_TEXTS };

export function installerTexts(locale: Locale): InstallerTexts {
  return BY_LOCALE[locale];
}
