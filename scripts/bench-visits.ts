/**
 * The `visits` section of `npm run bench` (issue 34): at 100,000 leads and 10,000 orders over ten
 * installer companies, spread over every open step, the installer's list (GET /api/installer/orders,
 * its read audited) and the staff's late list (GET /api/admin/deadlines), p95 over HTTP against 50 ms; on
 * an in-memory PGlite, and on a scratch database of the PostgreSQL server when DATABASE_URL is set. Each
 * beside the same server's smallest read behind the same sign-in (`/api/installer/me`, `/api/admin/me`).
 */
import type { AddressInfo } from 'node:net';
import { Installer, User } from '../database/entities/index.ts';
import { type Database, initORM, MEMORY, migrate } from '../database/orm.ts';
import { insertDemoLeads } from '../database/seeders/demo-leads.ts';
import { buildApp } from '../server/app.ts';
import { parseEnv } from '../server/env.ts';
import { openSession } from '../server/services/admin-session.ts';
import { createOrResetAdmin } from '../server/services/admin-users.ts';
import { createPostgresDatabase } from '../tests/helpers/db.ts';
import { fixed, percentile, timed } from './bench-lib.ts';
import type { BenchRun } from './bench-run.ts';

export const LEADS = 100_000;
export const ORDERS = 10_000;
export const INSTALLERS = 10;
const RUNS = 200;
const TARGET_MS = 50;

export async function openDatabase(databaseUrl: string | undefined): Promise<{ db: Database; close: () => Promise<void> }> {
  if (databaseUrl) {
    const scratch = await createPostgresDatabase(databaseUrl);
    const db = await initORM({ databaseUrl: scratch.url });
    return { db, close: async () => (await db.orm.close(true), await scratch.drop()) };
  }
  const db = await initORM({ dataDir: MEMORY });
  return { db, close: () => db.orm.close(true) };
}

/**
 * Ten companies (company numbers that pass the KBO checksum), 10,000 accepted proposals and their orders
 * over the open steps (or, `installed`, all installed: the aftercare benchmark's).
 */
export async function seedOrders(db: Database, installed = false): Promise<number[]> {
  const em = db.orm.em.fork();
  const installers = Array.from({ length: INSTALLERS }, (_, i) => {
    const first8 = String(10_000_000 + i * 7919).padStart(8, '0');
    const digits = `${first8}${String(97 - (Number(first8) % 97)).padStart(2, '0')}`;
    return em.create(Installer, {
      name: `Bench ${i} bv`, companyNumber: `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`, address: 'Industrieweg 1, 2200 Herentals',
      phone: '+3214123456', email: `bench${i}@example.be`, postalCodes: [], provinces: ['BE-VAN'],
    });
  });
  await em.flush();
  const ids = installers.map((installer) => installer.id);
  await em.execute(
    `insert into "proposals" ("lead_id", "status", "model", "has_wifi", "price_euro", "included", "valid_until", "text", "sent_by_name", "created_at", "answered_at", "accepted_text", "installer_id")
     select l."id", 'accepted', '18L', true, 1890, '[]', current_date + 30, 'Voorstel', 'bench', now() - interval '60 days', now() - (l."id" % 90) * interval '1 day', 'Voorstel',
       (array[${ids.join(', ')}])[1 + l."id" % ${INSTALLERS}]
     from "leads" l order by l."id" limit ${ORDERS}`,
  );
  await em.execute(
    `insert into "orders" ("lead_id", "proposal_id", "installer_id", "status", "accepted_at", "first_contact_at")
     select p."lead_id", p."id", p."installer_id", ${installed ? `'installed'` : `(array['accepted', 'visit_planned', 'visited', 'installation_planned', 'installed'])[1 + p."id" % 5]`},
       p."answered_at", case when p."id" % 5 = 0 then null else p."answered_at" + interval '2 days' end
     from "proposals" p where p."sent_by_name" = 'bench'`,
  );
  await em.execute(`analyze`);
  return ids;
}

export async function p95Of(url: string, headers: Record<string, string>): Promise<{ p95: number; median: number; bytes: number }> {
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < RUNS; i++) {
    const [ms, body] = await timed(async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
      return res.arrayBuffer();
    });
    samples.push(ms);
    bytes = body.byteLength;
  }
  return { p95: percentile(samples, 95), median: percentile(samples, 50), bytes };
}

/** Each list's p95 over HTTP against the target, beside the same server's smallest read behind the same sign-in, measured just before it. */
export async function measureLists(run: BenchRun, section: 'visits' | 'aftercare', measures: Array<{ measure: string; url: string; token: string; reference: string }>): Promise<void> {
  for (const { measure, url, token, reference } of measures) {
    const headers = { authorization: `Bearer ${token}` };
    // The same server's smallest read behind the same sign-in, in the same minute: what the list adds to it.
    const base95 = (await p95Of(reference, headers)).p95;
    const { p95, median, bytes } = await p95Of(url, headers);
    run.rows.push({
      section,
      measure,
      value: `p95 ${fixed(p95, 1)} ms (median ${fixed(median, 1)} ms, ${Math.round(bytes / 1000)} kB)`,
      reference: `${new URL(reference).pathname} p95 ${fixed(base95, 1)} ms`,
      ratio: fixed(p95 / base95, 1),
      target: `p95 < ${TARGET_MS} ms`,
      ok: p95 < TARGET_MS,
      figures: { p95, median, bytes, runs: RUNS, referenceP95: base95 },
    });
    process.stdout.write(`  ${measure}: p95 ${fixed(p95, 1)} ms, median ${fixed(median, 1)} ms; ${new URL(reference).pathname} p95 ${fixed(base95, 1)} ms\n`);
  }
}

/** The seeded database's staff session and a session of a user of the first company, and the server on a free port. */
export async function benchServer(db: Database, installerId: number) {
  await createOrResetAdmin(db.orm.em.fork(), 'bench', 'bench-password-123');
  const em = db.orm.em.fork();
  const staff = await openSession(em, await em.findOneOrFail(User, { username: 'bench' }));
  const fitterUser = em.create(User, { username: 'bench.installer', passwordHash: 'x', installer: installerId });
  await em.flush();
  const fitter = await openSession(em, fitterUser);
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', READ_RATE_LIMIT: 'off', WRITE_RATE_LIMIT: 'off' });
  const app = await buildApp({ env, db, vike: 'none', migrate: false, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, staff, fitter, base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

export async function visitsSection(run: BenchRun, label: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<void> {
  const { db, close } = await openDatabase(databaseUrl);
  try {
    await migrate(db.orm);
    await insertDemoLeads(db.orm.em.fork(), LEADS, { seed: 34 });
    const installerIds = await seedOrders(db);
    const { app, staff, fitter, base } = await benchServer(db, installerIds[0] ?? 0);
    try {
      run.note('visits', `${label} seeded`);
      await measureLists(run, 'visits', [
        { measure: `installer's list, ${label} (${ORDERS / INSTALLERS} orders of its company)`, url: `${base}/api/installer/orders`, token: fitter, reference: `${base}/api/installer/me` },
        { measure: `staff's late list, ${label} (${ORDERS} orders)`, url: `${base}/api/admin/deadlines`, token: staff, reference: `${base}/api/admin/me` },
      ]);
    } finally {
      await app.close();
    }
  } finally {
    await close();
  }
}
