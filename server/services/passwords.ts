/**
 * Password hashing: argon2id with OWASP's minimum parameters (19 MiB, 2 passes, 1 lane), about 30 ms
 * on a small server. The parameters are stored in each hash, so raising them later only affects new
 * hashes (and `needsRehash` tells which old ones to upgrade at the next sign-in).
 */
import argon2 from 'argon2';

const OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, OPTIONS);
}

export function passwordNeedsRehash(hash: string): boolean {
  return argon2.needsRehash(hash, OPTIONS);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password against a stored hash. Without a hash (unknown user) it checks against a decoy
 * made with the same parameters, so that an unknown username costs the same time as a wrong password.
 */
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  decoyHash ??= hashPassword('decoy: no account has this password');
  const target = hash ?? (await decoyHash);
  let matches: boolean;
  try {
    matches = await argon2.verify(target, password);
  } catch {
    // A malformed stored hash never signs anyone in.
    matches = false;
  }
  return matches && hash !== undefined;
}
