/** The mails the browser tests' server wrote as .eml files (no SMTP in the browser tests), parsed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from './e2e.ts';
import { parseMessage } from './smtp.ts';

/** The text of `file`, or null when it is gone: another test's erasure deletes its lead's mails (decision 020). */
function readIfThere(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every mail in the outbox, oldest first (the files are numbered). */
function outboxMails(): Array<ReturnType<typeof parseMessage>> {
  if (!existsSync(E2E_OUTBOX_DIR)) return [];
  return readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .flatMap((name) => {
      const text = readIfThere(path.join(E2E_OUTBOX_DIR, name));
      return text === null ? [] : [parseMessage(text)];
    });
}

/** The mails addressed to `email` (their To header). */
export function mailsAddressedTo(email: string) {
  return outboxMails().filter((mail) => (mail.headers.to ?? '').includes(email));
}

/** The mails whose text holds `email`. */
export function mailsTo(email: string) {
  return outboxMails().filter((mail) => mail.text.includes(email));
}
