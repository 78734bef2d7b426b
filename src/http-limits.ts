/**
 * Limits of the HTTP API that the browser's clients must respect too. A tRPC batch holds at most this
 * many calls: tRPC answers a longer one with 400, and the back office's batch link never sends one.
 */
export const TRPC_MAX_BATCH_SIZE = 10;
