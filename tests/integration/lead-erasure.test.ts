/**
 * Erased means erased (issue 21, row 6): without SMTP_URL every mail is an `.eml` file under
 * DATA_DIR/outbox with the household's name, address and phone. Erasing the lead, by staff or by the
 * retention purge, removes those files and any mail still queued; a mail being written while its lead
 * is erased is taken back. The database lives outside DATA_DIR here (in memory, or the PostgreSQL
 * server of `npm run test:pg`), so no file under DATA_DIR may hold the name afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ENV, bearer, loginToken } from '../helpers/admin.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { uniqueHousehold } from '../helpers/leads.ts';
import { rowsOf } from '../helpers/retention.ts';
import { createOutboxWorker } from '../../server/services/mail/outbox.ts';
import { fileTransport, outboxDir } from '../../server/services/mail/transport.ts';
import { purgeExpiredLeads } from '../../server/services/retention.ts';
import { filesHolding } from '../helpers/files.ts';

let t: TestApp;
let dataDir: string;
let auth: { authorization: string };
let households = 0;

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'erasure-'));
  t = await createTestApp({ ...ADMIN_ENV, DATA_DIR: dataDir, LEADS_NOTIFY_EMAIL: 'verkoop@example.be', LEADS_RATE_LIMIT: 'off' });
  auth = bearer(await loginToken(t.app));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Signs a household with a name of its own up; its id and name. */
async function signUp(): Promise<{ id: number; name: string }> {
  households += 1;
  const name = `Wisnaam${'abcdefghij'.slice(0, households)}`;
  const res = await t.app.inject({ method: 'POST', url: '/api/leads', payload: uniqueHousehold({ lastName: name, street: `${name}straat` }) });
  expect(res.statusCode).toBe(201);
  return { id: (res.json() as { id: number }).id, name };
}

describe('erasing a lead erases its mails (mails written as files)', () => {
  it('by staff: both mail files and every trace of the name under DATA_DIR', async () => {
    const { id, name } = await signUp();
    await t.app.deps.outbox.runOnce();
    expect(filesHolding(dataDir, name)).toHaveLength(2);
    const res = await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth });
    expect(res.statusCode).toBe(204);
    expect(filesHolding(dataDir, name)).toEqual([]);
    expect(await rowsOf(t.db, id)).toMatchObject({ leads: 0, mails: 0 });
  });

  it('by staff before the mails went out: the queued mails are gone and nothing is written later', async () => {
    const { id, name } = await signUp();
    expect(await rowsOf(t.db, id)).toMatchObject({ mails: 2 });
    expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth })).statusCode).toBe(204);
    expect(await t.app.deps.outbox.runOnce()).toMatchObject({ sent: 0 });
    expect(filesHolding(dataDir, name)).toEqual([]);
  });

  it('by the retention purge', async () => {
    const { id, name } = await signUp();
    await t.app.deps.outbox.runOnce();
    expect(filesHolding(dataDir, name)).toHaveLength(2);
    // Far enough in the future for any retention: the lead is past the rule.
    const run = await purgeExpiredLeads(t.db, { months: 1, now: new Date(Date.now() + 400 * 24 * 3600 * 1000), outboxDir: outboxDir(t.env) });
    expect(run.leadIds).toContain(id);
    expect(filesHolding(dataDir, name)).toEqual([]);
  });

  it('while its mail is being written: the worker takes the file back', async () => {
    const { id, name } = await signUp();
    const files = fileTransport(outboxDir(t.env));
    // A transport that writes the file only after staff erased the lead, as a slow write would.
    const worker = createOutboxWorker({
      db: t.db,
      env: t.env,
      log: t.app.log,
      transport: {
        ...files,
        async send(mail) {
          if ((await rowsOf(t.db, id)).leads === 1) {
            expect((await t.app.inject({ method: 'DELETE', url: `/api/admin/leads/${id}`, headers: auth })).statusCode).toBe(204);
          }
          await files.send(mail);
        },
      },
    });
    await worker.runOnce();
    expect(filesHolding(dataDir, name)).toEqual([]);
  });
});
