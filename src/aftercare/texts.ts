/**
 * Every text a household reads about its installed softener (issue 44) on its page: the softener, the
 * warranty, the service, the salt, the PFAS filter, help when something breaks and its review. Dutch
 * here; French in texts-fr.ts with the same keys (`AftercareTexts`); the mails and the certificate are in
 * mail-texts.ts. `aftercareTexts(locale)` gives a language's.
 */
import { formatNumberIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { FR_AFTERCARE_TEXTS } from './texts-fr.ts';

const LONG_DATE = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
/** '15 januari 2027' of a calendar day. */
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const kg = (value: number) => `${formatNumberIn('nl', value)} kg`;

const NL_AFTERCARE_TEXTS = {
  day,
  /** A label before its value: 'Telefoon:' / 'Téléphone :'. */
  colon: (label: string) => `${label}:`,
  heading: 'Uw waterverzachter',
  softener: {
    label: 'Toestel',
    model: (model: string, brand: string, wifi: boolean) => `${model} ${brand}${wifi ? ' met wifi' : ''}`,
    serial: 'Serienummer',
    installedOn: 'Geïnstalleerd op',
    manufacturer: 'Fabrikant',
    seller: 'Verkoper',
  },
  contact: {
    heading: 'Dienst na verkoop',
    phone: 'Telefoon',
    email: 'E-mail',
    hours: 'Bereikbaar',
    aroundTheClock: 'Dag en nacht bereikbaar, ook in het weekend.',
    answerWithin: (days: number) => `Eerste antwoord binnen ${days} ${days === 1 ? 'werkdag' : 'werkdagen'}.`,
  },
  warranty: {
    heading: 'Garantie',
    seller: (name: string, years: number, until: string) => `${name} (de verkoper) geeft ${years} jaar garantie, tot en met ${day(until)}.`,
    manufacturer: (name: string, years: number, until: string) => `${name} (de fabrikant) geeft ${years} jaar garantie, tot en met ${day(until)}.`,
    legal: (name: string, until: string) => `Wettelijke garantie van twee jaar van de verkoper, ${name}, tot en met ${day(until)}.`,
    covers: 'Wat ze dekt',
    conditions: 'Voorwaarden en hoe u ze inroept',
    certificate: 'Garantiebewijs downloaden (pdf)',
    certificateBusy: 'Garantiebewijs maken…',
    certificateFile: (serial: string) => `garantiebewijs-${serial}.pdf`,
  },
  service: {
    heading: 'Onderhoud',
    next: (dueOn: string) => `Volgend onderhoud: ${day(dueOn)}.`,
    every: (months: number) => (months % 12 === 0 ? `Om de ${months / 12 === 1 ? 'jaar' : `${months / 12} jaar`}.` : `Om de ${months} maanden.`),
    due: 'Het onderhoud komt eraan: vraag een bezoek aan, de verkoper stelt u momenten voor.',
    book: 'Onderhoudsbezoek aanvragen',
    asked: 'U vroeg een onderhoudsbezoek aan: de verkoper stelt u momenten voor.',
    history: 'Vorige onderhoudsbeurten',
    done: (on: string) => `Onderhouden op ${day(on)}`,
  },
  salt: {
    heading: 'Zout',
    balance: (left: number, allowance: number, until: string) => `Nog ${kg(left)} van ${kg(allowance)} regeneratiezout, te vragen tot en met ${day(until)}.`,
    deliveredHome: 'Aan huis geleverd.',
    over: (until: string) => `Uw zout liep tot ${day(until)}.`,
    ask: 'Zout aanvragen',
    amount: 'Hoeveel (kg)',
    week: 'Welke week past u?',
    weekOf: (monday: string) => `Week van ${day(monday)}`,
    send: 'Aanvragen',
    requests: 'Uw aanvragen',
    status: { asked: 'Aangevraagd', confirmed: 'Bevestigd', delivered: 'Geleverd', cancelled: 'Geannuleerd' },
    line: (amount: number, monday: string, status: string) => `${kg(amount)}, week van ${day(monday)}: ${status}`,
    sent: 'Uw aanvraag is verstuurd. De verkoper bevestigt ze per e-mail.',
  },
  filter: {
    heading: 'PFAS-filter',
    handedOver: (on: string) => `Overhandigd bij de installatie (${day(on)}).`,
    notYet: 'De installateur duidde de filter nog niet aan als overhandigd.',
    missing: 'Ik heb de filter niet gekregen',
    reported: (on: string) => `U meldde op ${day(on)} dat u de filter niet kreeg. De verkoper neemt contact met u op.`,
  },
  help: {
    heading: 'Hulp nodig?',
    intro: 'Werkt er iets niet? Beschrijf het hier: de dienst na verkoop van uw verkoper krijgt uw vraag meteen, en u krijgt elk antwoord per e-mail.',
    category: 'Waarover gaat het?',
    categories: { 'no-soft-water': 'Geen zacht water meer', leak: 'Er lekt water', salt: 'Zout', app: 'De app', other: 'Iets anders' },
    message: 'Wat merkt u?',
    send: 'Vraag versturen',
    sent: 'Uw vraag is verstuurd. U krijgt een bevestiging per e-mail.',
    requests: 'Uw vragen',
    service: 'Onderhoudsbezoek',
    status: { open: 'Open', planned: 'Bezoek gepland', resolved: 'Opgelost' },
    askedOn: (on: string) => `Gevraagd op ${day(on)}`,
    answerBy: (on: string) => `Eerste antwoord uiterlijk ${day(on)}.`,
    answers: 'Antwoorden',
    slots: 'Kies een moment voor het bezoek',
    pick: 'Dit moment kiezen',
    booked: (when: string) => `Bezoek: ${when}.`,
    reopen: 'Het probleem is terug',
  },
  review: {
    heading: 'Uw mening',
    intro: 'Hoe tevreden bent u over uw waterverzachter en de installatie? Uw beoordeling helpt andere gezinnen.',
    rating: 'Uw beoordeling (1 tot 5 sterren)',
    star: (n: number) => (n === 1 ? '1 ster' : `${n} sterren`),
    text: 'Uw ervaring',
    publish: 'U mag mijn beoordeling op de site tonen, met mijn voornaam, de eerste letter van mijn familienaam, mijn gemeente en de maand.',
    send: 'Beoordeling versturen',
    update: 'Beoordeling aanpassen',
    saved: 'Bedankt! Uw beoordeling is bewaard.',
    status: { pending: 'Wacht op nazicht', published: 'Staat op de site', hidden: 'Niet getoond' },
    private: 'Alleen voor ons: niet op de site.',
  },
  busy: 'Even geduld…',
  validation: {
    category: 'Kies waarover het gaat',
    message: 'Beschrijf kort wat u merkt',
    messageMax: (max: number) => `Hoogstens ${max} tekens`,
    characters: 'Deze tekst bevat ongeldige tekens',
    kg: 'Geef een aantal kilogram, een geheel getal',
    week: 'Kies een week vanaf volgende week, binnen een half jaar',
    rating: 'Kies 1 tot 5 sterren',
    text: 'Schrijf enkele woorden over uw ervaring',
    noLinks: 'Laat links, e-mailadressen en tekens als < en > weg',
    publish: 'Kies of we uw beoordeling mogen tonen',
    confirm: 'Bevestig eerst',
    id: 'Ongeldig nummer',
  },
  errors: {
    notInstalled: 'Dit kan pas zodra uw waterverzachter geïnstalleerd is.',
    requestNotFound: 'Deze vraag bestaat niet (meer).',
    transitionRefused: 'Dit kan niet (meer) met deze vraag. Vernieuw de pagina.',
    saltLeft: (left: number) => (left > 0 ? `U kunt nog ${kg(left)} zout aanvragen.` : 'Er is geen zout meer aan te vragen.'),
    deliveryNotFound: 'Deze zoutlevering bestaat niet (meer).',
    reviewNotFound: 'Deze beoordeling bestaat niet (meer).',
  },
};

/** A language's aftercare texts: the Dutch ones' keys, any words. */
export type AftercareTexts = Widen<typeof NL_AFTERCARE_TEXTS>;

const BY_LOCALE: Record<Locale, AftercareTexts> = { nl: NL_AFTERCARE_TEXTS, fr: FR_AFTERCARE_TEXTS };

export function aftercareTexts(locale: Locale): AftercareTexts {
  return BY_LOCALE[locale];
}
