/**
 * The back office's connection to the server: a typed tRPC client that sends the stored token as a
 * bearer header, and TanStack Query with the spec's defaults (no refetch on focus, data never stale,
 * no retries; the open list and detail poll on their own, decision 027). A 401 anywhere (except the
 * login itself) removes the token and returns to the login, as spec section 8 asks: with the address
 * of the screen, so that signing in again returns to the same lead, search and filters.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type ReactNode, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { AppRouter } from '../../../src/trpc/app-router.ts';
import { ADMIN_FAILURES } from '../../../src/admin/messages.ts';
import { LOGIN_PATH, loginAddress } from '../../../src/admin/url-state.ts';
import { TRPC_MAX_BATCH_SIZE } from '../../../src/http-limits.ts';
import { clearToken, readToken } from './token.ts';

const trpcContext = createTRPCContext<AppRouter>();
const { TRPCProvider } = trpcContext;
export const { useTRPC } = trpcContext;

type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];
export type LeadPage = AdminOutputs['leads']['list'];
export type LeadDetail = AdminOutputs['leads']['get'];
export type StatsOverview = AdminOutputs['stats']['overview'];
export type StaffRound = AdminOutputs['rounds']['list'][number];
export type JobsOverview = AdminOutputs['jobs']['overview'];
export type StaffPlacePage = AdminOutputs['places']['list'][number];
export type StaffPlacePageDetail = AdminOutputs['places']['get'];

function httpStatus(error: unknown): number | undefined {
  return error instanceof TRPCClientError ? (error.data?.httpStatus as number | undefined) : undefined;
}

export function isUnauthorized(error: unknown): boolean {
  return httpStatus(error) === 401;
}

/** The lead changed since the screen read it (412: a colleague was faster). */
export function isConflict(error: unknown): boolean {
  return httpStatus(error) === 412;
}

/** A signed-in caller of another role (an installer's user on a staff screen, or the reverse). */
export function isForbidden(error: unknown): boolean {
  return httpStatus(error) === 403;
}

export function isNotFound(error: unknown): boolean {
  return httpStatus(error) === 404;
}

/**
 * Why a read failed, as staff should be told: no answer at all (network, server down), an answer that
 * the server cannot serve now (503: its database is away), or anything else.
 */
export function failureOf(error: unknown): (typeof ADMIN_FAILURES)['unreachable' | 'unavailable' | 'failed'] {
  const status = httpStatus(error);
  if (status === undefined) return ADMIN_FAILURES.unreachable;
  if (status === 503) return ADMIN_FAILURES.unavailable;
  return ADMIN_FAILURES.failed;
}

/** The server's message for an error it explained (4xx), else null. */
export function serverMessage(error: unknown): string | null {
  const status = httpStatus(error);
  return error instanceof Error && status !== undefined && status >= 400 && status < 500 ? error.message : null;
}

const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/** Where the login goes once the token is gone: set by `endSession`, read by the dashboard page. */
let pendingLogin: string | null = null;

/**
 * The login address for a dashboard that finds its token gone: the one `endSession` chose, or else
 * (signed out in another tab, or never signed in) the plain login that returns here afterwards.
 */
export function loginAddressWithoutToken(): string {
  const address = pendingLogin ?? loginAddress({ expired: false, returnTo: currentAddress() });
  pendingLogin = null;
  return address;
}

/**
 * The session is gone or was never there: forget the token and show the login. When it ended under
 * the staff member's hands, the login says so and keeps the screen's address to return to.
 */
export function endSession(reason: 'expired' | 'signedOut' = 'expired'): Promise<void> {
  if (window.location.pathname === LOGIN_PATH) {
    clearToken();
    return Promise.resolve();
  }
  const target = reason === 'expired' ? loginAddress({ expired: true, returnTo: currentAddress() }) : LOGIN_PATH;
  pendingLogin = target;
  clearToken();
  return navigate(target);
}

/** Set while a staff member or installer signs out: a 401 of a read still in flight is that, not an expiry. */
let signingOut = false;

/** Signs out on purpose: the server ends the session (else it expires there by itself), then the plain login. */
export async function signOut(logout: () => Promise<unknown>): Promise<void> {
  signingOut = true;
  try {
    await logout();
  } catch {
    // Signed out here either way.
  }
  await endSession('signedOut').finally(() => {
    signingOut = false;
  });
}

function onError(error: unknown, meta: Record<string, unknown> | undefined) {
  if (isUnauthorized(error) && !meta?.handlesUnauthorized && !signingOut) void endSession();
}

function makeQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onError(error, query.meta) }),
    mutationCache: new MutationCache({ onError: (error, _vars, _ctx, mutation) => onError(error, mutation.meta) }),
    defaultOptions: {
      queries: { refetchOnWindowFocus: false, refetchInterval: false, staleTime: Infinity, retry: false },
      mutations: { retry: false },
    },
  });
}

export function AdminApiProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  const [trpcClient] = useState(() =>
    createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: '/trpc',
          // The server refuses a longer batch (server/app.ts).
          maxItems: TRPC_MAX_BATCH_SIZE,
          headers() {
            const token = readToken();
            return token ? { authorization: `Bearer ${token}` } : {};
          },
        }),
      ],
    }),
  );
  return (
    <QueryClientProvider client={queryClient}>
      <TRPCProvider trpcClient={trpcClient} queryClient={queryClient}>
        {children}
      </TRPCProvider>
    </QueryClientProvider>
  );
}
