/**
 * Ending a household's links and their lifetime (issue 31, row 9; decision 029): the household ends
 * every link from its page, staff from the lead's detail (REST and tRPC); every old link then answers
 * the 404 of a forged one, and one new link comes by mail to the lead's address, even when it stopped
 * mail. A link older than its lifetime opens nothing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditLogEntry } from '../../database/entities/index.ts';
import { HOUSEHOLD_ACTOR } from '../../server/services/household-page/household-erasure.ts';
import { LINK_LIFETIME_MONTHS } from '../../src/household-page/link.ts';
import { HOUSEHOLD_ERRORS, householdTexts } from '../../src/household-page/texts.ts';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { householdPost, linkTokenIn, queuedLinkToken, signUpWithLink } from '../helpers/household.ts';

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'household-links-'));
  t = await createTestApp({ ...ADMIN_ENV, DATA_DIR: dataDir, LEADS_RATE_LIMIT: 'off', HOUSEHOLD_RATE_LIMIT: 'off' });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const sql = <T>(query: string, params: unknown[] = []) => t.db.orm.em.fork().execute<T[]>(query, params);
const opens = async (token: string) => (await householdPost(t.app, 'open', { token })).statusCode;
const trpc = (procedure: string, input: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/trpc/${procedure}`, headers: { 'content-type': 'application/json', ...headers }, payload: input as object });

/** A household with two working links: its confirmation's and a lost link's. */
async function householdWithTwoLinks(overrides: Record<string, unknown> = {}) {
  const h = await signUpWithLink(t.app, t.db, overrides);
  await householdPost(t.app, 'link', { email: h.email });
  await t.app.deps.linkRequests.runOnce();
  const second = await queuedLinkToken(t.db, h.id, 'household-link');
  expect([await opens(h.token), await opens(second)]).toEqual([200, 200]);
  return { ...h, second };
}

async function endedMail(leadId: number) {
  const rows = await sql<{ text: string; status: string; subject: string }>(
    `select "text", "status", "subject" from "mail_outbox" where "lead_id" = ? and "kind" = 'household-links-ended' order by "id" desc`,
    [leadId],
  );
  return rows[0];
}

describe('the household ends its links', () => {
  it.each(['REST', 'tRPC'])('over %s: every old link answers 404, a new one comes by mail and works', async (transport) => {
    const h = await householdWithTwoLinks();
    const res =
      transport === 'REST'
        ? await householdPost(t.app, 'end-links', { token: h.second, confirm: true })
        : await trpc('householdPage.endLinks', { token: h.second, confirm: true });
    expect(res.statusCode).toBe(transport === 'REST' ? 204 : 200);
    for (const old of [h.token, h.second]) {
      const answer = await householdPost(t.app, 'open', { token: old });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: HOUSEHOLD_ERRORS.linkNotFound });
    }
    const mail = await endedMail(h.id);
    expect(mail?.text).toContain(householdTexts('nl').linksEndedMail.introHousehold);
    const fresh = linkTokenIn(mail?.text ?? '') as string;
    expect(await opens(fresh)).toBe(200);
    const audit = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'lead.links_ended', leadId: h.id });
    expect(audit.map((entry) => [entry.actor, entry.details])).toEqual([[HOUSEHOLD_ACTOR, { links: 2 }]]);
  });

  it('asks for its confirmation step in the call, and a wrong link ends nothing', async () => {
    const h = await householdWithTwoLinks();
    const unconfirmed = await householdPost(t.app, 'end-links', { token: h.token });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().errors).toEqual({ confirm: HOUSEHOLD_ERRORS.confirmEndLinks });
    expect((await householdPost(t.app, 'end-links', { token: 'x'.repeat(43), confirm: true })).statusCode).toBe(404);
    expect(await opens(h.token)).toBe(200);
    expect(await endedMail(h.id)).toBeUndefined();
  });

  it('gets the new link by mail even when it stopped mail, in its language', async () => {
    const h = await householdWithTwoLinks({ language: 'fr' });
    await householdPost(t.app, 'mail', { token: h.token, stopped: true });
    expect((await householdPost(t.app, 'end-links', { token: h.token, confirm: true })).statusCode).toBe(204);
    const queued = await endedMail(h.id);
    expect(queued?.subject).toBe(householdTexts('fr').linksEndedMail.subject);
    expect(queued?.text).toMatch(/mon-inscription#/);
    await t.app.deps.outbox.runOnce();
    expect((await endedMail(h.id))?.status).toBe('sent');
  });
});

describe('staff end the links of a lead', () => {
  it.each(['REST', 'tRPC'])('over %s: the old links answer 404, the household gets a new one', async (transport) => {
    const h = await householdWithTwoLinks();
    const res =
      transport === 'REST'
        ? await t.app.inject({ method: 'POST', url: `/api/admin/leads/${h.id}/end-links`, headers: auth })
        : await trpc('admin.leads.endLinks', { id: h.id }, auth);
    expect(res.statusCode).toBe(200);
    expect(transport === 'REST' ? res.json() : res.json().result.data).toEqual({ linksEnded: 2 });
    expect([await opens(h.token), await opens(h.second)]).toEqual([404, 404]);
    const mail = await endedMail(h.id);
    expect(mail?.text).toContain(householdTexts('nl').linksEndedMail.introStaff);
    expect(await opens(linkTokenIn(mail?.text ?? '') as string)).toBe(200);
    const audit = await t.db.orm.em.fork().find(AuditLogEntry, { action: 'lead.links_ended', leadId: h.id });
    expect(audit.map((entry) => entry.actor)).toEqual([ADMIN_ENV.ADMIN_USERNAME]);
  });

  it('answers 401 without a session (a household link is none), 404 for an unknown lead, 400 for a number spelled otherwise', async () => {
    const h = await householdWithTwoLinks();
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/leads/${h.id}/end-links` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/api/admin/leads/${h.id}/end-links`, headers: { authorization: `Bearer ${h.token}` } })).statusCode).toBe(401);
    expect((await trpc('admin.leads.endLinks', { id: h.id })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/leads/99999999/end-links', headers: auth })).statusCode).toBe(404);
    for (const spelling of [`0x${h.id.toString(16)}`, `${h.id}.0`, `0${h.id}`]) {
      expect((await t.app.inject({ method: 'POST', url: `/api/admin/leads/${spelling}/end-links`, headers: auth })).statusCode).toBe(400);
    }
    expect(await opens(h.token)).toBe(200);
  });
});

describe(`a link works ${LINK_LIFETIME_MONTHS} months after its mail`, () => {
  it('opens the page a day before the end of its lifetime, and nothing a day after', async () => {
    const h = await signUpWithLink(t.app, t.db);
    const age = async (interval: string) =>
      sql(`update "household_links" set "created_at" = now() - make_interval(months => ?) + ?::interval where "lead_id" = ?`, [
        LINK_LIFETIME_MONTHS,
        interval,
        h.id,
      ]);
    await age('1 day');
    expect(await opens(h.token)).toBe(200);
    await age('-1 day');
    const expired = await householdPost(t.app, 'open', { token: h.token });
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: HOUSEHOLD_ERRORS.linkNotFound });
    // Every procedure of the link refuses it alike.
    expect((await householdPost(t.app, 'export', { token: h.token })).statusCode).toBe(404);
    expect((await householdPost(t.app, 'end-links', { token: h.token, confirm: true })).statusCode).toBe(404);
  });
});
