/**
 * The household page's way to the server: the vanilla tRPC client over one plain POST per call (no
 * batching, no React Query), typed by the router's type only, and the personal link's token as the page
 * keeps it. The token arrives in the address's fragment (src/household-page/link.ts), is taken out of
 * the address bar at once, and kept in this page's own entry of the tab's history (`history.state`), so
 * that a reload or the back button still opens the page but the address shown, bookmarked or shared
 * never holds it, and no other page of the site can read it (issue 31: in sessionStorage, any page of
 * the site, and any tag an operator adds to it, could).
 */
import { createTRPCClient, httpLink, isTRPCClientError } from '@trpc/client';
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../trpc/app-router.ts';
import { type Locale, localeOfPath } from '../../i18n/locale.ts';
import { tokenOfFragment } from '../link.ts';

export type HouseholdView = inferRouterOutputs<AppRouter>['householdPage']['open'];

const client = createTRPCClient<AppRouter>({ links: [httpLink({ url: '/trpc' })] });

/** The page's language: every call names it, so that the server answers in it (issue 36). */
function pageLanguage(): Locale {
  return localeOfPath(window.location.pathname);
}

type Procedures = Record<string, { mutate(input: never): Promise<unknown> }>;

/** The procedures of `procedures`, each call carrying the page's language. */
function inPageLanguage<P extends Procedures>(procedures: P): P {
  return new Proxy(procedures, {
    get(target, key: string) {
      const procedure = target[key];
      return procedure && { mutate: (input: object) => procedure.mutate({ ...input, language: pageLanguage() } as never) };
    },
  });
}

/** The household's procedures, as the page calls them. */
export const household = inPageLanguage(client.householdPage);

/** The household's proposal procedures (issue 24). */
export const proposals = inPageLanguage(client.proposals);
export type HouseholdProposal = inferRouterOutputs<AppRouter>['proposals']['list'][number];

/** Aftercare of the installed softener (issue 44): its page, the certificate, help, salt, the review. */
export const aftercare = inPageLanguage(client.aftercare);
export type AftercareView = inferRouterOutputs<AppRouter>['aftercare']['view'];

/** The visit's procedures (issue 34): pick a slot, cancel the appointment, ask for other times. */
export const visits = client.visits;

/** The key of the token in this page's history entry (and, before issue 31, in sessionStorage). */
const STATE_KEY = 'household-link';

/** The token of this page load, once taken. */
let current: string | null = null;

/** This history entry's state without the token. */
function stateWithout(): Record<string, unknown> {
  const { [STATE_KEY]: _token, ...rest } = (window.history.state as Record<string, unknown> | null) ?? {};
  return rest;
}

/** The token of this visit: from the fragment (then removed from the address bar), else this history entry's. */
export function takeLinkToken(): string | null {
  // A tab that opened the page before issue 31 kept the token in sessionStorage: it goes.
  try {
    window.sessionStorage.removeItem(STATE_KEY);
  } catch {
    // storage switched off: nothing was kept there
  }
  const fromFragment = tokenOfFragment(window.location.hash);
  if (fromFragment) {
    window.history.replaceState({ ...stateWithout(), [STATE_KEY]: fromFragment }, '', window.location.pathname);
    current = fromFragment;
    return fromFragment;
  }
  const kept = (window.history.state as Record<string, unknown> | null)?.[STATE_KEY];
  current = typeof kept === 'string' ? kept : null;
  return current;
}

/**
 * Keeps the token in a history entry the page itself added (the skip link's `#main` adds one, without
 * state), so that a reload there still opens the page.
 */
export function keepLinkToken(): void {
  if (current && (window.history.state as Record<string, unknown> | null)?.[STATE_KEY] !== current) {
    window.history.replaceState({ ...stateWithout(), [STATE_KEY]: current }, '', window.location.href);
  }
}

/** Forgets the token (after an erasure, ending the links, or when the server no longer knows it). */
export function forgetLinkToken(): void {
  current = null;
  window.history.replaceState(stateWithout(), '', window.location.pathname);
}

export interface CallFailure {
  kind: 'not-found' | 'invalid' | 'rate-limited' | 'unreachable' | 'failed';
  /** The server's message (in the page's language), when it sent one. */
  message?: string;
  /** The invalid fields with their messages. */
  fieldErrors: Record<string, string>;
}

/** What the page can tell of a failed call. */
export function describeFailure(error: unknown): CallFailure {
  if (!isTRPCClientError<AppRouter>(error) || !error.data) return { kind: 'unreachable', fieldErrors: {} };
  const fieldErrors = (error.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
  const kind = ({ NOT_FOUND: 'not-found', BAD_REQUEST: 'invalid', TOO_MANY_REQUESTS: 'rate-limited' } as const)[
    error.data.code as 'NOT_FOUND' | 'BAD_REQUEST' | 'TOO_MANY_REQUESTS'
  ];
  return { kind: kind ?? 'failed', message: error.message || undefined, fieldErrors };
}
