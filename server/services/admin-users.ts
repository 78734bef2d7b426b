/** Staff accounts: created by `npm run admin:create` or, for a first deployment, from the environment. */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { AdminSession, User } from '../../database/entities/index.ts';
import type { Em } from '../../database/orm.ts';
import type { AppDeps } from '../deps.ts';
import { forkEm } from '../deps.ts';
import { normalizeUsername } from '../../src/admin/account.ts';
import { checkAccount } from './admin-account-check.ts';
import { recordAudit } from './audit.ts';
import { hashPassword } from './passwords.ts';


/**
 * Creates the account, or sets a new password on an existing one (which also ends its sessions, so
 * that a reset locks out whoever knew the old password). Returns what happened.
 */
export async function createOrResetAdmin(em: Em, username: string, password: string): Promise<'created' | 'reset'> {
  const name = checkAccount(username, password);
  const passwordHash = await hashPassword(password);
  return em.transactional(async (tx) => {
    const existing = await tx.findOne(User, { username: name });
    if (existing) {
      existing.passwordHash = passwordHash;
      await tx.nativeUpdate(AdminSession, { user: existing.id, revokedAt: null }, { revokedAt: new Date() });
      recordAudit(tx, { action: 'admin.password_reset', actor: name });
      return 'reset';
    }
    tx.create(User, { username: name, passwordHash });
    recordAudit(tx, { action: 'admin.created', actor: name });
    return 'created';
  });
}

/**
 * At start-up: when ADMIN_USERNAME and ADMIN_PASSWORD are set and that account does not exist yet,
 * creates it. An existing account is left alone (its password may have been changed since).
 * Two instances starting together may race; the unique username makes the loser a no-op.
 */
export async function ensureAdminFromEnv(deps: AppDeps): Promise<boolean> {
  const { ADMIN_USERNAME: username, ADMIN_PASSWORD: password } = deps.env;
  if (!username || !password) return false;
  const em = forkEm(deps);
  if (await em.count(User, { username: normalizeUsername(username) })) return false;
  try {
    return (await createOrResetAdmin(em, username, password)) === 'created';
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) return false;
    throw error;
  }
}
