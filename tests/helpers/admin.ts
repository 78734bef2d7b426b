/** Fixtures of the back office tests: a staff account, its tokens, and leads written through the ORM. */
import type { FastifyInstance } from 'fastify';
import { AdminSession, Lead, User } from '../../database/entities/index.ts';
import type { LeadValues } from '../../src/leads/lead-values.ts';
import type { Database } from '../../database/orm.ts';
import { createOrResetAdmin } from '../../server/services/admin-users.ts';
import { openSession, SESSION_RULES } from '../../server/services/admin-session.ts';

export const ADMIN = { username: 'beheerder', password: 'een-lang-testwachtwoord' } as const;

/** Environment variables that make the app create ADMIN at start-up. */
export const ADMIN_ENV = { ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password };

export async function createAdmin(db: Database, username: string = ADMIN.username, password: string = ADMIN.password) {
  await createOrResetAdmin(db.orm.em.fork(), username, password);
  return db.orm.em.fork().findOneOrFail(User, { username });
}

/** Signs in through the REST path, as a client would; returns the token. */
export async function loginToken(app: FastifyInstance, username: string = ADMIN.username, password: string = ADMIN.password) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/login', payload: { username, password } });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/**
 * Tokens of sessions that must no longer work: idle too long, past their maximum age, and revoked.
 * Signing in prunes dead sessions (which would turn these into merely unknown tokens), so sign in
 * before calling this, not after.
 */
export async function deadTokens(app: FastifyInstance, db: Database, username = ADMIN.username) {
  const revoked = await loginToken(app);
  const out = await app.inject({ method: 'POST', url: '/api/admin/logout', headers: bearer(revoked) });
  if (out.statusCode !== 204) throw new Error(`logout failed: ${out.statusCode}`);
  const user = await db.orm.em.fork().findOneOrFail(User, { username });
  const now = Date.now();
  const idle = await openSession(db.orm.em.fork(), user, new Date(now - SESSION_RULES.idleMs - 60_000));
  const old = await openSession(db.orm.em.fork(), user, new Date(now - SESSION_RULES.maxAgeMs - 60_000));
  // Used a minute ago, so that only its maximum age ends it.
  await db.orm.em
    .fork()
    .nativeUpdate(
      AdminSession,
      { user: user.id, createdAt: { $lt: new Date(now - SESSION_RULES.maxAgeMs) } },
      { lastSeenAt: new Date(now - 60_000) },
    );
  return { idle, old, revoked };
}

const household = {
  firstName: 'Jan',
  lastName: 'Peeters',
  phone: '0470 12 34 56',
  email: 'jan.peeters@example.be',
  street: 'Kerkstraat',
  houseNumber: '1',
  postalCode: '2200',
  city: 'Herentals',
  waterSoftenerType: '18L',
  hasWifi: true,
  sourceUrl: 'http://localhost:3000/herentals',
};

/** Any fields of a lead (database/entities/Lead.ts); the rest come from `household`. */
export type LeadFields = Partial<LeadValues>;

/** Writes leads directly through the ORM (the public signup is another module's concern). */
export async function insertLeads(db: Database, leads: LeadFields[]): Promise<Lead[]> {
  const em = db.orm.em.fork();
  const created = leads.map((fields) => em.create(Lead, { ...household, ...fields }));
  await em.flush();
  return created;
}
