/**
 * A lead's state and its proposal agree (issue 31, row 5): marking a lead lost withdraws its open
 * proposal, which the household then can no longer accept (REST and tRPC alike); a single send obeys
 * the bulk send's rule (no customer, no lost lead) unless staff override it, which the audit log
 * records; a bulk job skips a lead that became lost after it was made.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry } from '../../database/entities/index.ts';
import { runBulkJob } from '../../server/services/proposals/proposal-bulk.ts';
import { organiserOf } from '../../server/services/proposals/proposal-parties.ts';
import { FR_PROPOSAL_TEXTS } from '../../src/proposals/texts-fr.ts';
import { proposalTexts } from '../../src/proposals/texts.ts';
import { ADMIN_ENV, bearer, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addInstaller, TERMS } from '../helpers/sales.ts';

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'proposal-state-'));
  t = await createTestApp({ ...ADMIN_ENV, DATA_DIR: dataDir, HOUSEHOLD_RATE_LIMIT: 'off' });
  auth = bearer(await loginToken(t.app));
  // The seller every proposal here names (issue 33): the one installer serving the leads' postal code.
  await addInstaller(t.db);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const terms = TERMS;

async function newLead(fields: Record<string, unknown> = {}): Promise<number> {
  const [lead] = await insertLeads(t.db, [{ email: `s${Math.random().toString(36).slice(2)}@example.be`, ...fields }]);
  if (!lead) throw new Error('no lead written');
  return lead.id;
}

const send = (leadId: number, body: object) => t.app.inject({ method: 'POST', url: `/api/admin/leads/${leadId}/proposals`, headers: auth, payload: body });
const setStatus = (leadId: number, status: string) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${leadId}/status`, headers: auth, payload: { status } });
const detail = async (leadId: number) => (await t.app.inject({ method: 'GET', url: `/api/admin/leads/${leadId}`, headers: auth })).json();
const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);

/** The household's link from the newest proposal mail of a lead, as its inbox would show it. */
async function proposalToken(leadId: number): Promise<string> {
  const rows = await sql<{ text: string }>(`select "text" from "mail_outbox" where "lead_id" = ? and "kind" = 'proposal' order by "id" desc limit 1`, [leadId]);
  const token = /(?:mijn-aanmelding|mon-inscription)#([A-Za-z0-9_-]{43})/.exec(rows[0]?.text ?? '')?.[1];
  if (!token) throw new Error('no link in the mail');
  return token;
}

describe('marking a lead lost withdraws its open proposal', () => {
  it.each(['REST', 'tRPC'])('over %s: the household sees it withdrawn and cannot accept it', async (transport) => {
    const id = await newLead();
    const proposal = (await send(id, terms)).json() as { id: number };
    const token = await proposalToken(id);
    if (transport === 'REST') {
      expect((await setStatus(id, 'lost')).statusCode).toBe(200);
    } else {
      const res = await t.app.inject({ method: 'POST', url: '/trpc/admin.leads.setStatus', headers: { ...auth, 'content-type': 'application/json' }, payload: { id, status: 'lost' } });
      expect(res.json().result.data).toMatchObject({ proposalWithdrawn: true, lead: { status: 'lost' } });
    }
    expect((await detail(id)).proposals[0]).toMatchObject({ id: proposal.id, status: 'withdrawn' });

    const listed = await t.app.inject({ method: 'POST', url: '/api/household-page/proposals', payload: { token } });
    expect(listed.json()[0]).toMatchObject({ id: proposal.id, status: 'withdrawn', canAnswer: false });
    for (const answer of ['accept', 'decline']) {
      const rest = await t.app.inject({ method: 'POST', url: `/api/household-page/proposals/${answer}`, payload: { token, proposalId: proposal.id, confirm: true } });
      expect(rest.statusCode).toBe(409);
      expect(rest.json().message).toBe(proposalTexts('nl').errors.withdrawn);
      const trpc = await t.app.inject({ method: 'POST', url: `/trpc/proposals.${answer}`, payload: { token, proposalId: proposal.id, confirm: true } });
      expect(trpc.statusCode).toBe(409);
    }
    // Still lost: out of no purge's reach, never a customer by a late click.
    const after = await detail(id);
    expect(after.status).toBe('lost');
    expect(after.history.map((change: { toStatus: string }) => change.toStatus)).toEqual(['lost', 'followup']);
  });

  it('withdraws nothing else: an answered proposal stays answered, another lead keeps its open one', async () => {
    const answered = await newLead();
    const proposal = (await send(answered, terms)).json() as { id: number };
    const token = await proposalToken(answered);
    await t.app.inject({ method: 'POST', url: '/api/household-page/proposals/decline', payload: { token, proposalId: proposal.id, confirm: true } });
    const other = await newLead();
    await send(other, terms);
    await setStatus(answered, 'lost');
    expect((await detail(answered)).proposals[0].status).toBe('declined');
    expect((await detail(other)).proposals[0].status).toBe('sent');
  });

  it("tells the household in its language that the proposal was withdrawn (the page's texts)", () => {
    expect(proposalTexts('nl').section.status.withdrawn).toBe('Ingetrokken');
    expect(proposalTexts('nl').section.withdrawn).toMatch(/ingetrokken en kan niet meer aanvaard worden/);
    expect(FR_PROPOSAL_TEXTS.section.status.withdrawn).toBe('Retirée');
    expect(FR_PROPOSAL_TEXTS.section.withdrawn).toMatch(/a été retirée et ne peut plus être acceptée/);
    expect(FR_PROPOSAL_TEXTS.errors.withdrawn).toMatch(/retirée/);
  });
});

describe('a single send obeys the bulk rule: no customer, no lost lead, unless overridden and recorded', () => {
  it.each(['converted', 'lost'])('refuses a %s lead with 409 in Dutch, writing nothing (REST and tRPC)', async (status) => {
    const id = await newLead({ status: status as 'converted' | 'lost' });
    const rest = await send(id, terms);
    expect(rest.statusCode).toBe(409);
    expect(rest.json().message).toMatch(/^Deze lead staat op '(Klant geworden|Niet geïnteresseerd)'.*toch versturen/);
    const trpc = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.proposals.send',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { id, ...terms },
    });
    expect(trpc.statusCode).toBe(409);
    expect(await sql(`select 1 from "proposals" where "lead_id" = ?`, [id])).toEqual([]);
    expect(await sql(`select 1 from "mail_outbox" where "lead_id" = ? and "kind" = 'proposal'`, [id])).toEqual([]);
  });

  it('sends to a lost lead with the override, moves it back to follow-up and records it', async () => {
    const id = await newLead({ status: 'lost' });
    const res = await send(id, { ...terms, overrideStatus: true });
    expect(res.statusCode).toBe(201);
    const lead = await detail(id);
    expect(lead.status).toBe('followup');
    expect(lead.history[0]).toMatchObject({ fromStatus: 'lost', toStatus: 'followup', changedBy: ADMIN_ENV.ADMIN_USERNAME });
    const audit = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'proposal.sent_despite_status', leadId: id });
    expect(audit.map((entry) => [entry.actor, entry.details])).toEqual([[ADMIN_ENV.ADMIN_USERNAME, { status: 'lost' }]]);
  });

  it('sends to a customer with the override over tRPC; the customer stays a customer', async () => {
    const id = await newLead({ status: 'converted' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/trpc/admin.proposals.send',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: { id, ...terms, overrideStatus: true },
    });
    expect(res.statusCode).toBe(200);
    expect((await detail(id)).status).toBe('converted');
    expect(await t.db.orm.em.fork().count(AuditLogEntry, { action: 'proposal.sent_despite_status', leadId: id })).toBe(1);
  });

  it('records no override for a lead that needed none, and refuses an override that is no boolean', async () => {
    const id = await newLead();
    expect((await send(id, { ...terms, overrideStatus: true })).statusCode).toBe(201);
    expect(await t.db.orm.em.fork().count(AuditLogEntry, { action: 'proposal.sent_despite_status', leadId: id })).toBe(0);
    const bad = await send(id, { ...terms, overrideStatus: 'ja' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual({ overrideStatus: 'Toch versturen: true of false' });
  });

  it('answers 401 without a session, and a household link opens no staff procedure', async () => {
    const id = await newLead({ status: 'lost' });
    const anonymous = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/proposals`, payload: { ...terms, overrideStatus: true } });
    expect(anonymous.statusCode).toBe(401);
    expect(await sql(`select 1 from "proposals" where "lead_id" = ?`, [id])).toEqual([]);
  });
});

describe('a bulk job skips a lead that became lost or a customer after the job was made', () => {
  it('writes the proposals of the others only', async () => {
    const ids = await Promise.all([newLead({ waterSoftenerType: '25L' }), newLead({ waterSoftenerType: '25L' }), newLead({ waterSoftenerType: '25L' })]);
    const job = await t.app.inject({
      method: 'POST',
      url: '/api/admin/proposals/bulk',
      headers: auth,
      payload: { selection: { model: '25L' }, terms: { ...terms, model: '25L' } },
    });
    const { jobId, total } = job.json() as { jobId: number; total: number };
    expect(total).toBeGreaterThanOrEqual(3);
    await setStatus(ids[0] as number, 'lost');
    await setStatus(ids[1] as number, 'converted');
    await runBulkJob(t.db, jobId, { publicUrl: t.env.PUBLIC_URL, organiser: organiserOf(t.env) });
    const written = await sql<{ lead_id: number }>(`select "lead_id" from "proposals" where "bulk_job_id" = ?`, [jobId]);
    expect(written.map((row) => Number(row.lead_id))).toContain(ids[2]);
    expect(written.map((row) => Number(row.lead_id))).not.toContain(ids[0]);
    expect(written.map((row) => Number(row.lead_id))).not.toContain(ids[1]);
  });
});
