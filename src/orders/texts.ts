/**
 * Every text a household reads about its order (issue 33): on its page (the order, its withdrawal right
 * and button), in the mails after it (the confirmation with the accepted text and the withdrawal form,
 * the confirmation of a withdrawal, a cancellation) and in the answers of its procedures. Dutch here;
 * French in texts-fr.ts with the same keys (`OrderTexts`); `orderTexts(locale)` gives a language's.
 */
import { SITE } from '../site.ts';
import { formatDateTimeIn, formatEuroIn } from '../i18n/format.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { TIME_ZONE } from '../time-zone.ts';
import { ORDER_BUTTON, WITHDRAWAL_FUNCTION } from '../proposals/data/contract-law.ts';
import { type CancelReason, ORDER_STATUS_LABELS, type OrderStatus } from './lifecycle.ts';
import { FR_ORDER_TEXTS } from './texts-fr.ts';

const LONG_DATE = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
/** '15 januari 2027' of a calendar day. */
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const moment = (iso: string) => formatDateTimeIn('nl', new Date(iso));
const signature = ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email];
const euro = (amount: number) => formatEuroIn('nl', amount);
/** After an installation, what a withdrawal costs: taking the softener away, at the seller's cost or at most this much. */
const pickUp = (cost: number) =>
  cost === 0
    ? 'Het toestel is al geplaatst: de verkoper spreekt met u af om het op zijn kosten weg te halen.'
    : `Het toestel is al geplaatst: de verkoper spreekt met u af om het weg te halen; de rechtstreekse kosten daarvan (hoogstens ${euro(cost)}) zijn voor u.`;

/** What the household's proposal procedures answer when an order cannot do what was asked. */
const ORDER_ERRORS = {
  notFound: 'Deze bestelling bestaat niet (meer).',
  withdrawalOver: (lastDay: string) => `De herroepingstermijn liep af op ${day(lastDay)}; herroepen kan niet meer.`,
  confirm: 'Bevestig uw herroeping',
  orderId: 'Ongeldige bestelling',
  transitionRefused: (from: string, to: string) =>
    `Deze bestelling is ${ORDER_STATUS_LABELS[from as OrderStatus]?.toLowerCase() ?? from}: ${ORDER_STATUS_LABELS[to as OrderStatus]?.toLowerCase() ?? to} kan niet (meer).`,
} as const;

const NL_ORDER_TEXTS = {
  day,
  moment,
  /** The order as the household's page shows it, under the accepted proposal. */
  section: {
    heading: 'Uw bestelling',
    status: {
      accepted: 'Besteld',
      visit_planned: 'Bezoek gepland',
      visited: 'Bezocht',
      installation_planned: 'Installatie gepland',
      installed: 'Geïnstalleerd',
      withdrawn: 'Herroepen',
      cancelled: 'Geannuleerd',
    } satisfies Record<OrderStatus, string>,
    orderedOn: (iso: string) => `Besteld op ${moment(iso)}`,
    /** What happens now, following the order's real state (issue 42). */
    nowHeading: 'Wat nu?',
    now: {
      pickSlot: 'Kies hieronder een moment voor het technische bezoek.',
      waitingSlots: 'De installateur stelt binnenkort momenten voor het technische bezoek voor; u krijgt een e-mail zodra u er een kunt kiezen.',
      otherTimesAsked: 'U vroeg andere momenten: de installateur stelt er nieuwe voor, u krijgt een e-mail.',
      visit: (when: string) => `Het technische bezoek: ${when}.`,
      visited: 'Het technische bezoek is gebeurd. De installateur plant nu de installatie; u krijgt een e-mail met de dag.',
      installation: (isoDay: string) => `De installatie is gepland op ${day(isoDay)}.`,
      installed: (isoDay: string, serial: string | null) => `Uw waterverzachter is geïnstalleerd op ${day(isoDay)}${serial ? ` (serienummer ${serial})` : ''}.`,
    },
    depositHeading: 'Het voorschot betalen',
    deposit: (amount: number, dueDay: string, iban: string, seller: string) => `Betaal ${euro(amount)} uiterlijk op ${day(dueDay)} op rekening ${iban} van ${seller}, met de gestructureerde mededeling:`,
    payOnline: 'Of betaal online',
    call: (seller: string, phone: string) => `Verkoper: ${seller}. Vragen over uw bestelling? Bel ${phone}.`,
    contract: 'De tekst die u aanvaardde (uw contract, met het herroepingsformulier)',
    seller: (name: string) => `Verkoper: ${name}`,
    installedOn: (isoDay: string) => `Geïnstalleerd op ${day(isoDay)}`,
    withdrawalHeading: 'Uw herroepingsrecht',
    withdrawalUntil: (isoDay: string) => `U kunt de bestelling herroepen tot en met ${day(isoDay)}, zonder een reden te geven.`,
    withdrawalOpen: 'U kunt de bestelling herroepen tot 14 dagen na de installatie, zonder een reden te geven. De juiste datum staat hier zodra het toestel geïnstalleerd is.',
    withdrawalClosed: (isoDay: string) => `De herroepingstermijn liep af op ${day(isoDay)}.`,
    withdraw: WITHDRAWAL_FUNCTION.nl.start,
    confirmHeading: 'Bestelling herroepen?',
    /** `returnCost`: what taking it back costs, once installed (null before the installation). */
    confirmText: (returnCost: number | null) =>
      `U herroept uw bestelling. De verkoper betaalt u binnen 14 dagen terug wat u al betaald hebt.${returnCost === null ? '' : ` ${pickUp(returnCost)}`} U krijgt een bevestiging per e-mail.`,
    confirm: WITHDRAWAL_FUNCTION.nl.confirm,
    cancel: 'Terug',
    busy: 'Even geduld…',
    withdrawn: (iso: string) => `U hebt deze bestelling herroepen op ${moment(iso)}. U kreeg een bevestiging per e-mail.`,
    cancelled: (iso: string) => `Deze bestelling werd geannuleerd op ${moment(iso)}. U kreeg hierover een e-mail.`,
  },
  /** The order step of the proposal: the total price right above the order button (art. VI.46 §2). */
  order: {
    start: 'Voorstel aanvaarden…',
    heading: 'Bestelling plaatsen',
    total: (amount: number) => `Totale prijs: ${formatEuroIn('nl', amount)}, btw inbegrepen`,
    text: 'Met de knop hieronder bestelt u bij de verkoper die in het voorstel staat. U kunt daarna nog herroepen, tot 14 dagen na de installatie.',
    button: ORDER_BUTTON.nl,
    placed: 'Bedankt! Uw bestelling is geplaatst. U krijgt een bevestiging per e-mail, met de volledige tekst en het herroepingsformulier.',
  },
  /** The confirmation after yes, on a durable medium (art. VI.46 §7): the accepted text, word for word. */
  confirmationMail: {
    subject: (orderId: number) => `Bevestiging van uw bestelling ${orderId} – ${SITE.name}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    intro: (iso: string, seller: string, orderId: number) =>
      `U hebt op ${moment(iso)} bij ${seller} besteld; uw bestelnummer is ${orderId}. Hieronder staat de volledige tekst die u aanvaard hebt, met het modelformulier voor herroeping. Bewaar deze e-mail.`,
    /** How to pay the deposit: amount, by when, to whom, with which reference (issue 42). */
    deposit: (amount: number, dueDay: string, iban: string, seller: string, reference: string) =>
      `Het voorschot: betaal ${euro(amount)} uiterlijk op ${day(dueDay)} op rekening ${iban} van ${seller}, met de gestructureerde mededeling ${reference}.`,
    payOnline: (url: string) => `U kunt ook online betalen via ${url}, met dezelfde mededeling.`,
    noDeposit: 'U betaalt niets vooraf; de factuur volgt na de installatie.',
    withdraw: 'U kunt ook herroepen op uw persoonlijke pagina:',
    button: 'Naar mijn pagina',
    private: 'De link naar uw pagina is persoonlijk.',
    /** The confirmation is the seller's (the contract is with it): the organiser signs on its behalf. */
    signature: (seller: string) => ['Met vriendelijke groeten,', `Het team van ${SITE.name}, namens ${seller} (verkoper)`, SITE.email],
  },
  /** The acknowledgement of a withdrawal, with its content, date and time. */
  withdrawnMail: {
    subject: `Bevestiging van uw herroeping – ${SITE.name}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    statement: (iso: string, seller: string, what: string) =>
      `Op ${moment(iso)} hebt u uw bestelling bij ${seller} herroepen (${what}). Uw verklaring: "Ik herroep mijn overeenkomst betreffende de verkoop van dit toestel."`,
    /** A withdrawal the household declared at the technical visit, recorded by the installer or staff. */
    atVisit: (isoDay: string, seller: string, what: string) =>
      `Bij het technische bezoek van ${day(isoDay)} liet u ${seller} weten dat u van uw bestelling afziet (${what}). Dat is een herroeping; hierbij bevestigen wij ze.`,
    refund: (dueDay: string) => `De verkoper betaalt u alles terug wat u al betaald hebt, uiterlijk op ${day(dueDay)}, met hetzelfde betaalmiddel.`,
    pickUp,
    signature,
  },
  /** A cancellation by the seller or staff after acceptance. */
  cancelledMail: {
    subject: `Uw bestelling is geannuleerd – ${SITE.name}`,
    greeting: (firstName: string) => `Beste ${firstName},`,
    intro: (seller: string, what: string) => `Uw bestelling bij ${seller} (${what}) is geannuleerd.`,
    reason: (reason: string) => `Reden: ${reason}`,
    note: (note: string) => `Toelichting: ${note}`,
    refund: (deposit: number, dueDay: string) =>
      deposit > 0
        ? `Hebt u het voorschot van ${euro(deposit)} al betaald, dan betaalt de verkoper het u terug, uiterlijk op ${day(dueDay)}. Er zijn geen kosten voor u.`
        : 'U hebt niets vooraf betaald, en er zijn geen kosten voor u.',
    questions: 'Vragen? Antwoord op deze e-mail.',
    signature,
  },
  cancelReasons: {
    technical: 'de installatie is technisch niet mogelijk',
    householdRequest: 'op uw vraag',
    unreachable: 'we konden u niet bereiken',
    sellerCannotDeliver: 'de verkoper kan niet leveren',
    other: 'een andere reden',
    noRoom: 'bij het technische bezoek bleek er geen plaats voor het toestel',
    noDrainOrPower: 'bij het technische bezoek bleek er geen afvoer of stroom in de buurt',
    plumbing: 'bij het technische bezoek bleken de leidingen niet geschikt',
    changedMind: 'u zag er bij het technische bezoek van af',
  } satisfies Record<CancelReason, string>,
  errors: ORDER_ERRORS,
};

/** A language's order texts: the Dutch ones' keys, any words. */
export type OrderTexts = Widen<typeof NL_ORDER_TEXTS>;

const ORDER_TEXTS_BY_LOCALE: Record<Locale, OrderTexts> = { nl: NL_ORDER_TEXTS, fr: FR_ORDER_TEXTS };

/** The order texts of a language (a lead's, or the page's). */
export function orderTexts(locale: Locale): OrderTexts {
  return ORDER_TEXTS_BY_LOCALE[locale];
}
