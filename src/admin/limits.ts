/**
 * The back office's numbers shared by browser and server: field lengths (read by the zod schemas and the
 * database columns alike) and page sizes. The server-only rules live beside their code: sessions in
 * server/services/admin-session.ts, sign-in throttling in server/services/login-rules.ts.
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

/**
 * How often an open lead list and an open lead detail are fetched again, so that colleagues' changes
 * appear without a reload (decision 027): only while the tab is visible.
 */
export const REFRESH_INTERVAL_MS = 10_000;
