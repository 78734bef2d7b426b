/**
 * The browser's way to the server for a signup: the vanilla tRPC client over one plain HTTP request
 * (no batching, no React Query), typed by the router's type only.
 */
import { createTRPCClient, httpLink, isTRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../../server/trpc/router.ts';
import type { LeadReceipt } from '../../leads/fields.ts';
import type { LeadPayloadInput } from '../../leads/schema.ts';

export interface LeadClientOptions {
  /** The tRPC endpoint; absolute in tests, `/trpc` in the browser. */
  url?: string;
  fetch?: Parameters<typeof httpLink>[0]['fetch'];
}

export function createLeadClient(options: LeadClientOptions = {}) {
  const client = createTRPCClient<AppRouter>({
    links: [httpLink({ url: options.url ?? '/trpc', fetch: options.fetch })],
  });
  return {
    submit: (payload: LeadPayloadInput): Promise<LeadReceipt> => client.lead.submit.mutate(payload),
  };
}

export interface SubmitFailure {
  /** The server's message; undefined when the server was not reached or did not answer in tRPC's shape. */
  message: string | undefined;
  /** Invalid fields named by the server, with their Dutch messages. */
  fieldErrors: Record<string, string>;
}

/** What the form can show of a failed submission. */
export function describeSubmitFailure(error: unknown): SubmitFailure {
  // Only errors the server shaped carry `data`; a network failure's message ("Failed to fetch") is not for visitors.
  if (isTRPCClientError<AppRouter>(error) && error.data) {
    const fieldErrors = (error.data as { fieldErrors?: Record<string, string> }).fieldErrors ?? {};
    return { message: error.message || undefined, fieldErrors };
  }
  return { message: undefined, fieldErrors: {} };
}
