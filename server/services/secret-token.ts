/**
 * Bearer secrets the site hands out and stores only as a hash: staff session tokens (admin-session.ts)
 * and the households' personal links (household-page/link-tokens.ts). 32 random bytes, written in
 * base64url (43 characters, 256 bits); the database holds the SHA-256 of the text, so a copy of the
 * database opens nothing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { LINK_TOKEN_PATTERN } from '../../src/household-page/link.ts';

/** A token as issued: 43 base64url characters (the households' links have the same). */
export const SECRET_TOKEN_PATTERN = LINK_TOKEN_PATTERN;

/** A new token: 256 random bits. */
export function newSecretToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The SHA-256 of a token, as hex (what the database stores and looks tokens up by). */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Whether two token hashes are the same, in time that does not depend on where they differ. The
 * database finds a row by the hash of the presented token, which an attacker cannot steer byte by
 * byte (that would take SHA-256 preimages); this second comparison keeps the check constant in time
 * even if the lookup changes.
 */
export function sameTokenHash(stored: string, presented: string): boolean {
  const a = Buffer.from(stored, 'hex');
  const b = Buffer.from(presented, 'hex');
  return a.length === 32 && b.length === 32 && timingSafeEqual(a, b);
}
