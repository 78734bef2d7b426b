/**
 * Every text a household reads on its own page, in its mails and in the answers of its procedures
 * (issue 23), in Dutch; the French twin is texts-fr.ts, with the same keys (`HouseholdTexts` checks it).
 * `householdTexts(locale)` gives a language's texts. Facts come from src/site.ts (never typed here);
 * dates are written with Intl (`nl-BE` / `fr-BE`, Brussels time).
 */
import { NL_TEXTS } from '../i18n/nl.ts';
import { CLAIMS, SITE } from '../site.ts';
import { TIME_ZONE } from '../time-zone.ts';
import type { Locale } from '../i18n/locale.ts';
import type { Widen } from '../i18n/texts.ts';
import { LINK_LIFETIME_MONTHS, LINK_MAILS_PER_MAILBOX_PER_DAY } from './link.ts';
import type { HouseholdStep } from './progress.ts';
import { FR_HOUSEHOLD_TEXTS, householdDateFr } from './texts-fr.ts';

const LOCALE = 'nl-BE';

const LONG_DATE = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone: TIME_ZONE });

/** '25 november 2026', in Brussels. */
function householdDate(iso: string | Date): string {
  return LONG_DATE.format(typeof iso === 'string' ? new Date(iso) : iso);
}

/** The page (pages/(household)/mijn-aanmelding/). */
export const PAGE_TEXTS = {
  title: 'Mijn aanmelding',
  description: 'Uw persoonlijke pagina bij de groepsaankoop: hoe ver uw aanmelding staat, en uw gegevens.',
  brandHome: `Naar de startpagina van ${SITE.name}`,
  loading: 'Uw aanmelding wordt geladen…',
  noScript: `Deze pagina heeft JavaScript nodig om uw persoonlijke link te lezen. Zet JavaScript aan, of mail ons op ${SITE.email}.`,
  greeting: (firstName: string) => `Dag ${firstName}`,
  intro: 'Hier volgt u uw aanmelding voor de groepsaankoop en beheert u uw gegevens.',
  /** No token in the address: typed, or the link of a mail whose part after the # a mail program or filter cut off. */
  noLink: {
    heading: 'Open uw persoonlijke pagina',
    text: 'Deze pagina opent u met de persoonlijke link uit uw bevestigingsmail. Klikte u op die link en ziet u toch dit bericht, dan heeft uw mailprogramma of een filter het laatste deel van de link weggelaten: alles na het teken #. Kopieer de volledige link uit de mail naar de adresbalk, of vraag hieronder een nieuwe link aan.',
  },
  notFound: {
    heading: 'Deze link werkt niet (meer)',
    text: 'De link is onvolledig, verlopen of beëindigd, of de gegevens van deze aanmelding zijn gewist. Vraag hieronder een nieuwe link aan met het e-mailadres waarmee u zich aanmeldde.',
  },
  unreachable: 'De server is niet bereikbaar. Controleer uw internetverbinding en probeer het opnieuw.',
  failed: 'Er ging iets mis aan onze kant. Probeer het later opnieuw.',
  retry: 'Opnieuw proberen',
  privacyLink: 'Privacyverklaring',
  skipLink: 'Naar de inhoud',
  /** Read by screen readers while the page speaks to the server. */
  busy: 'Even geduld…',
  contact: `Vragen? Mail ons op ${SITE.email}.`,
} as const;

/** Each step of the way, in a household's words. */
export const STEP_LABELS: Record<HouseholdStep | 'stopped', string> = {
  'signed-up': 'Aangemeld',
  confirmed: 'E-mailadres bevestigd',
  contacted: 'Eerste contact',
  proposal: 'Voorstel',
  customer: 'Klant',
  stopped: 'Niet verder',
};

export const PROGRESS_TEXTS = {
  heading: 'Waar staat uw aanmelding?',
  current: 'Hier staat u nu',
  notYet: 'Nog niet',
  nextHeading: 'Wat gebeurt er nu?',
  /** What happens next, and when, for the step the household stands on (facts from src/site.ts). */
  next(step: HouseholdStep | 'stopped', signedUpAt: string): string {
    switch (step) {
      case 'signed-up':
      case 'confirmed':
        return `Een medewerker belt u binnen ${CLAIMS.callWithinWorkingDays} werkdagen na uw aanmelding van ${householdDate(signedUpAt)} om uw situatie te bespreken. Daarna krijgt u een persoonlijk voorstel.`;
      case 'contacted':
        return 'U ontvangt een persoonlijk voorstel op maat van uw woning en gezin.';
      case 'proposal':
        return 'Een medewerker volgt uw persoonlijk voorstel met u op. Hebt u er een vraag over? Mail ons gerust.';
      case 'customer':
        return 'Waar uw bestelling staat en wat er nu gebeurt, leest u bovenaan deze pagina.';
      case 'stopped':
        return 'Uw aanmelding wordt niet verder opgevolgd. Wilt u toch verder? Mail ons, dan nemen we contact met u op.';
    }
  },
} as const;

export const DATA_TEXTS = {
  heading: 'Uw gegevens',
  name: 'Naam',
  email: 'E-mailadres',
  phone: 'Telefoonnummer',
  address: 'Adres',
  softener: 'Type waterverzachter',
  wifi: 'Draadloos internet (wifi)',
  yes: 'Ja',
  no: 'Nee',
  signedUpAt: 'Aangemeld op',
  edit: 'Telefoonnummer of adres wijzigen',
  editHeading: 'Telefoonnummer of adres wijzigen',
  save: 'Opslaan',
  saving: 'Bezig met opslaan…',
  cancel: 'Annuleren',
  saved: 'Uw gegevens zijn bijgewerkt.',
  unchanged: 'Er was niets gewijzigd.',
  /** The labels of the correction form: the signup form's own (src/leads/fields.ts), translated with it. */
  labels: {
    phone: NL_TEXTS.lead.labels.phone,
    street: NL_TEXTS.lead.labels.street,
    houseNumber: NL_TEXTS.lead.labels.houseNumber,
    postalCode: NL_TEXTS.lead.labels.postalCode,
    city: NL_TEXTS.lead.labels.city,
  },
  fixErrors: 'Verbeter de gemarkeerde velden.',
  otherChanges: `Wilt u uw naam, e-mailadres of type waterverzachter wijzigen? Mail ons op ${SITE.email}.`,
} as const;

const MAIL_CHOICE_TEXTS = {
  heading: 'E-mails van ons',
  receiving: 'U ontvangt van ons e-mails over uw aanmelding.',
  stop: 'Geen e-mails meer ontvangen',
  stopped: (since: string) =>
    `Sinds ${householdDate(since)} ontvangt u geen e-mails meer van ons, behalve een nieuwe link als u hieronder al uw links beëindigt, en wat de wet ons verplicht te sturen. Bent u uw link kwijt, dan sturen wij er geen nieuwe: mail ons op ${SITE.email}. Uw aanmelding blijft bestaan.`,
  resume: 'Toch weer e-mails ontvangen',
  busy: 'Even geduld…',
} as const;

export const DOWNLOAD_TEXTS = {
  heading: 'Uw gegevens downloaden',
  text: 'Download alles wat wij over u bewaren in één bestand (JSON): uw aanmelding, de stappen in de opvolging, de notities van onze medewerkers, de wijzigingen die u zelf maakte en de e-mails die wij u stuurden.',
  button: 'Mijn gegevens downloaden',
  busy: 'Bestand wordt gemaakt…',
  /** The explanation at the top of the file itself. */
  fileAbout: `Alle gegevens die ${SITE.name} over u bewaart, op het moment van de download. Van een e-mail die al verstuurd is, houden wij geen kopie bij: u ziet welke e-mail wij stuurden en wanneer. De namen van onze medewerkers staan er niet in.`,
  fileName: (isoDate: string) => `mijn-gegevens-${isoDate}.json`,
} as const;

/** Ending every link (issue 31): a forwarded mail, a shared computer. */
const END_LINKS_TEXTS = {
  heading: 'Uw persoonlijke links',
  text: `Wie een link uit onze e-mails heeft, opent deze pagina. Een link werkt ${LINK_LIFETIME_MONTHS} maanden na de e-mail die hem bracht. Stuurde u zo een e-mail door, of vertrouwt u het niet? Beëindig dan al uw links: ze werken meteen niet meer, en u krijgt een e-mail met een nieuwe link.`,
  button: 'Alle links beëindigen',
  confirmHeading: 'Alle links beëindigen?',
  confirmText: 'Geen enkele link uit onze e-mails werkt daarna nog, ook die van deze pagina niet. U krijgt meteen een e-mail met een nieuwe link op het adres van uw aanmelding.',
  confirm: 'Ja, beëindig alle links',
  cancel: 'Nee, terug',
  busy: 'Even geduld…',
  doneHeading: 'Uw links zijn beëindigd',
  doneText: 'Geen enkele link uit onze e-mails werkt nog. Wij hebben u een e-mail gestuurd met een nieuwe link: open uw pagina voortaan daarmee.',
} as const;

export const ERASE_TEXTS = {
  heading: 'Alles wissen',
  text: 'Wilt u niet meer deelnemen? Dan wissen wij uw aanmelding met alles wat erbij hoort: uw gegevens, de opvolging, de notities en de e-mails. Dat kan niet ongedaan gemaakt worden.',
  button: 'Mijn gegevens wissen',
  confirmHeading: 'Weet u het zeker?',
  confirmText: 'Alles wordt meteen gewist, ook deze pagina: de link werkt daarna niet meer. Wilt u later toch deelnemen, dan meldt u zich opnieuw aan.',
  confirm: 'Ja, wis alles',
  cancel: 'Nee, niet wissen',
  busy: 'Bezig met wissen…',
  doneHeading: 'Uw gegevens zijn gewist',
  doneText: 'Uw aanmelding en alles wat erbij hoorde, zijn gewist. Deze link werkt niet meer.',
  home: 'Naar de startpagina',
  /** A household with an order that must be kept for the seller (decision 046). */
  keptText: (day: string) =>
    `U hebt een bestelling. Die en uw gegevens als koper (naam, adres, telefoon, e-mail) moeten wij voor de verkoper bewaren tot en met ${day}. Vraagt u toch om alles te wissen, dan wissen wij meteen al de rest: hoe u op de site kwam, de opvolging, de notities, uw andere voorstellen en onze kopieën van e-mails. U krijgt dan alleen nog e-mails die de wet vraagt. Uw bestelling blijft op deze pagina, en u kunt ze hier herroepen zolang dat mag.`,
  keptConfirmText: 'Alles behalve uw bestelling en uw gegevens als koper wordt meteen gewist. Deze link blijft werken.',
  keptConfirm: 'Ja, wis de rest',
  requested: (requestedOn: string, day: string) =>
    `U vroeg op ${requestedOn} om alles te wissen. Wat uw bestelling niet nodig heeft, is gewist. Uw bestelling en uw gegevens als koper bewaren wij tot en met ${day}; daarna wissen wij ze vanzelf.`,
} as const;

export const LINK_REQUEST_TEXTS = {
  heading: 'Een nieuwe link aanvragen',
  text: `Vul het e-mailadres in waarmee u zich aanmeldde. Wij sturen de link alleen naar dat adres, en niet als u onze e-mails stopzette: mail ons dan op ${SITE.email}.`,
  label: 'E-mailadres waarmee u zich aanmeldde',
  button: 'Stuur mij een nieuwe link',
  busy: 'Bezig met versturen…',
  /** The same answer whether or not the address is known (nothing is told about who signed up). */
  sent: `Als dit e-mailadres bij ons aangemeld is, ontvangt u binnen enkele minuten een e-mail met een nieuwe link. Kijk ook in uw map met ongewenste e-mail. Wij sturen hoogstens ${LINK_MAILS_PER_MAILBOX_PER_DAY} links per dag naar hetzelfde adres.`,
} as const;

/** What the household's procedures answer (server/errors/messages.ts). */
export const HOUSEHOLD_ERRORS = {
  /** A wrong, forged, incomplete or erased link: one answer for all. */
  linkNotFound: 'Deze link werkt niet (meer). Vraag een nieuwe link aan op de pagina Mijn aanmelding.',
  confirmErase: 'Bevestig dat u alles wilt wissen',
  confirmEndLinks: 'Bevestig dat u al uw links wilt beëindigen',
  invalidLink: 'Ongeldige link',
  mailChoice: 'Kies of u nog e-mails wilt ontvangen.',
} as const;

/** The mails' common parts. */
const signature = ['Met vriendelijke groeten,', `Het team van ${SITE.name}`, SITE.email];

/** The confirmation mail after a signup (server/services/mail/templates.ts renders it). */
const CONFIRMATION_MAIL_TEXTS = {
  subject: `Bevestiging van uw aanmelding – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  intro: 'Bedankt voor uw aanmelding voor de groepsaankoop van waterverzachters. We hebben uw gegevens goed ontvangen.',
  pageHeading: 'Uw persoonlijke pagina',
  pageText:
    'Op uw persoonlijke pagina ziet u hoe ver uw aanmelding staat. U kunt er ook uw telefoonnummer of adres verbeteren, uw gegevens downloaden, e-mails van ons stopzetten of alles laten wissen. Door de pagina te openen, bevestigt u uw e-mailadres.',
  pageButton: 'Open mijn pagina',
  pagePrivate: 'Deze link is persoonlijk: stuur deze e-mail niet door.',
  dataHeading: 'Uw gegevens',
  address: 'Adres',
  yes: 'Ja',
  no: 'Nee',
  expectHeading: 'Wat mag u nu verwachten?',
  correction: 'Klopt er iets niet in uw gegevens? Verbeter het op uw persoonlijke pagina, of antwoord gewoon op deze e-mail.',
  signature,
} as const;

/** The mail with a new link, asked for on the page's form. */
const LINK_MAIL_TEXTS = {
  subject: `Uw persoonlijke link – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  intro: (signedUpAt: string) =>
    `U vroeg een nieuwe link naar uw persoonlijke pagina voor uw aanmelding van ${householdDate(signedUpAt)}. Met deze link ziet u hoe ver uw aanmelding staat en beheert u uw gegevens.`,
  button: 'Open mijn pagina',
  private: 'Deze link is persoonlijk: stuur deze e-mail niet door. Uw eerdere links blijven werken.',
  notAsked: 'Vroeg u geen nieuwe link aan? Dan mag u deze e-mail negeren: er is niets gewijzigd.',
  signature,
} as const;

/** The new link after every link was ended (server/services/household-page/link-ending.ts). */
const LINKS_ENDED_MAIL_TEXTS = {
  subject: `Uw nieuwe persoonlijke link – ${SITE.name}`,
  greeting: (firstName: string) => `Beste ${firstName},`,
  introHousehold: 'U hebt op uw persoonlijke pagina al uw links beëindigd: de links uit onze eerdere e-mails werken niet meer. Met deze nieuwe link opent u uw pagina.',
  introStaff: 'Op uw vraag hebben wij al uw links beëindigd: de links uit onze eerdere e-mails werken niet meer. Met deze nieuwe link opent u uw pagina.',
  button: 'Open mijn pagina',
  private: 'Deze link is persoonlijk: stuur deze e-mail niet door.',
  notAsked: `Hebt u dit niet gevraagd? Mail ons dan op ${SITE.email}.`,
  signature,
} as const;

const NL_HOUSEHOLD_TEXTS = {
  date: householdDate,
  page: PAGE_TEXTS,
  steps: STEP_LABELS,
  progress: PROGRESS_TEXTS,
  data: DATA_TEXTS,
  mailChoice: MAIL_CHOICE_TEXTS,
  download: DOWNLOAD_TEXTS,
  erase: ERASE_TEXTS,
  linkRequest: LINK_REQUEST_TEXTS,
  errors: HOUSEHOLD_ERRORS,
  confirmationMail: CONFIRMATION_MAIL_TEXTS,
  linkMail: LINK_MAIL_TEXTS,
  endLinks: END_LINKS_TEXTS,
  linksEndedMail: LINKS_ENDED_MAIL_TEXTS,
};


/** A language's household texts: the Dutch ones' keys, any words. */
export type HouseholdTexts = Widen<typeof NL_HOUSEHOLD_TEXTS>;

const HOUSEHOLD_TEXTS: Record<Locale, HouseholdTexts> = {
  nl: NL_HOUSEHOLD_TEXTS,
  fr: { date: householdDateFr, ...FR_HOUSEHOLD_TEXTS },
};

/** The household texts of a language. */
export function householdTexts(locale: Locale): HouseholdTexts {
  return HOUSEHOLD_TEXTS[locale];
}
