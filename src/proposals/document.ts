/**
 * A proposal as the household reads it (issues 24 and 33): complete pre-contractual information of a
 * distance sale (Code of Economic Law art. VI.45 §1) in the household's language, put together from the
 * terms staff chose, the seller (an installer company, decision 043) and the organiser (decision 044).
 * The server writes it once, when the proposal is sent; the page and the mail show these very lines, an
 * acceptance stores them, and the confirmation mail repeats them. A line starting with `# ` is a heading
 * (document-lines.ts). Words: document-texts.ts / document-texts-fr.ts.
 */
import { formatPhoneForHousehold as formatPhone } from '../admin/phone.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SoftenerType } from '../leads/softeners.ts';
import { type DocumentTexts, NL_DOCUMENT_TEXTS } from './document-texts.ts';
import { FR_DOCUMENT_TEXTS } from './document-texts-fr.ts';
import { heading } from './document-lines.ts';
import type { IncludedItem } from './included.ts';
import type { NotePhrase } from './schema.ts';
import { frenchSpacing } from '../i18n/typography.ts';
import type { SellerTerms } from '../seller-terms/schema.ts';

/**
 * The seller as a proposal names it: an installer company, its payment and return terms
 * (src/installers/schema.ts) and what it recorded of its guarantee, service, salt, filter and payment
 * (src/seller-terms/schema.ts; null: nothing recorded, so nothing promised).
 */
export interface ProposalSeller {
  name: string;
  companyNumber: string;
  address: string;
  /** E.164. */
  phone: string;
  email: string;
  depositPercent: number;
  paymentDays: number;
  returnCostEuro: number;
  terms: SellerTerms | null;
}

/**
 * The organiser of the group purchase, as the operator configured it (CONTROLLER_*, ORGANISER_FEE_EURO;
 * decision 044), or null: then the proposal names only the site, and no fee either way.
 */
export interface ProposalOrganiser {
  name: string;
  address: string;
  companyNumber: string;
  /** What the seller pays the organiser per order, in euro; null when not configured (nothing said). */
  feeEuro: number | null;
}

/** What a proposal says: the values staff chose when they sent it. */
export interface ProposalTerms {
  model: SoftenerType;
  hasWifi: boolean;
  priceEuro: number;
  /** The VAT rate the price includes, in percent (decision 045). */
  vatRate: number;
  included: readonly IncludedItem[];
  /** The first and last day of the installation window (YYYY-MM-DD). */
  installationFrom: string;
  installationTo: string;
  validUntil: string;
  /** Fixed phrases, written in the household's language. */
  phrases: readonly NotePhrase[];
  /** Staff's own words, as typed. */
  note: string | null;
}

const DOCUMENT_TEXTS: Record<Locale, DocumentTexts> = { nl: NL_DOCUMENT_TEXTS, fr: FR_DOCUMENT_TEXTS };

/** The seller's name, geographical address and e-mail: whom a withdrawal goes to. */
function sellerAddressee(seller: ProposalSeller): string {
  return `${seller.name}, ${seller.address}, ${seller.email}`;
}

/** The deposit a proposal asks, in whole euro. */
export function depositOf(priceEuro: number, depositPercent: number): number {
  return Math.round((priceEuro * depositPercent) / 100);
}

/** What a proposal includes, in its words: salt and the filter as the seller recorded them (an item it did not record is not there). */
function includedWords(D: DocumentTexts, included: readonly IncludedItem[], sellerTerms: SellerTerms | null): string[] {
  return included.flatMap((item) => {
    if (item === 'installation') return [D.what.items.installation];
    if (item === 'salt') return sellerTerms?.salt ? [D.what.items.salt(sellerTerms.salt)] : [];
    return sellerTerms?.pfasFilter ? [D.what.items.filter(sellerTerms.pfasFilter)] : [];
  });
}

/** The service after the sale and the servicing, as the seller recorded them. */
function serviceLines(D: DocumentTexts, sellerTerms: SellerTerms | null): string[] {
  const service = sellerTerms?.service;
  const months = sellerTerms?.servicingIntervalMonths ?? null;
  return [
    service ? D.service.contact(service, service.phone ? formatPhone(service.phone) : null) : D.service.none,
    ...(months === null ? [] : [D.service.servicing(months)]),
  ];
}

/** The proposal, line by line, headings included. */
export function proposalDocument(terms: ProposalTerms, seller: ProposalSeller, organiser: ProposalOrganiser | null, locale: Locale): string[] {
  const D = DOCUMENT_TEXTS[locale];
  const phone = formatPhone(seller.phone);
  const deposit = depositOf(terms.priceEuro, seller.depositPercent);
  const installed = terms.included.includes('installation');
  const sellerTerms = seller.terms;
  const payment = sellerTerms?.payment ?? null;
  const included = includedWords(D, terms.included, sellerTerms);
  const guarantee = sellerTerms?.guarantee ?? null;
  const maker = sellerTerms?.manufacturer ?? null;
  const guarantor = guarantee?.by === 'manufacturer' && maker ? `${maker.name}, ${maker.address}` : D.guarantee.bySeller(seller.name, seller.address);
  if (deposit > 0 && !payment) throw new Error(`a deposit without the seller's payment terms (${seller.name})`);
  const lines = [
    heading(D.what.heading),
    D.what.softener(terms.model, terms.hasWifi),
    ...(maker ? [D.what.manufacturer(maker)] : []),
    ...(included.length > 0 ? [`${D.what.included} ${included.join(', ')}.`] : []),
    ...terms.phrases.map((phrase) => D.what.phrases[phrase]),
    ...(terms.note ? [D.what.note(terms.note)] : []),

    heading(D.price.heading),
    D.price.total(terms.priceEuro, terms.vatRate),
    D.price.noExtras(installed),
    D.price.vat,

    heading(D.delivery.heading),
    D.delivery.window(terms.installationFrom, terms.installationTo),

    heading(D.visit.heading),
    D.visit.what,
    D.visit.impossible,
    D.visit.changedMind,

    heading(D.payment.heading),
    deposit > 0 && payment ? D.payment.deposit(seller.depositPercent, deposit, { ...payment, sellerName: seller.name }) : D.payment.noDeposit,
    D.payment.rest(terms.priceEuro - deposit, seller.paymentDays),

    heading(D.seller.heading),
    D.seller.identity(seller.name, seller.address, seller.companyNumber, phone, seller.email),
    D.seller.party,

    heading(D.organiser.heading),
    organiser ? D.organiser.identity(organiser.name, organiser.address, organiser.companyNumber) : D.organiser.site,
    D.organiser.role,
    ...(organiser?.feeEuro !== null && organiser?.feeEuro !== undefined ? [D.organiser.fee(organiser.feeEuro)] : []),

    heading(D.withdrawal.heading),
    D.withdrawal.right,
    D.withdrawal.period,
    D.withdrawal.how(sellerAddressee(seller)),
    D.withdrawal.inTime,
    D.withdrawal.refund,
    D.withdrawal.returnCost(seller.returnCostEuro),
    D.withdrawal.valueLoss,

    heading(D.guarantee.heading),
    D.guarantee.legal(seller.name),
    D.guarantee.commercial(guarantee, guarantor),

    heading(D.service.heading),
    ...serviceLines(D, sellerTerms),

    heading(D.complaints.heading),
    D.complaints.seller(seller.email, phone, seller.address),
    D.complaints.mediation,

    heading(D.validity.heading),
    D.validity.until(terms.validUntil),

    heading(D.form.heading),
    D.form.instruction,
    ...D.form.lines(sellerAddressee(seller)),
  ];
  // French lines get the spaces of French typography, also where this code joins texts and staff's note.
  return locale === 'fr' ? lines.map(frenchSpacing) : lines;
}
