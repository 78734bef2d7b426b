/**
 * The browser's way to the server for a signup: the vanilla tRPC client over one plain HTTP request
 * (no batching, no React Query), typed by the router's type only.
 */
import { createTRPCClient, httpLink, isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../trpc/app-router.ts';
import type { LeadReceipt } from '../../leads/fields.ts';
import type { LeadPayloadInput } from '../../leads/schema.ts';
import { SERVICE_UNAVAILABLE_MESSAGE } from '../../service-unavailable.ts';

export interface LeadClientOptions {
  /** The tRPC endpoint; absolute in tests, `/trpc` in the browser. */
  url?: string;
  fetch?: typeof fetch;
}

/** Answers of a proxy or load balancer in front of the app while it is away or restarting. */
const GATEWAY_UNAVAILABLE = new Set([502, 503, 504]);

/** A 502, 503 or 504 that did not come from the app (an HTML page of a proxy, which tRPC cannot read). */
class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

/** Notices an unreadable answer of a proxy before tRPC tries to read it as JSON (and loses its status). */
function noticingGateways(fetchImpl: typeof fetch): typeof fetch {
  return async (...args) => {
    const response = await fetchImpl(...args);
    const json = response.headers.get('content-type')?.includes('json') ?? false;
    if (GATEWAY_UNAVAILABLE.has(response.status) && !json) throw new GatewayUnavailableError(`HTTP ${response.status}`);
    return response;
  };
}

export function createLeadClient(options: LeadClientOptions = {}) {
  // Looked up at call time, so that the browser's own fetch is used however the page set it up.
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url ?? '/trpc', fetch: noticingGateways(fetchImpl) })],
  });
  return {
    submit: (payload: LeadPayloadInput): Promise<LeadReceipt> => client.lead.submit.mutate(payload),
  };
}

export interface SubmitFailure {
  /** The server's message; undefined when the server was not reached or did not answer in tRPC's shape. */
  message: string | undefined;
  /** Invalid fields named by the server, with their messages in the payload's language. */
  fieldErrors: Record<string, string>;
}

/**
 * What the form can show of a failed submission: the server's message (in the page's language: the
 * payload names it), or `unavailable` (the page's words for a proxy's 502, 503 or 504).
 */
export function describeSubmitFailure(error: unknown, unavailable: string = SERVICE_UNAVAILABLE_MESSAGE): SubmitFailure {
  if (!isTRPCClientError<AppRouter>(error)) return { message: undefined, fieldErrors: {} };
  // Only errors the server shaped carry `data`; a network failure's message ("Failed to fetch") is not for visitors.
  if (error.data) {
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    return { message: error.message || undefined, fieldErrors };
  }
  const status = (error.meta as { response?: { status?: unknown } } | undefined)?.response?.status;
  if (error.cause instanceof GatewayUnavailableError || (typeof status === 'number' && GATEWAY_UNAVAILABLE.has(status))) {
    return { message: unavailable, fieldErrors: {} };
  }
  return { message: undefined, fieldErrors: {} };
}
