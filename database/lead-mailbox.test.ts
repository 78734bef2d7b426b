import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, postgresUnderTest, type TestDatabase } from '../tests/helpers/db.ts';

/** An address and the inbox it reaches, as the SQL function lead_mailbox says (decision 023). */
const CASES: Array<[address: string, mailbox: string]> = [
  ['jan@example.be', 'jan@example.be'],
  ['Jan.Peeters@Example.BE', 'jan.peeters@example.be'],
  ['jan+krant@example.be', 'jan@example.be'],
  ['jan+a+b@example.be', 'jan@example.be'],
  // Dots count everywhere but at Gmail (Outlook, Telenet, Proximus: j.an and jan are two people).
  ['j.an@outlook.com', 'j.an@outlook.com'],
  ['j.an@telenet.be', 'j.an@telenet.be'],
  ['victim@gmail.com', 'victim@gmail.com'],
  ['v.ictim@gmail.com', 'victim@gmail.com'],
  ['vi.ctim@gmail.com', 'victim@gmail.com'],
  ['v.i.c.t.i.m@GMAIL.COM', 'victim@gmail.com'],
  ['victim@googlemail.com', 'victim@gmail.com'],
  ['Vic.Tim+nieuwsbrief@GoogleMail.com', 'victim@gmail.com'],
  // Only the domains themselves: a subdomain or a look-alike is another provider.
  ['v.ictim@mail.gmail.com', 'v.ictim@mail.gmail.com'],
  ['v.ictim@gmail.co', 'v.ictim@gmail.co'],
];

describe(`the mailbox of an address (${postgresUnderTest ? 'PostgreSQL' : 'PGlite'})`, () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db.close();
  });

  it.each(CASES)('%s reaches %s', async (address, mailbox) => {
    const rows = await db.orm.em.fork().execute<Array<{ mailbox: string }>>(`select "lead_mailbox"(?) as "mailbox"`, [address]);
    expect(rows[0]?.mailbox).toBe(mailbox);
  });

  it("is what the leads' mailbox index holds, so the cap's count reads the index", async () => {
    const em = db.orm.em.fork();
    await em.execute(`set enable_seqscan = off`);
    try {
      const plan = await em.execute<Array<Record<string, string>>>(
        `explain select count(*) from "leads" where "lead_mailbox"("email") = "lead_mailbox"(?) and "created_at" > now() - interval '24 hours'`,
        ['V.ictim@googlemail.com'],
      );
      expect(plan.map((row) => Object.values(row)[0]).join('\n')).toContain('leads_mailbox_index');
    } finally {
      await em.execute(`reset enable_seqscan`);
    }
  });
});
