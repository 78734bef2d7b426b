/**
 * The household's personal link (issue 23, decision 029): `PUBLIC_URL/mijn-aanmelding#<token>`. The
 * token rides in the fragment, which a browser never sends to a server (so it reaches no request log)
 * and never puts in a `Referer` header; the page reads it there, takes it out of the address bar and
 * sends it in a POST body.
 */
import type { Locale } from '../i18n/locale.ts';

/** The household's own page, in each language (a French lead's mails link the French one). */
export const HOUSEHOLD_PAGE_PATHS = { nl: '/mijn-aanmelding', fr: '/fr/mon-inscription' } as const satisfies Record<Locale, string>;

/**
 * New-link mails one mailbox receives in 24 hours at most (server/services/household-page/link-request.ts
 * applies it; the page's answer says it).
 */
export const LINK_MAILS_PER_MAILBOX_PER_DAY = 3;

/** Whether a path is the household's page in either language. */
export function isHouseholdPagePath(pathname: string): boolean {
  return Object.values(HOUSEHOLD_PAGE_PATHS).some((path) => path === pathname);
}

/**
 * How many months a link works after the mail that carried it (decision 029, amended by issue 31):
 * longer than the longest proposal (366 days), so that a proposal's link works until its last day and
 * a month beyond; an older mail opens nothing, and a new link is one form away.
 */
export const LINK_LIFETIME_MONTHS = 13;

/** A token as the server issues it: 32 random bytes in base64url, 43 characters (256 bits). */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The link a mail carries, to the page in the lead's language. */
export function householdLinkUrl(publicUrl: string, token: string, locale: Locale = 'nl'): string {
  return `${publicUrl}${HOUSEHOLD_PAGE_PATHS[locale]}#${token}`;
}

/** The token of a fragment (`#abc…`, as `location.hash` gives it), or null when it holds none. */
export function tokenOfFragment(hash: string): string | null {
  const token = hash.startsWith('#') ? hash.slice(1) : hash;
  return LINK_TOKEN_PATTERN.test(token) ? token : null;
}
