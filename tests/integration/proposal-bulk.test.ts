/**
 * A bulk proposal (issue 24, decision 032): the preview, the send through the job, and exactly once
 * across a restart halfway: a first app writes 40 of 100 and stops; a second app on the same database
 * writes the other 60 and no more; the outbox sends 100 mails, once each. And the one reminder.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDemoLeads } from '../../database/seeders/demo-leads.ts';
import { insertDemoProposals } from '../../database/seeders/demo-proposals.ts';
import { buildApp } from '../../server/app.ts';
import { proposalFunnel } from '../../server/services/funnel.ts';
import { runBulkJob } from '../../server/services/proposals/proposal-bulk.ts';
import { organiserOf } from '../../server/services/proposals/proposal-parties.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { testEnv } from '../helpers/app.ts';
import { openTestDatabase, type TestDatabase } from '../helpers/db.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let db: TestDatabase;
let dataDir: string;

beforeAll(async () => {
  db = await openTestDatabase();
  await addInstaller(db);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proposal-bulk-'));
});
afterAll(async () => {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = () => testEnv({ ...ADMIN_ENV, DATA_DIR: dataDir });
const NEXT_YEAR = `${new Date().getUTCFullYear() + 1}-03-31`;
const terms = { ...TERMS, validUntil: NEXT_YEAR };

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const rows = await db.orm.em.fork().execute<Array<{ n: number }>>(sql, params);
  return Number(rows[0]?.n ?? 0);
}

describe('bulk proposals', () => {
  it('previews, asks before sending twice, and writes 100 proposals and 100 mails exactly once across a restart', async () => {
    const leads = await insertLeads(
      db,
      Array.from({ length: 100 }, (_, i) => ({ email: `bulk${i}@example.be`, lastName: `Bulk${i}`, waterSoftenerType: '18L', confirmedAt: new Date() })),
    );
    // Noise the selection leaves out: another model, an unconfirmed lead, a customer.
    await insertLeads(db, [
      { email: 'other@example.be', waterSoftenerType: '9L', confirmedAt: new Date() },
      { email: 'unconfirmed@example.be', waterSoftenerType: '18L' },
      { email: 'klant@example.be', waterSoftenerType: '18L', confirmedAt: new Date(), status: 'converted' },
    ]);
    const firstLead = leads[0]?.id ?? 0;
    const first = await buildApp({ env: env(), db, vike: 'none', migrate: false });
    await first.ready();
    const auth = bearer(await loginToken(first));
    const selection = { confirmed: true, model: '18L' };

    // One of them already has an open proposal: the preview says so, and it is left out unless asked.
    await first.inject({ method: 'POST', url: `/api/admin/leads/${firstLead}/proposals`, headers: auth, payload: terms });
    const preview = (await first.inject({ method: 'POST', url: '/api/admin/proposals/bulk/preview', headers: auth, payload: selection })).json();
    expect(preview).toMatchObject({ total: 99, withOpen: 1 });
    expect(preview.leads).toHaveLength(99);
    expect(preview.leads[0]).toMatchObject({ name: expect.stringContaining('Bulk1'), hasOpen: false });
    // The same procedure over tRPC.
    const viaTrpc = await first.inject({ method: 'GET', url: `/trpc/admin.proposals.bulkPreview?input=${encodeURIComponent(JSON.stringify(selection))}`, headers: auth });
    expect(viaTrpc.json().result.data).toEqual(preview);
    const replacing = (await first.inject({ method: 'POST', url: '/api/admin/proposals/bulk/preview', headers: auth, payload: { ...selection, replaceOpen: true } })).json();
    expect(replacing).toMatchObject({ total: 100, withOpen: 1 });

    const created = await first.inject({ method: 'POST', url: '/api/admin/proposals/bulk', headers: auth, payload: { selection: { ...selection, replaceOpen: true }, terms } });
    expect(created.statusCode).toBe(202);
    const { jobId, total } = created.json();
    expect(total).toBe(100);

    // The first process writes 40, then "crashes" (stops without finishing the job).
    expect(await runBulkJob(db, jobId, { publicUrl: 'http://localhost:3000', organiser: organiserOf(env()), limit: 40 })).toBe(40);
    const halfway = (await first.inject({ method: 'GET', url: `/api/admin/proposals/bulk/${jobId}`, headers: auth })).json();
    expect(halfway).toEqual({ jobId, total: 100, sent: 40, finished: false });
    await first.close();

    // The restarted process resumes the job (as its periodic run does after start-up), twice over.
    const second = await buildApp({ env: env(), db, vike: 'none', migrate: false });
    await second.ready();
    expect((await second.deps.proposalJobs.runOnce()).written).toBe(60);
    expect((await second.deps.proposalJobs.runOnce()).written).toBe(0);
    const done = (await second.inject({ method: 'GET', url: `/api/admin/proposals/bulk/${jobId}`, headers: bearer(await loginToken(second)) })).json();
    expect(done).toEqual({ jobId, total: 100, sent: 100, finished: true });

    expect(await count(`select count(*)::int as n from "proposals" where "bulk_job_id" = ?`, [jobId])).toBe(100);
    expect(await count(`select count(distinct "lead_id")::int as n from "proposals" where "bulk_job_id" = ?`, [jobId])).toBe(100);
    // 100 bulk mails and the single one sent before.
    expect(await count(`select count(*)::int as n from "mail_outbox" where "kind" = 'proposal'`)).toBe(101);
    // The earlier single proposal was replaced: one open proposal per lead.
    expect(await count(`select count(*)::int as n from "proposals" where "lead_id" = ? and "status" = 'sent'`, [firstLead])).toBe(1);

    const delivered = await second.deps.outbox.runOnce();
    expect(delivered.sent).toBe(101);
    expect((await second.deps.outbox.runOnce()).sent).toBe(0);
    expect(readdirSync(path.join(dataDir, 'outbox')).length).toBe(101);
    // A second job over tRPC, to the one lead of another model: sent by the jobs' run, progress over tRPC.
    const secondAuth = bearer(await loginToken(second));
    const sent = await second.inject({
      method: 'POST',
      url: '/trpc/admin.proposals.bulkSend',
      headers: secondAuth,
      payload: { selection: { confirmed: true, model: '9L' }, terms: { ...terms, priceEuro: 1490 } },
    });
    const job = sent.json().result.data;
    expect(job).toMatchObject({ total: 1, sent: 0, finished: false });
    await second.deps.proposalJobs.runOnce();
    const progress = await second.inject({ method: 'GET', url: `/trpc/admin.proposals.bulkProgress?input=${encodeURIComponent(JSON.stringify({ jobId: job.jobId }))}`, headers: secondAuth });
    expect(progress.json().result.data).toEqual({ jobId: job.jobId, total: 1, sent: 1, finished: true });
    await second.close();
  });

  it('reminds a household that has not answered once, a few days before the end, and no other', async () => {
    const app = await buildApp({ env: env(), db, vike: 'none', migrate: false });
    await app.ready();
    const auth = bearer(await loginToken(app));
    const [open, answered, stopped] = await insertLeads(db, [
      { email: 'remind-open@example.be' },
      { email: 'remind-answered@example.be' },
      { email: 'remind-stopped@example.be', mailStoppedAt: new Date() },
    ]);
    const year = new Date().getUTCFullYear() + 1;
    const ids: number[] = [];
    for (const lead of [open, answered, stopped]) {
      const payload = { ...terms, validUntil: `${year}-05-20` };
      ids.push((await app.inject({ method: 'POST', url: `/api/admin/leads/${lead?.id}/proposals`, headers: auth, payload })).json().id);
    }
    await db.orm.em.fork().execute(`update "proposals" set "status" = 'declined', "answered_at" = now() where "id" = ?`, [ids[1]]);
    const reminders = (leadId: number) =>
      count(`select count(*)::int as n from "mail_outbox" where "kind" = 'proposal-reminder' and "lead_id" = ?`, [leadId]);

    // A week before the last day: too early.
    expect((await app.deps.proposalJobs.runOnce(new Date(`${year}-05-13T10:00:00Z`))).reminded).toBe(0);
    // Two days before: the open one, once.
    const twoDaysBefore = new Date(`${year}-05-18T10:00:00Z`);
    expect((await app.deps.proposalJobs.runOnce(twoDaysBefore)).reminded).toBe(1);
    expect((await app.deps.proposalJobs.runOnce(new Date(twoDaysBefore.getTime() + 86_400_000))).reminded).toBe(0);
    expect([await reminders(open?.id ?? 0), await reminders(answered?.id ?? 0), await reminders(stopped?.id ?? 0)]).toEqual([1, 0, 0]);
    // After the last day the open ones are stored expired.
    const after = await app.deps.proposalJobs.runOnce(new Date(`${year}-05-21T10:00:00Z`));
    expect(after.expired).toBe(2);
    const status = await db.orm.em.fork().execute<Array<{ status: string }>>(`select "status" from "proposals" where "id" = ?`, [ids[0]]);
    expect(status[0]?.status).toBe('expired');
    await app.close();
  });
});

describe('demo proposals (npm run db:seed)', () => {
  it('confirm most demo leads and give the followed-up ones proposals that match their status', async () => {
    const seeded = await openTestDatabase();
    try {
      const em = seeded.orm.em.fork();
      await insertDemoLeads(em, 400, { seed: 7 });
      const written = await insertDemoProposals(em, 0, organiserOf(env()));
      expect(written).toBeGreaterThan(50);
      const mismatched = await em.execute<Array<{ n: number }>>(
        `select count(*)::int as n from "proposals" p join "leads" l on l."id" = p."lead_id"
         where (l."status" = 'converted') <> (p."status" = 'accepted')`,
      );
      expect(mismatched[0]?.n).toBe(0);
      // Every accepted proposal became an order with the proposal's seller, a demo installer.
      const orders = await em.execute<Array<{ n: number }>>(
        `select count(*)::int as n from "proposals" p left join "orders" o on o."proposal_id" = p."id" and o."installer_id" = p."installer_id"
         where p."status" = 'accepted' and o."id" is null`,
      );
      expect(orders[0]?.n).toBe(0);
      const funnel = await proposalFunnel(em);
      const total = funnel.reduce((sum, month) => ({ signups: sum.signups + month.signups, accepted: sum.accepted + month.accepted }), { signups: 0, accepted: 0 });
      expect(total.signups).toBe(400);
      expect(total.accepted).toBeGreaterThan(0);
    } finally {
      await seeded.close();
    }
  });
});
