/**
 * The retention rule with a moved clock (decision 016), on the database under test (PGlite, or
 * PostgreSQL with `npm run test:pg`): leads signed up today, touched by staff at chosen moments, purged
 * as the clock would find them 25 months from now.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../database/entities/index.ts';
import { bearer, createAdmin, loginToken } from '../../tests/helpers/admin.ts';
import { createTestApp, type TestApp } from '../../tests/helpers/app.ts';
import { postgresUnderTest } from '../../tests/helpers/db.ts';
import { addNote, DAY_MS, GONE, purgeAudit, purgedIds, rowsOf, setStatus, signUp } from '../../tests/helpers/retention.ts';
import type { Actor } from './lead-admin.ts';
import { outboxDir } from './mail/transport.ts';
import { lastPurge, previewPurge, purgeExpiredLeads, RETENTION_ACTOR, retentionCutoff } from './retention.ts';

const MONTHS = 24;
const at = (date: Date, months: number, days = 0) => {
  const moved = retentionCutoff(date, -months);
  return new Date(moved.getTime() + days * DAY_MS);
};

describe('retentionCutoff', () => {
  it.each([
    ['2026-11-23T10:00:00.000Z', 24, '2024-11-23T10:00:00.000Z'],
    ['2026-03-31T10:00:00.000Z', 1, '2026-02-28T10:00:00.000Z'],
    ['2028-03-31T10:00:00.000Z', 1, '2028-02-29T10:00:00.000Z'],
    ['2026-01-15T00:00:00.000Z', 24, '2024-01-15T00:00:00.000Z'],
  ])('%s minus %i months is %s', (now, months, cutoff) => {
    expect(retentionCutoff(new Date(now), months).toISOString()).toBe(cutoff);
  });
});

describe(`the retention purge with a moved clock (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let t: TestApp;
  let actor: Actor;
  const today = new Date();
  // The purge runs 25 months from now: what was signed up today has had its last contact 25 months ago.
  const purgeAt = at(today, 25);
  const ids = {} as Record<'silent' | 'worked' | 'recent' | 'yesterday' | 'customer' | 'lost', number>;

  beforeAll(async () => {
    t = await createTestApp({ LEADS_NOTIFY_EMAIL: 'verkoop@example.be', LEADS_RATE_LIMIT: 'off' });
    const admin: User = await createAdmin(t.db);
    actor = { userId: admin.id, username: admin.username };
    for (const name of Object.keys({ silent: 0, worked: 0, recent: 0, yesterday: 0, customer: 0, lost: 0 })) {
      ids[name as keyof typeof ids] = await signUp(t.app);
    }
    // Last contact 25 months before the purge, with history and a note: goes with all its rows.
    await setStatus(t.db, actor, ids.worked, 'contacted', today);
    await addNote(t.db, actor, ids.worked, today);
    // Last contact 23 months before the purge (a status change two months after the signup): stays.
    await setStatus(t.db, actor, ids.recent, 'followup', at(today, 2));
    // A note by staff the day before the purge: stays.
    await addNote(t.db, actor, ids.yesterday, at(purgeAt, 0, -1));
    // A customer: the privacy statement keeps customers' data for the warranty; never purged here.
    await setStatus(t.db, actor, ids.customer, 'converted', today);
    // Not interested, 25 months ago: goes.
    await setStatus(t.db, actor, ids.lost, 'lost', today);
  });
  afterAll(async () => {
    await t.close();
  });

  it('moves the last contact with status changes and notes, never back', async () => {
    const lastContact = async (id: number) => {
      const [row] = await t.db.orm.em.fork().execute<Array<{ at: Date }>>(`select last_contact_at as "at" from leads where id = ?`, [id]);
      return new Date(row?.at ?? 0).getTime();
    };
    expect(await lastContact(ids.recent)).toBe(at(today, 2).getTime());
    expect(await lastContact(ids.yesterday)).toBe(at(purgeAt, 0, -1).getTime());
    // A note dated before the last contact (a clock set back) leaves it where it was.
    const probe = await signUp(t.app);
    const before = await lastContact(probe);
    await addNote(t.db, actor, probe, new Date(before - 3600_000));
    expect(await lastContact(probe)).toBe(before);
    await t.db.orm.em.fork().execute(`delete from leads where id = ?`, [probe]);
  });

  it('lists what would go in a dry run, per month of last contact, without erasing anything', async () => {
    const preview = await previewPurge(t.db.orm.em.fork(), { months: MONTHS, now: purgeAt });
    const month = today.toISOString().slice(0, 7);
    expect(preview).toMatchObject({ leads: 3, statusChanges: 2, notes: 1, mails: 6 });
    expect(preview.byMonth).toHaveLength(1);
    expect(preview.byMonth[0]?.leads).toBe(3);
    // The month of "today" in the database's time zone; UTC at the edges of a month may differ by one.
    expect([month, at(today, 0, 1).toISOString().slice(0, 7), at(today, 0, -1).toISOString().slice(0, 7)]).toContain(
      preview.byMonth[0]?.month,
    );
    expect(await rowsOf(t.db, ids.silent)).toEqual({ leads: 1, statusChanges: 0, notes: 0, mails: 2 });
  });

  it('erases only the leads past the rule, with all their rows, and audits it without personal data', async () => {
    const run = await purgeExpiredLeads(t.db, { months: MONTHS, now: purgeAt, outboxDir: outboxDir(t.env) });
    expect(run).toMatchObject({ skipped: false, batches: 1, leads: 3, statusChanges: 2, notes: 1, mails: 6 });
    expect(run.leadIds.sort((a, b) => a - b)).toEqual([ids.silent, ids.worked, ids.lost].sort((a, b) => a - b));

    for (const id of [ids.silent, ids.worked, ids.lost]) expect(await rowsOf(t.db, id)).toEqual(GONE);
    expect(await rowsOf(t.db, ids.recent)).toEqual({ leads: 1, statusChanges: 1, notes: 0, mails: 2 });
    expect(await rowsOf(t.db, ids.yesterday)).toEqual({ leads: 1, statusChanges: 0, notes: 1, mails: 2 });
    expect(await rowsOf(t.db, ids.customer)).toEqual({ leads: 1, statusChanges: 1, notes: 0, mails: 2 });

    const audit = await purgeAudit(t.db);
    expect(audit.map((entry) => [entry.action, entry.actor])).toEqual([
      ['leads.purged', RETENTION_ACTOR],
      ['retention.purge', RETENTION_ACTOR],
    ]);
    expect(audit[1]?.details).toMatchObject({ months: MONTHS, leads: 3, statusChanges: 2, notes: 1, mails: 6 });
    expect((await purgedIds(t.db)).sort((a, b) => a - b)).toEqual(run.leadIds.sort((a, b) => a - b));
    // Numbers and dates only: no name, e-mail, phone or place of the household.
    const written = JSON.stringify(audit);
    for (const personal of ['@', 'Peeters', 'Herentals', '470']) expect(written).not.toContain(personal);

    expect(await lastPurge(t.db.orm.em.fork())).toMatchObject({ leads: 3 });
  });

  it('tells the back office (and only staff) when the last purge ran and what it erased', async () => {
    const url = '/trpc/admin.retention.lastPurge';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url, headers: bearer(await loginToken(t.app)) });
    expect(res.statusCode).toBe(200);
    const data = res.json().result.data as { months: number; last: { at: string; leads: number } };
    expect(data).toMatchObject({ months: MONTHS, last: { leads: 3 } });
    expect(Date.now() - Date.parse(data.last.at)).toBeLessThan(60_000);
  });

  it('erases nothing more when run again, and records that run', async () => {
    const run = await purgeExpiredLeads(t.db, { months: MONTHS, now: purgeAt, outboxDir: outboxDir(t.env) });
    expect(run).toMatchObject({ skipped: false, leads: 0, leadIds: [] });
    expect(await lastPurge(t.db.orm.em.fork())).toMatchObject({ leads: 0 });
    expect(await rowsOf(t.db, ids.recent)).toMatchObject({ leads: 1 });
  });

  it('leaves no half-erased lead when a batch fails before its commit', async () => {
    const later = at(purgeAt, 25);
    const [first, second] = [await signUp(t.app), await signUp(t.app)];
    await setStatus(t.db, actor, second, 'lost', today);
    const due = (await previewPurge(t.db.orm.em.fork(), { months: MONTHS, now: later })).leads;
    expect(due).toBeGreaterThanOrEqual(3);
    const batches: number[][] = [];
    const failing = purgeExpiredLeads(t.db, {
      months: MONTHS,
      outboxDir: outboxDir(t.env),
      now: later,
      batchSize: 1,
      async beforeCommit(leadIds) {
        batches.push(leadIds);
        if (batches.length === 2) throw new Error('the database went away');
      },
    });
    await expect(failing).rejects.toThrow('the database went away');
    // The first batch is gone entirely; the second is untouched, its audit entry with it.
    const [committed, failed] = [batches[0] ?? [], batches[1] ?? []];
    expect([committed.length, failed.length]).toEqual([1, 1]);
    for (const id of committed) expect(await rowsOf(t.db, id)).toEqual(GONE);
    for (const id of failed) expect((await rowsOf(t.db, id)).leads).toBe(1);
    expect(await purgedIds(t.db)).not.toContain(failed[0]);
    expect(await purgedIds(t.db)).toContain(committed[0]);

    // The next run erases the rest, each lead once.
    const rerun = await purgeExpiredLeads(t.db, { months: MONTHS, now: later, outboxDir: outboxDir(t.env) });
    expect(rerun.leads).toBe(due - 1);
    for (const id of [first, second, ...failed]) expect(await rowsOf(t.db, id)).toEqual(GONE);
    const named = await purgedIds(t.db);
    expect(new Set(named).size).toBe(named.length);
  });
});
