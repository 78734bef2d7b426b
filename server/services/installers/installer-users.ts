/**
 * An installer company's users as staff manage them (issue 43, decision 050): list a company's users,
 * add one (with its language), reset its password, disable or enable it, change its language, remove it.
 * A disabled user (or a user of a disabled company: server/services/admin-session.ts) is refused at once:
 * its sessions end here, and the session lookup refuses them anyway. Every change is in the audit log.
 * The password follows the rule of every account (src/admin/account.ts, ../password-rules.ts).
 */
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { Installer, User } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { InstallerUserInput, InstallerUserUpdate, InstallerUserView } from '../../../src/installers/users.ts';
import { revokeSessionsOf } from '../admin-session.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { isoTime } from '../lead-query.ts';
import { passwordProblem } from '../password-rules.ts';
import { hashPassword } from '../passwords.ts';

/** Hashes a new password of `username`, refusing a guessable one (400). */
async function newPasswordHash(password: string, username: string): Promise<string> {
  if (passwordProblem(password, username) === 'guessable') throw new DomainError('passwordTooWeak');
  return hashPassword(password);
}

async function lastLogins(em: Em, usernames: readonly string[]): Promise<Map<string, string>> {
  if (usernames.length === 0) return new Map();
  const rows = await em.execute<Array<{ actor: string; at: Date | string }>>(
    `select "actor", max("created_at") as "at" from "audit_log" where "action" = 'admin.login' and "actor" in (${usernames.map(() => '?').join(', ')}) group by "actor"`,
    [...usernames],
  );
  return new Map(rows.map((row) => [row.actor, isoTime(row.at)]));
}

function viewOf(user: User, lastLoginAt: string | null): InstallerUserView {
  return {
    id: user.id,
    username: user.username,
    installerId: user.installer?.id ?? 0,
    language: user.language,
    active: user.active,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt,
  };
}

/** The users of installer company `installerId`, by name (404 for an unknown company). */
export async function listInstallerUsers(em: Em, installerId: number): Promise<InstallerUserView[]> {
  if (!(await em.count(Installer, { id: installerId }))) throw new DomainError('installerNotFound', { id: installerId });
  const users = await em.find(User, { installer: installerId }, { orderBy: { username: 'asc', id: 'asc' } });
  const logins = await lastLogins(
    em,
    users.map((user) => user.username),
  );
  return users.map((user) => viewOf(user, logins.get(user.username) ?? null));
}

/** Staff create a user of installer company `id`; it signs in where staff do and sees only that company's orders. */
export async function createInstallerUser(em: Em, staffName: string, input: InstallerUserInput): Promise<InstallerUserView> {
  const installer = await em.findOne(Installer, { id: input.id });
  if (!installer) throw new DomainError('installerNotFound', { id: input.id });
  const passwordHash = await newPasswordHash(input.password, input.username);
  try {
    const user = em.create(User, { username: input.username, passwordHash, installer, language: input.language, active: true });
    recordAudit(em, { action: 'installer.user_created', actor: staffName, details: { installerId: installer.id, username: input.username, language: input.language } });
    await em.flush();
    return viewOf(user, null);
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new DomainError('usernameTaken', { username: input.username });
    throw error;
  }
}

async function installerUser(em: Em, id: number): Promise<User> {
  const user = await em.findOne(User, { id, installer: { $ne: null } });
  if (!user) throw new DomainError('installerUserNotFound');
  return user;
}

/**
 * Staff change user `id`: disable it (its sessions end at once) or enable it, give it a new password
 * (its sessions end too: whoever knew the old one is out), or another language.
 */
export async function updateInstallerUser(em: Em, staffName: string, input: InstallerUserUpdate): Promise<InstallerUserView> {
  const user = await installerUser(em, input.id);
  const changes: Record<string, unknown> = {};
  if (input.password !== undefined) {
    user.passwordHash = await newPasswordHash(input.password, user.username);
    changes.password = 'reset';
  }
  if (input.active !== undefined && input.active !== user.active) {
    user.active = input.active;
    changes.active = input.active;
  }
  if (input.language !== undefined && input.language !== user.language) {
    user.language = input.language;
    changes.language = input.language;
  }
  if (changes.password !== undefined || changes.active === false) await revokeSessionsOf(em, [user.id]);
  recordAudit(em, { action: 'installer.user_changed', actor: staffName, details: { userId: user.id, username: user.username, installerId: user.installer?.id ?? null, ...changes } });
  await em.flush();
  const logins = await lastLogins(em, [user.username]);
  return viewOf(user, logins.get(user.username) ?? null);
}

/** Staff remove user `id` (its sessions go with it); what it did stays in the orders' history and the audit log by name. */
export async function removeInstallerUser(em: Em, staffName: string, id: number): Promise<void> {
  const user = await installerUser(em, id);
  recordAudit(em, { action: 'installer.user_removed', actor: staffName, details: { userId: user.id, username: user.username, installerId: user.installer?.id ?? null } });
  em.remove(user);
  await em.flush();
}
