/**
 * The aftercare mails a household receives (issue 44) and its warranty certificate, in Dutch; the French
 * in mail-texts-fr.ts with the same keys. The installer's notices are in installer-texts.ts.
 */
import { formatDateIn, formatTimeIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { FR_AFTERCARE_MAIL_TEXTS } from './mail-texts-fr.ts';

const LONG_DATE = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
/** '2 november 2026': a calendar day without its weekday. */
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const slot = (start: string, end: string) => `${formatDateIn('nl', new Date(start))}, ${formatTimeIn('nl', new Date(start))}–${formatTimeIn('nl', new Date(end))}`;

const NL_AFTERCARE_MAIL_TEXTS = {
  day,
  slot,
  greeting: (firstName: string) => `Beste ${firstName},`,
  page: 'Alles over uw waterverzachter staat op uw persoonlijke pagina:',
  button: 'Naar mijn pagina',
  private: 'Deze link is persoonlijk: stuur deze e-mail niet door.',
  signature: ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email],
  installed: {
    subject: `Uw waterverzachter is geïnstalleerd: uw garantiebewijs – ${SITE.name}`,
    certificate: 'Uw garantie is geregistreerd: het garantiebewijs zit als pdf bij deze e-mail. Bewaar het goed.',
    aftercare: 'Op uw pagina vindt u ook de datum van het volgende onderhoud, uw zout en hulp wanneer er iets misloopt.',
  },
  support: {
    subject: {
      received: `Uw vraag is ontvangen – ${SITE.name}`,
      answer: `Antwoord op uw vraag – ${SITE.name}`,
      planned: `Kies een moment voor het bezoek – ${SITE.name}`,
      resolved: `Uw vraag is opgelost – ${SITE.name}`,
      reopened: `Uw vraag staat weer open – ${SITE.name}`,
    },
    received: (seller: string) => `We hebben uw vraag doorgegeven aan de dienst na verkoop van ${seller}.`,
    answerBy: (on: string) => `U krijgt een eerste antwoord uiterlijk op ${day(on)}.`,
    yourMessage: (text: string) => `Uw vraag: "${text}"`,
    answer: (seller: string, text: string) => `${seller} antwoordt: "${text}"`,
    planned: (seller: string) => `${seller} wil langskomen en stelt enkele momenten voor. Kies er een op uw pagina.`,
    resolved: (seller: string) => `${seller} heeft uw vraag als opgelost aangeduid. Is het probleem terug, dan opent u ze opnieuw op uw pagina.`,
    reopened: 'U opende uw vraag opnieuw: de dienst na verkoop neemt ze weer op.',
  },
  visit: {
    subject: { booked: `Uw afspraak voor het bezoek – ${SITE.name}`, cancelled: `Uw afspraak is geannuleerd – ${SITE.name}` },
    booked: (when: string, seller: string) => `U hebt een afspraak met ${seller}: ${when}.`,
    cancelled: (when: string, seller: string) => `Uw afspraak met ${seller} van ${when} is geannuleerd.`,
    calendarNote: 'De afspraak zit als uitnodiging bij deze e-mail: zo zet u ze in uw agenda.',
    title: { support: (seller: string) => `Bezoek dienst na verkoop – ${seller}`, service: (seller: string) => `Onderhoud waterverzachter – ${seller}` },
    description: (phone: string) => `De installateur komt bij u langs. Telefoon: ${phone}.`,
  },
  serviceReminder: {
    subject: `Tijd voor het onderhoud van uw waterverzachter – ${SITE.name}`,
    due: (dueOn: string) => `Uw waterverzachter is aan onderhoud toe op ${day(dueOn)}.`,
    book: 'Vraag een onderhoudsbezoek aan op uw pagina: de verkoper stelt u momenten voor, u kiest er een.',
  },
  salt: {
    subject: { confirmed: `Uw zoutlevering is bevestigd – ${SITE.name}`, delivered: `Uw zout is geleverd – ${SITE.name}`, cancelled: `Uw zoutlevering is geannuleerd – ${SITE.name}` },
    confirmed: (kg: number, monday: string, seller: string) => `${seller} bevestigt uw zoutlevering: ${kg} kg in de week van ${day(monday)}.`,
    delivered: (kg: number, on: string) => `Op ${day(on)} werd ${kg} kg zout geleverd.`,
    cancelled: (kg: number, monday: string, seller: string) => `${seller} heeft uw zoutlevering van ${kg} kg (week van ${day(monday)}) geannuleerd. Vraag gerust een andere week aan op uw pagina.`,
  },
  reviewInvitation: {
    subject: `Hoe tevreden bent u over uw waterverzachter? – ${SITE.name}`,
    ask: 'Uw waterverzachter werkt nu enkele weken. Wilt u andere gezinnen vertellen hoe het u bevalt? Op uw pagina geeft u een beoordeling, en u kiest zelf of ze op de site mag.',
  },
  certificate: {
    title: 'Garantiebewijs',
    subtitle: (name: string) => `Waterverzachter, via ${name}`,
    number: (id: number) => `Bewijs nr. ${id}`,
    owner: 'Eigenaar',
    softener: 'Toestel',
    serial: 'Serienummer',
    installedOn: 'Geïnstalleerd op',
    seller: 'Verkoper',
    companyNumber: (number: string) => `Ondernemingsnummer ${number}`,
    warranty: 'Garantie',
    giver: { seller: 'Gegeven door de verkoper', manufacturer: 'Gegeven door de fabrikant', legal: 'Wettelijke garantie van de verkoper' },
    period: (years: number, from: string, until: string) => `${years} jaar: van ${day(from)} tot en met ${day(until)}`,
    covers: 'Wat ze dekt',
    conditions: 'Voorwaarden en hoe u ze inroept',
    legal: 'De wettelijke garantie van twee jaar van de verkoper geldt altijd, naast elke commerciële garantie.',
    service: (months: number, dueOn: string) => `Onderhoud om de ${months} maanden; het volgende op ${day(dueOn)}.`,
    contact: 'Dienst na verkoop',
    issued: (on: string) => `Opgemaakt op ${day(on)}`,
    subject: (serial: string, installedOn: string, until: string) => `Serienummer ${serial}, geïnstalleerd op ${installedOn}, garantie tot en met ${until}`,
  },
};

export type AftercareMailTexts = Widen<typeof NL_AFTERCARE_MAIL_TEXTS>;

const BY_LOCALE: Record<Locale, AftercareMailTexts> = { nl: NL_AFTERCARE_MAIL_TEXTS, fr: FR_AFTERCARE_MAIL_TEXTS };

export function aftercareMailTexts(locale: Locale): AftercareMailTexts {
  return BY_LOCALE[locale];
}
