/**
 * The parties a proposal names (issue 33): the seller, an installer company (decision 043), and the
 * organiser, the company the operator configured as data controller (CONTROLLER_*) with its fee
 * (ORGANISER_FEE_EURO), or none on an installation that configured none (decision 044).
 */
import type { Installer } from '../../../database/entities/index.ts';
import type { ProposalOrganiser, ProposalSeller } from '../../../src/proposals/document.ts';
import type { SellerTerms } from '../../../src/seller-terms/schema.ts';
import type { Env } from '../../env.ts';

export type OrganiserEnv = Pick<Env, 'CONTROLLER_NAME' | 'CONTROLLER_ADDRESS' | 'CONTROLLER_COMPANY_NUMBER' | 'ORGANISER_FEE_EURO'>;

export function organiserOf(env: OrganiserEnv): ProposalOrganiser | null {
  const { CONTROLLER_NAME: name, CONTROLLER_ADDRESS: address, CONTROLLER_COMPANY_NUMBER: companyNumber } = env;
  return name && address && companyNumber ? { name, address, companyNumber, feeEuro: env.ORGANISER_FEE_EURO ?? null } : null;
}

/** The seller as its proposals name it, with its recorded terms (null: none). */
export function sellerOf(installer: Installer, terms: SellerTerms | null): ProposalSeller {
  const { name, companyNumber, address, phone, email, depositPercent, paymentDays, returnCostEuro } = installer;
  return { name, companyNumber, address, phone, email, depositPercent, paymentDays, returnCostEuro, terms };
}
