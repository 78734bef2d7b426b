/**
 * Limits of the HTTP API that the browser's clients must respect too. A tRPC batch holds at most this
 * many calls: tRPC answers a longer one with 400, and the back office's batch link never sends one.
 */
export const TRPC_MAX_BATCH_SIZE = 10;

/**
 * The largest body any route accepts, whatever its type (routes may accept less): larger ones are
 * refused with 413 as soon as their declared or received size passes it, without reading the rest.
 */
export const APP_BODY_LIMIT = 64 * 1024;
