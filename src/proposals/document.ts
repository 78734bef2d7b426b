/**
 * A proposal as the household reads it (issue 24), put together from the values staff chose and the
 * texts of texts.ts: the server writes it once, when the proposal is sent; the page and the mail show
 * these very lines, and an acceptance records them (what was accepted is what was shown). Apart from
 * texts.ts so that the household's page, which only shows the lines, does not download the benefits.
 */
import { SITE } from '../site.ts';
import { type IncludedItem, includedItemText } from './included.ts';
import type { Locale } from '../i18n/locale.ts';
import { frenchSpacing } from '../i18n/typography.ts';
import { proposalTexts } from './texts.ts';

/**
 * Who the household contracts with: the legal entity the privacy statement names as controller
 * (CONTROLLER_NAME, _ADDRESS, _COMPANY_NUMBER, read by the server), or, on an installation that has not
 * configured it, the site's name alone (no placeholder address is ever presented as the company's).
 */
export interface ContractParty {
  name: string;
  address: string | null;
  companyNumber: string | null;
}

export function contractPartyOf(controller: { name: string; address: string; companyNumber: string } | null): ContractParty {
  return controller ?? { name: SITE.name, address: null, companyNumber: null };
}

/** What a proposal says: the values staff chose when they sent it. */
export interface ProposalTerms {
  model: string;
  hasWifi: boolean;
  priceEuro: number;
  included: readonly IncludedItem[];
  installationWindow: string | null;
  validUntil: string;
  note: string | null;
}

/** The proposal, paragraph by paragraph. */
export function proposalDocument(terms: ProposalTerms, party: ContractParty, locale: Locale = 'nl'): string[] {
  const D = proposalTexts(locale).document;
  const lines = [D.softener(terms.model, SITE.brand, terms.hasWifi), D.price(terms.priceEuro)];
  if (terms.included.length > 0) lines.push(D.included, ...terms.included.map((item) => `• ${includedItemText(item, locale)}`));
  if (terms.installationWindow) lines.push(D.installation(terms.installationWindow));
  lines.push(D.validUntil(terms.validUntil));
  if (terms.note) lines.push(terms.note);
  const who = [party.name, party.address, party.companyNumber ? D.companyNumber(party.companyNumber) : null].filter(Boolean).join(', ');
  lines.push(D.withdrawal(who));
  // French lines get the spaces of French typography, also where this code joins texts (`titre : texte`).
  return locale === 'fr' ? lines.map(frenchSpacing) : lines;
}
