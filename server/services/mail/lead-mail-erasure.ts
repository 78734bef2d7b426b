/**
 * Erasing a lead's mails: its outbox rows, whether still queued or already sent, and, where mail goes
 * to files (no SMTP_URL), its `.eml` files under DATA_DIR/outbox, which hold the household's name,
 * address and phone. Whatever erases a lead calls this inside the transaction that erases it: staff
 * (server/services/lead-admin.ts), the retention purge (server/services/retention.ts), and a household
 * erasing its own data.
 *
 * The files go before the transaction commits: a crash after the commit must not leave them behind. If
 * the transaction then fails, the lead stays and only these copies of its delivered mails are gone.
 * A mail being written while its lead is erased is taken back by the outbox worker once it sees the row
 * gone (server/services/mail/outbox.ts).
 */
import { type MailKind, sqlKinds } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { type MailFile, removeMailFiles } from './transport.ts';

/**
 * Deletes the mails of `leadIds` and their files in `outboxDir`; the number of mails erased. Queued mails
 * of `keepPending` kinds stay (an order's mails after a partial erasure, decision 046).
 */
export async function eraseLeadMails(tx: Em, leadIds: readonly number[], outboxDir: string, keepPending: readonly MailKind[] = []): Promise<number> {
  if (leadIds.length === 0) return 0;
  const keep = keepPending.length > 0 ? ` and not ("status" = 'pending' and "kind" in ${sqlKinds(keepPending)})` : '';
  const mails = await tx.execute<MailFile[]>(
    `delete from "mail_outbox" where "lead_id" in (${leadIds.map(() => '?').join(', ')})${keep} returning "id", "kind"`,
    [...leadIds],
  );
  await removeMailFiles(outboxDir, mails);
  return mails.length;
}
