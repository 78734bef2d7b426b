/**
 * The household page's way to the server: the vanilla tRPC client over one plain POST per call (no
 * batching, no React Query), typed by the router's type only, and the personal link's token as the page
 * keeps it. The token arrives in the address's fragment (src/household-page/link.ts), is taken out of
 * the address bar at once, and kept for this tab only (sessionStorage), so that a reload still works but
 * the address shown, bookmarked or shared never holds it.
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

const STORAGE_KEY = 'household-link';

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage switched off: the link works for this page load only
  }
}

/** The token of this visit: from the fragment (then removed from the address bar), else this tab's. */
export function takeLinkToken(): string | null {
  const fromFragment = tokenOfFragment(window.location.hash);
  if (fromFragment) {
    tabStorage()?.setItem(STORAGE_KEY, fromFragment);
    window.history.replaceState(window.history.state, '', window.location.pathname);
    return fromFragment;
  }
  return tabStorage()?.getItem(STORAGE_KEY) ?? null;
}

/** Forgets the token (after an erasure, or when the server no longer knows it). */
export function forgetLinkToken(): void {
  tabStorage()?.removeItem(STORAGE_KEY);
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
