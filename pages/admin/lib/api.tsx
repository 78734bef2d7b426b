/**
 * The back office's connection to the server: a typed tRPC client that sends the stored token as a
 * bearer header, and TanStack Query with the spec's defaults (no refetch on focus or interval, data
 * never stale, no retries). A 401 anywhere (except the login itself) removes the token and returns to
 * the login, as spec section 8 asks.
 */
import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { inferRouterOutputs } from '@trpc/server';
import { type ReactNode, useState } from 'react';
import { navigate } from 'vike/client/router';
import type { AppRouter } from '../../../server/trpc/router.ts';
import { TRPC_MAX_BATCH_SIZE } from '../../../src/http-limits.ts';
import { clearToken, readToken } from './token.ts';

const trpcContext = createTRPCContext<AppRouter>();
const { TRPCProvider } = trpcContext;
export const { useTRPC } = trpcContext;

type AdminOutputs = inferRouterOutputs<AppRouter>['admin'];
export type LeadPage = AdminOutputs['leads']['list'];
export type LeadDetail = AdminOutputs['leads']['get'];
export type StatsOverview = AdminOutputs['stats']['overview'];

export const LOGIN_PATH = '/admin';
export const DASHBOARD_PATH = '/admin/dashboard';

export function isUnauthorized(error: unknown): boolean {
  return error instanceof TRPCClientError && error.data?.httpStatus === 401;
}

/** The server's message for an error it explained (4xx), else null. */
export function serverMessage(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = error.data?.httpStatus;
  return typeof status === 'number' && status >= 400 && status < 500 ? error.message : null;
}

/** The session is gone or was never there: forget the token and show the login. */
export function endSession(): void {
  clearToken();
  if (window.location.pathname !== LOGIN_PATH) void navigate(LOGIN_PATH);
}

function onError(error: unknown, meta: Record<string, unknown> | undefined) {
  if (isUnauthorized(error) && !meta?.isLogin) endSession();
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
