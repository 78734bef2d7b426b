/**
 * The households' personal links (decision 029): a secret token per mail that carries a link, of which
 * the database keeps only the SHA-256 (`household_links`), valid for LINK_LIFETIME_MONTHS after its mail, until
 * the household or staff end the lead's links (link-ending.ts), or until the lead is erased. Every
 * household procedure starts here: the token of its input leads to one lead, or to nothing (a 404 that
 * does not say why).
 */
import { HouseholdLink } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { householdLinkUrl, LINK_LIFETIME_MONTHS, LINK_TOKEN_PATTERN } from '../../../src/household-page/link.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { DomainError } from '../domain-error.ts';
import { hashToken, newSecretToken, sameTokenHash } from '../secret-token.ts';

/**
 * A new link to the page of lead `leadId`, for a mail written in the same transaction (`tx`): only the
 * token's hash is stored, the link itself goes into the mail and nowhere else.
 */
export function issueHouseholdLink(tx: Em, leadId: number, publicUrl: string, locale: Locale = 'nl'): string {
  const token = newSecretToken();
  tx.create(HouseholdLink, { lead: leadId, tokenHash: hashToken(token) });
  return householdLinkUrl(publicUrl, token, locale);
}

/**
 * The lead a token opens. Anything but a live link throws DomainError('householdLinkNotFound'), whatever the
 * reason (a malformed token is not even looked up), so that no answer tells "never existed" from
 * "expired", "ended" or "erased". The stored hash is compared again in constant time (secret-token.ts).
 */
export async function leadOfLink(em: Em, token: string): Promise<number> {
  if (!LINK_TOKEN_PATTERN.test(token)) throw new DomainError('householdLinkNotFound');
  const presented = hashToken(token);
  const rows = await em.execute<Array<{ lead_id: number; token_hash: string }>>(
    `select "lead_id", "token_hash" from "household_links"
     where "token_hash" = ? and "created_at" > now() - make_interval(months => ?)`,
    [presented, LINK_LIFETIME_MONTHS],
  );
  const link = rows[0];
  if (!link || !sameTokenHash(link.token_hash, presented)) throw new DomainError('householdLinkNotFound');
  return Number(link.lead_id);
}
