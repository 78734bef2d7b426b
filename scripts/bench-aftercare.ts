/**
 * The `aftercare` section of `npm run bench` (issue 44): at 100,000 leads and 10,000 installed orders over
 * ten installer companies, with their aftercare records, 20,000 requests for help of which 1,000 are not
 * resolved (a third of those late), services done and salt delivered, the installer's support list (GET
 * /api/installer/support, its read audited) and staff's late list (GET /api/admin/support/late), p95 over
 * HTTP against 50 ms; on an in-memory PGlite, and on a scratch database of the PostgreSQL server when
 * DATABASE_URL is set. Each beside the same server's smallest read behind the same sign-in.
 */
import type { Database } from '../database/orm.ts';
import { migrate } from '../database/orm.ts';
import { insertDemoLeads } from '../database/seeders/demo-leads.ts';
import type { BenchRun } from './bench-run.ts';
import { benchServer, INSTALLERS, LEADS, measureLists, openDatabase, ORDERS, seedOrders } from './bench-visits.ts';

/**
 * Two requests per installed order; one order in ten (in runs of ten consecutive orders, so every company
 * has its share) has one still open or planned, a third of those past their due day without an answer.
 */
async function seedAftercare(db: Database): Promise<void> {
  const em = db.orm.em.fork();
  await em.execute(`update "orders" set "installed_on" = current_date - ("id" % 700), "serial_number" = 'HB-' || "id" where "status" = 'installed'`);
  await em.execute(
    `insert into "aftercare" ("order_id", "terms", "service_interval_months", "registered_at")
     select o."id", null, 24, now() - ("id" % 700) * interval '1 day' from "orders" o where o."status" = 'installed'`,
  );
  await em.execute(
    `insert into "support_requests" ("order_id", "kind", "category", "message", "status", "answer_due_on", "first_answer_at", "resolved_at", "appointment_uid", "created_at")
     select o."id", case when n = 2 and o."id" % 3 = 0 then 'service' else 'support' end,
       case when n = 2 and o."id" % 3 = 0 then null else (array['no-soft-water', 'leak', 'salt', 'app', 'other'])[1 + (o."id" + n) % 5] end,
       'Het water is weer hard sinds gisteren.',
       case when n = 2 and (o."id" / 10) % 10 = 0 then (array['open', 'planned'])[1 + o."id" % 2] else 'resolved' end,
       current_date - (o."id" % 60) + case when n = 2 and (o."id" / 10) % 30 = 0 then -3 else 2 end,
       case when n = 2 and (o."id" / 10) % 30 = 0 then null else now() - (o."id" % 60) * interval '1 day' + interval '5 hours' end,
       case when n = 2 and (o."id" / 10) % 10 = 0 then null else now() - (o."id" % 50) * interval '1 day' end,
       'bench-' || o."id" || '-' || n, now() - (o."id" % 60) * interval '1 day'
     from "orders" o cross join generate_series(1, 2) n where o."status" = 'installed'`,
  );
  await em.execute(
    `insert into "service_records" ("order_id", "serviced_on", "recorded_by_name")
     select o."id", current_date - (o."id" % 100), 'bench' from "orders" o where o."status" = 'installed' and o."id" % 3 = 0`,
  );
  await em.execute(
    `insert into "salt_deliveries" ("order_id", "kg", "week", "status", "asked_at")
     select o."id", 25, current_date + 7, (array['asked', 'confirmed', 'delivered'])[1 + o."id" % 3], now() from "orders" o where o."status" = 'installed' and o."id" % 2 = 0`,
  );
  await em.execute(`analyze`);
}

export async function aftercareSection(run: BenchRun, label: 'PGlite' | 'PostgreSQL', databaseUrl?: string): Promise<void> {
  const { db, close } = await openDatabase(databaseUrl);
  try {
    await migrate(db.orm);
    await insertDemoLeads(db.orm.em.fork(), LEADS, { seed: 44 });
    const installerIds = await seedOrders(db, true);
    await seedAftercare(db);
    const { app, staff, fitter, base } = await benchServer(db, installerIds[0] ?? 0);
    try {
      run.note('aftercare', `${label} seeded`);
      await measureLists(run, 'aftercare', [
        { measure: `installer's support list, ${label} (${ORDERS / INSTALLERS} installed orders of its company)`, url: `${base}/api/installer/support`, token: fitter, reference: `${base}/api/installer/me` },
        { measure: `staff's late support list, ${label} (${ORDERS} installed orders, ${ORDERS * 2} requests)`, url: `${base}/api/admin/support/late`, token: staff, reference: `${base}/api/admin/me` },
      ]);
    } finally {
      await app.close();
    }
  } finally {
    await close();
  }
}

