/**
 * Issue 21, row 3: one inbox under several spellings. Gmail delivers v.ictim@gmail.com,
 * vi.ctim@gmail.com and victim@googlemail.com to victim@gmail.com; the daily cap on confirmation mails
 * (3) must count that one inbox, not each spelling (it let 12 mails through). Sent over real HTTP to the
 * production build, each signup from another address; the mails are the .eml files the server writes.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRMATIONS_PER_RECIPIENT_PER_DAY } from '../../server/services/mail/outbox.ts';
import { freshAddress, request, signup, startTarget, type Target } from './target.ts';

let target: Target;
beforeAll(async () => {
  target = await startTarget();
}, 60_000);
afterAll(async () => {
  await target?.close();
});

/** The addressee of every confirmation mail written so far. */
async function confirmationRecipients(): Promise<string[]> {
  const dir = path.join(target.dataDir, 'outbox');
  const files = (await readdir(dir).catch(() => [])).filter((name) => name.endsWith('-lead-confirmation.eml'));
  const mails = await Promise.all(files.map((name) => readFile(path.join(dir, name), 'utf8')));
  return mails.map((mail) => /^To: (.*)$/m.exec(mail)?.[1]?.trim().toLowerCase() ?? '');
}

/** Polls until `address` got its confirmation: the worker sends in order, so every earlier mail is out. */
async function untilConfirmed(address: string): Promise<string[]> {
  for (let i = 0; i < 300; i++) {
    const recipients = await confirmationRecipients();
    if (recipients.includes(address)) return recipients;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation for ${address} within 30 s`);
}

describe('3: one inbox, one count', () => {
  it(`lets at most ${CONFIRMATIONS_PER_RECIPIENT_PER_DAY} confirmations a day reach victim@gmail.com, however it is spelled`, async () => {
    const spellings = ['victim@gmail.com', 'v.ictim@gmail.com', 'vi.ctim@gmail.com', 'victim@googlemail.com'];
    for (const email of spellings) {
      for (let i = 0; i < 4; i++) {
        const answer = await request(target, 'POST', '/api/leads', { from: freshAddress(), body: JSON.stringify(signup({ email })) });
        // Stored (the staff follow every signup up); only the confirmation is left out past the cap.
        expect(answer.status).toBe(201);
      }
    }
    const witness = signup();
    expect((await request(target, 'POST', '/api/leads', { from: freshAddress(), body: JSON.stringify(witness) })).status).toBe(201);

    const recipients = await untilConfirmed(witness.email);
    expect(recipients.filter((to) => spellings.includes(to))).toHaveLength(CONFIRMATIONS_PER_RECIPIENT_PER_DAY);
  });
});
