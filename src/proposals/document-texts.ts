/**
 * The words of a proposal's document (issue 33: complete pre-contractual information, art. VI.45 §1),
 * Dutch here, French in document-texts-fr.ts with the same keys (`DocumentTexts`). The legal wording
 * comes from data/contract-law.ts with its sources; the facts from src/site.ts and the softeners. Read
 * by the server only (the document is written when the proposal is sent, and for staff's preview).
 */
import { SITE } from '../site.ts';
import { formatEuroIn } from '../i18n/format.ts';
import type { Widen } from '../i18n/texts.ts';
import { NL_PAGE_TEXTS } from '../i18n/nl.ts';
import { SOFTENERS, type SoftenerType } from '../leads/softeners.ts';
import { CONSUMER_MEDIATION, LEGAL_GUARANTEE, WITHDRAWAL_FORM, WITHDRAWAL_INFORMATION } from './data/contract-law.ts';
import { TIME_ZONE } from '../time-zone.ts';
import type { SellerTerms } from '../seller-terms/schema.ts';
import { friendlyIban } from '../seller-terms/payment.ts';

const euro = (amount: number) => formatEuroIn('nl', amount);
const LONG_DATE = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: TIME_ZONE });
/** '15 januari 2027' of a calendar day ('2027-01-15'); noon UTC is that day in Brussels. */
const day = (isoDay: string) => LONG_DATE.format(new Date(`${isoDay}T12:00:00Z`));
const cm = (mm: number) => new Intl.NumberFormat('nl-BE', { maximumFractionDigits: 1 }).format(mm / 10);
/** 24 → '2 jaar', 18 → '18 maanden'. */
const period = (months: number) => (months % 12 === 0 ? `${months / 12} jaar` : `${months} maanden`);

type Terms = SellerTerms;
/** How the deposit is paid: the seller's account and optional payment page, within so many days of the order. */
export type DepositPayment = NonNullable<Terms['payment']> & { sellerName: string };

function size(type: SoftenerType): string {
  const softener = SOFTENERS.find((candidate) => candidate.type === type);
  if (!softener) return '';
  const { width, depth, height } = softener.dimensionsMm;
  return ` (${softener.litres} liter, ${cm(width)} × ${cm(depth)} × ${cm(height)} cm, voor ${NL_PAGE_TEXTS.sections.softeners[type].persons})`;
}

export const NL_DOCUMENT_TEXTS = {
  day,
  what: {
    heading: 'Wat u koopt',
    softener: (type: SoftenerType, hasWifi: boolean) =>
      `Een waterverzachter ${type} ${SITE.brand}${size(type)}, ${hasWifi ? 'met wifi' : 'zonder wifi'}.`,
    included: 'Inbegrepen:',
    items: {
      installation: 'installatie door een gecertificeerde technicus',
      salt: (s: NonNullable<Terms['salt']>) => `${s.kg} kg regeneratiezout, gespreid over ${period(s.months)}${s.deliveredHome ? ', aan huis geleverd' : ''}`,
      filter: (f: NonNullable<Terms['pfasFilter']>) => `een PFAS-filter: ${f.description.nl}${f.valueEuro === null ? '' : ` (waarde ${euro(f.valueEuro)})`}`,
    },
    manufacturer: (m: NonNullable<Terms['manufacturer']>) => `Fabrikant: ${m.name}, ${m.address}${m.madeInBelgium ? '; het toestel is gemaakt in België' : ''}.`,
    phrases: {
      basement: 'Plaatsing in de kelder.',
      garage: 'Plaatsing in de garage.',
      oldSoftener: 'De verkoper haalt uw oude waterverzachter weg.',
      bypass: 'Met een bypass om het toestel af te sluiten.',
    },
    note: (note: string) => `Opmerking: ${note}`,
  },
  price: {
    heading: 'Prijs',
    total: (amount: number, vatRate: number) => `Totale prijs: ${euro(amount)}, btw (${vatRate} %) inbegrepen.`,
    noExtras: (installed: boolean) =>
      installed
        ? 'Levering en installatie zitten in de prijs; er komen geen andere kosten bij.'
        : 'Levering zit in de prijs; er komen geen andere kosten bij. De installatie is niet inbegrepen.',
    vat: 'Btw: 21 % is het gewone tarief. Of het verlaagde tarief van 6 % voor de renovatie van een woning van meer dan tien jaar oud kan gelden, beslist de verkoper, die de factuur opmaakt; dat moet vóór uw bestelling vastliggen. Dit voorstel rekent met 21 %.',
  },
  delivery: {
    heading: 'Levering en installatie',
    window: (from: string, to: string) =>
      from === to
        ? `De verkoper levert en installeert het toestel op ${day(from)}.`
        : `De verkoper levert en installeert het toestel tussen ${day(from)} en ${day(to)}; de dag spreekt hij met u af.`,
  },
  visit: {
    heading: 'Technisch bezoek',
    what: 'Vóór de installatie komt de verkoper langs voor een technisch bezoek, op een moment dat u op uw persoonlijke pagina kiest. Hij bekijkt of het toestel geplaatst kan worden: of er plaats voor is, een afvoer en een stopcontact in de buurt, en of de leidingen geschikt zijn. Hij meet ook de hardheid van uw water.',
    impossible: 'Blijkt bij het bezoek dat het toestel niet geplaatst kan worden, dan eindigt de bestelling zonder kosten voor u. Wat u al betaald hebt, ook het voorschot, betaalt de verkoper u terug binnen 14 dagen na het bezoek.',
    changedMind: 'Ziet u er bij het bezoek zelf van af, dan is dat een herroeping (zie "Uw herroepingsrecht"): u krijgt de bevestiging per e-mail.',
  },
  payment: {
    heading: 'Betaling',
    noDeposit: 'U betaalt niets vooraf.',
    deposit: (percent: number, amount: number, how: DepositPayment) =>
      `Bij uw bestelling vraagt de verkoper een voorschot van ${percent} % (${euro(amount)}). U betaalt het binnen ${how.depositDueDays} dagen na uw bestelling ` +
      `op rekening ${friendlyIban(how.iban)} van ${how.sellerName}, met de gestructureerde mededeling uit de bevestiging van uw bestelling` +
      `${how.paymentUrl ? ` (of online: ${how.paymentUrl})` : ''}. Herroept u, of gaat de bestelling na het technische bezoek niet door, dan krijgt u het terug.`,
    rest: (amount: number, days: number) =>
      days === 0
        ? `U betaalt ${euro(amount)} bij de installatie, op factuur van de verkoper.`
        : `U betaalt ${euro(amount)} na de installatie, op factuur van de verkoper, binnen ${days} dagen.`,
  },
  seller: {
    heading: 'Wie verkoopt',
    identity: (name: string, address: string, companyNumber: string, phone: string, email: string) =>
      `Verkoper: ${name}, ${address}, ondernemingsnummer ${companyNumber}, tel. ${phone}, e-mail ${email}.`,
    party: 'U sluit deze koopovereenkomst met de verkoper. Levering, installatie, herroeping, garantie en klachten regelt u met de verkoper.',
  },
  organiser: {
    heading: 'Wie bemiddelt',
    identity: (name: string, address: string, companyNumber: string) =>
      `${SITE.name} is een groepsaankoop, georganiseerd door ${name}, ${address}, ondernemingsnummer ${companyNumber}, e-mail ${SITE.email}.`,
    site: `${SITE.name} is de website van deze groepsaankoop.`,
    role: 'De organisator brengt u in contact met de verkoper, maar is zelf geen partij bij deze koop.',
    fee: (amount: number) =>
      amount === 0
        ? 'De organisator krijgt voor deze bestelling geen vergoeding, van u noch van de verkoper.'
        : `De organisator krijgt van de verkoper ${euro(amount)} per bestelling; dat bedrag zit in de prijs, u betaalt het niet apart.`,
  },
  withdrawal: {
    heading: 'Uw herroepingsrecht',
    ...WITHDRAWAL_INFORMATION.nl,
    returnCost: (amount: number) =>
      amount === 0
        ? 'Herroept u na de installatie, dan haalt de verkoper het toestel op eigen kosten weg en neemt hij het terug.'
        : `Herroept u na de installatie, dan haalt de verkoper het toestel weg en neemt hij het terug; de rechtstreekse kosten daarvan (hoogstens ${euro(amount)}) zijn voor u.`,
  },
  guarantee: {
    heading: 'Garantie',
    legal: LEGAL_GUARANTEE.nl,
    /** The seller as the one who gives the commercial guarantee. */
    bySeller: (name: string, address: string) => `de verkoper, ${name}, ${address}`,
    commercial: (g: Terms['guarantee'], guarantor: string) =>
      g
        ? `Commerciële garantie: ${g.years} jaar, gegeven door ${guarantor}. Ze dekt: ${g.covers.nl} Voorwaarden en hoe u ze inroept: ${g.conditions.nl} Ze komt bovenop de wettelijke garantie en doet er niets van af.`
        : 'Een commerciële garantie bovenop de wettelijke garantie maakt geen deel uit van deze koop.',
  },
  service: {
    heading: 'Dienst na verkoop en onderhoud',
    contact: (s: NonNullable<Terms['service']>, phone: string | null) =>
      `Dienst na verkoop: ${[phone ? `tel. ${phone}` : null, s.email ? `e-mail ${s.email}` : null].filter(Boolean).join(', ')}; bereikbaar ${s.hours.nl}. ` +
      `U krijgt een eerste antwoord binnen ${s.firstAnswerWorkingDays} ${s.firstAnswerWorkingDays === 1 ? 'werkdag' : 'werkdagen'}.${s.aroundTheClock ? ' Online hulp in de app is er dag en nacht.' : ''}`,
    none: 'Met vragen of problemen na de installatie kunt u terecht bij de verkoper (contactgegevens hierboven).',
    servicing: (months: number) => `Onderhoud: ${months === 12 ? 'elk jaar' : `om de ${period(months)}`} een onderhoudsbeurt, af te spreken met de dienst na verkoop.`,
  },
  complaints: {
    heading: 'Klachten',
    seller: (email: string, phone: string, address: string) => `Met een klacht kunt u terecht bij de verkoper: ${email}, tel. ${phone}, ${address}.`,
    mediation: `Raakt het niet opgelost, dan kunt u gratis terecht bij de ${CONSUMER_MEDIATION.nl.name}, ${CONSUMER_MEDIATION.nl.contact}.`,
  },
  validity: {
    heading: 'Geldigheid',
    until: (isoDay: string) => `Dit voorstel geldt tot en met ${day(isoDay)}.`,
  },
  form: WITHDRAWAL_FORM.nl,
};

/** A language's document texts: the Dutch ones' keys, any words. */
export type DocumentTexts = Widen<typeof NL_DOCUMENT_TEXTS>;
