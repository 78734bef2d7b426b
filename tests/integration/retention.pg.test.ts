/**
 * The retention purge where only a PostgreSQL server can show it (decision 016): two app instances (two
 * ORMs, two connection pools) purging one database at the same time erase each lead once, and a server
 * that goes away in the middle of a batch leaves no half-erased lead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '../../database/entities/index.ts';
import { type Database, initORM } from '../../database/orm.ts';
import type { Actor } from '../../server/services/lead-admin.ts';
import { outboxDir } from '../../server/services/mail/transport.ts';
import { purgeExpiredLeads, retentionCutoff } from '../../server/services/retention.ts';
import { createAdmin } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addNote, GONE, purgedIds, rowsOf, setStatus, signUp } from '../helpers/retention.ts';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy.ts';

const MONTHS = 24;
const today = new Date();
const purgeAt = retentionCutoff(today, -25);

async function signUpMany(t: TestApp, actor: Actor, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const id = await signUp(t.app);
    await setStatus(t.db, actor, id, 'lost', today);
    await addNote(t.db, actor, id, today);
    ids.push(id);
  }
  return ids;
}

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

describe('the retention purge on PostgreSQL', () => {
  let t: TestApp;
  let actor: Actor;
  beforeAll(async () => {
    t = await createTestApp({ LEADS_NOTIFY_EMAIL: 'verkoop@example.be', LEADS_RATE_LIMIT: 'off' });
    const admin: User = await createAdmin(t.db);
    actor = { userId: admin.id, username: admin.username };
  });
  afterAll(async () => {
    await t.close();
  });

  it('erases each lead once when two instances purge at the same time', async () => {
    const ids = await signUpMany(t, actor, 12);
    const other = await initORM({ databaseUrl: t.db.url, poolSize: 3 });
    try {
      // Slow batches, so that the two runs overlap.
      const slowly = { months: MONTHS, now: purgeAt, outboxDir: outboxDir(t.env), batchSize: 3, beforeCommit: () => new Promise<void>((r) => setTimeout(r, 100)) };
      const runs = await Promise.all([purgeExpiredLeads(t.db, slowly), purgeExpiredLeads(other, slowly)]);
      expect(runs[0].leads + runs[1].leads).toBe(12);
      expect(sorted([...runs[0].leadIds, ...runs[1].leadIds])).toEqual(sorted(ids));
      expect(sorted(await purgedIds(t.db))).toEqual(sorted(ids));
      for (const id of ids) expect(await rowsOf(t.db, id)).toEqual(GONE);
    } finally {
      await other.orm.close(true);
    }
  });

  it('leaves no half-erased lead when the server goes away during a batch', async () => {
    const ids = await signUpMany(t, actor, 6);
    const url = t.db.url ?? '';
    const target = new URL(url);
    const proxy: TcpProxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
    const throughProxy = new URL(url);
    throughProxy.port = String(proxy.port);
    const db: Database = await initORM({ databaseUrl: throughProxy.toString(), poolSize: 2, connectTimeoutMs: 1000 });
    const batches: number[][] = [];
    try {
      const run = purgeExpiredLeads(db, {
        months: MONTHS,
        outboxDir: outboxDir(t.env),
        now: purgeAt,
        batchSize: 2,
        async beforeCommit(leadIds) {
          batches.push(leadIds);
          // The second batch has deleted its rows; the connection drops before its commit.
          if (batches.length === 2) await proxy.cut();
        },
      });
      await expect(run).rejects.toThrow();
    } finally {
      await db.orm.close(true).catch(() => undefined);
      await proxy.close();
    }
    const [committed = [], cut = []] = batches;
    expect([committed.length, cut.length]).toEqual([2, 2]);
    for (const id of committed) expect(await rowsOf(t.db, id)).toEqual(GONE);
    // Every lead is either gone with all its rows or still complete: signup mails, history and note.
    for (const id of ids.filter((id) => !committed.includes(id))) {
      expect(await rowsOf(t.db, id)).toEqual({ leads: 1, statusChanges: 1, notes: 1, mails: 2 });
    }
    expect(sorted(await purgedIds(t.db))).not.toContain(cut[0]);

    // With the server back, the next run erases the rest.
    const rerun = await purgeExpiredLeads(t.db, { months: MONTHS, now: purgeAt, outboxDir: outboxDir(t.env) });
    expect(rerun.leads).toBe(ids.length - committed.length);
    for (const id of ids) expect(await rowsOf(t.db, id)).toEqual(GONE);
  });
});
