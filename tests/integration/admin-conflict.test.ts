/**
 * Two members of staff on one lead (issue 26): the detail answers its version as ETag, a status change
 * with a stale If-Match is refused with 412 (the current ETag, and what changed last, in the answer),
 * the same check holds in tRPC, and without If-Match the spec's PATCH works as before. Notes raise the
 * version too, so a colleague's screen learns of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LeadStatusChange } from '../../database/entities/index.ts';
import { ADMIN, ADMIN_ENV, bearer, createAdmin, insertLeads, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';

let t: TestApp;
let anna: { authorization: string };
let bert: { authorization: string };

beforeAll(async () => {
  t = await createTestApp(ADMIN_ENV);
  await createAdmin(t.db, 'bert', 'nog-een-lang-wachtwoord');
  anna = bearer(await loginToken(t.app));
  bert = bearer(await loginToken(t.app, 'bert', 'nog-een-lang-wachtwoord'));
});
afterAll(async () => {
  await t.close();
});

async function newLead() {
  const [lead] = await insertLeads(t.db, [{ firstName: 'Conflict', email: `conflict${Date.now()}@example.be` }]);
  return lead?.id as number;
}

const get = (id: number, headers = anna) => t.app.inject({ method: 'GET', url: `/api/admin/leads/${id}`, headers });
const patch = (id: number, status: string, headers: Record<string, string>) =>
  t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}/status`, headers, payload: { status } });
const trpcSetStatus = (input: unknown, headers = anna) =>
  t.app.inject({ method: 'POST', url: '/trpc/admin.leads.setStatus', headers, payload: input as object });

describe('REST: ETag and If-Match', () => {
  it('answers the detail with its version as a strong ETag, and the version in the body', async () => {
    const id = await newLead();
    const res = await get(id);
    expect(res.headers.etag).toBe('"1"');
    expect(res.json().version).toBe(1);
  });

  it('refuses a change decided on an older version with 412, the current ETag and who changed what', async () => {
    const id = await newLead();
    const seen = (await get(id, bert)).headers.etag as string;
    // Anna (on her phone) makes the lead a customer…
    const first = await patch(id, 'converted', { ...anna, 'if-match': seen });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toBe('"2"');
    // …while Bert's laptop still shows 'Nieuw'.
    const second = await patch(id, 'lost', { ...bert, 'if-match': seen });
    expect(second.statusCode).toBe(412);
    expect(second.headers.etag).toBe('"2"');
    expect(second.json().message).toMatch(/^Deze lead is intussen gewijzigd \(door een collega of door het huishouden zelf\); uw wijziging is niet opgeslagen\./);
    expect(second.json().message).toContain(`${ADMIN.username} zette de status van Nieuw op Klant geworden`);
    const detail = (await get(id)).json();
    expect(detail.status).toBe('converted');
    expect(detail.history).toHaveLength(1);
    // With the current version, Bert's decision goes through.
    const retried = await patch(id, 'lost', { ...bert, 'if-match': second.headers.etag as string });
    expect(retried.statusCode).toBe(200);
  });

  it('counts a note as a change: the version rises, and a stale If-Match names the note', async () => {
    const id = await newLead();
    const seen = (await get(id)).headers.etag as string;
    const note = await t.app.inject({ method: 'POST', url: `/api/admin/leads/${id}/notes`, headers: bert, payload: { body: 'Belt terug' } });
    expect(note.statusCode).toBe(201);
    expect(note.json().leadVersion).toBe(2);
    const res = await patch(id, 'contacted', { ...anna, 'if-match': seen });
    expect(res.statusCode).toBe(412);
    expect(res.json().message).toContain('bert schreef een notitie');
    expect(res.json().message).toContain('"Belt terug"');
  });

  it.each([
    ['no If-Match (the spec’s PATCH)', undefined, 200],
    ['If-Match: *', '*', 200],
    ['a list holding the current tag', '"7", "1"', 200],
    ['a weak tag (If-Match compares strongly)', 'W/"1"', 412],
    ['a tag that is no version', '"abc"', 412],
    ['an older tag', '"0"', 412],
    ['an empty If-Match (a tag that got lost: issue 31)', '', 428],
    ['an If-Match of spaces', '   ', 428],
  ])('with %s answers %i', async (_what, ifMatch, status) => {
    const id = await newLead();
    const headers = ifMatch === undefined ? anna : { ...anna, 'if-match': ifMatch };
    const res = await patch(id, 'followup', headers);
    expect(res.statusCode).toBe(status);
    expect((await get(id)).json().status).toBe(status === 200 ? 'followup' : 'new');
    if (status === 428) expect(res.json().message).toMatch(/^If-Match is leeg/);
  });

  it('answers an empty If-Match without a session with 401, as every other staff path', async () => {
    const id = await newLead();
    const res = await t.app.inject({ method: 'PATCH', url: `/api/admin/leads/${id}/status`, headers: { 'if-match': '' }, payload: { status: 'lost' } });
    expect(res.statusCode).toBe(401);
  });

  it('does not raise the version for a change to the status the lead already has', async () => {
    const id = await newLead();
    const res = await patch(id, 'new', { ...anna, 'if-match': '"1"' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBe('"1"');
    expect(await t.db.orm.em.fork().count(LeadStatusChange, { lead: id })).toBe(0);
  });

  it('keeps two simultaneous changes from the same version apart: one wins, the other gets 412', async () => {
    const id = await newLead();
    const [a, b] = await Promise.all([
      patch(id, 'converted', { ...anna, 'if-match': '"1"' }),
      patch(id, 'lost', { ...bert, 'if-match': '"1"' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 412]);
    expect((await get(id)).json().history).toHaveLength(1);
  });
});

describe('tRPC: the same check', () => {
  it('refuses a stale version with PRECONDITION_FAILED (412) and the same Dutch message', async () => {
    const id = await newLead();
    expect((await trpcSetStatus({ id, status: 'contacted', version: 1 })).statusCode).toBe(200);
    const stale = await trpcSetStatus({ id, status: 'lost', version: 1 }, bert);
    expect(stale.statusCode).toBe(412);
    expect(stale.json().error.data.code).toBe('PRECONDITION_FAILED');
    expect(stale.json().error.message).toContain(`${ADMIN.username} zette de status van Nieuw op Gecontacteerd`);
    const ok = await trpcSetStatus({ id, status: 'lost', version: 2 }, bert);
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.data).toMatchObject({ version: 3, lead: { status: 'lost' }, change: { changedBy: 'bert' } });
  });

  it('answers 400 in Dutch for a version that is no positive whole number', async () => {
    const id = await newLead();
    const res = await trpcSetStatus({ id, status: 'lost', version: 'twee' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.data.fieldErrors.version).toBe('Ongeldige versie: een geheel getal vanaf 1');
  });
});
