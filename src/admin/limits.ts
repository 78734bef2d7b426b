/**
 * The back office's numbers shared by browser and server: field lengths (read by the zod schemas and the
 * database columns alike), page sizes, and the sign-in rules. The session rules are server-only
 * (server/services/admin-session.ts).
 */
export const ADMIN_LIMITS = {
  username: 100,
  /** Long enough for any passphrase, short enough that hashing it cannot be used to tie up the server. */
  passwordMax: 1024,
  /** New passwords (admin:create, ADMIN_PASSWORD). */
  passwordMin: 12,
  search: 100,
  noteBody: 2000,
} as const;

/** The page sizes staff can choose in the lead list; the first is the default. */
export const PAGE_SIZES = [25, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

const MINUTE = 60_000;

export const LOGIN_RULES = {
  /** Failed attempts allowed per IP address and per username within the window; the next is refused. */
  maxFailures: 5,
  windowMs: 15 * MINUTE,
} as const;
