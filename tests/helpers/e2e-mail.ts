/** The mails the browser tests' server wrote as .eml files (no SMTP in the browser tests), parsed. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from './e2e.ts';
import { parseMessage } from './smtp.ts';

type Mail = ReturnType<typeof parseMessage>;

/**
 * Parsed mails by file, with the size and time the file had: the tests poll the outbox, which grows to
 * hundreds of mails in a run, and parsing every one again on each poll took about 20 CPU-seconds of a run.
 * A file is written whole under its final name (the server renames it into place), so a file with the
 * same size and time holds the same mail.
 */
const parsed = new Map<string, { stamp: string; mail: Mail }>();

/** The mail in `file`, or null when it is gone: another test's erasure deletes its lead's mails (decision 020). */
function readIfThere(file: string): Mail | null {
  try {
    const { size, mtimeMs } = statSync(file);
    const stamp = `${size}:${mtimeMs}`;
    const known = parsed.get(file);
    if (known?.stamp === stamp) return known.mail;
    const mail = parseMessage(readFileSync(file, 'utf8'));
    parsed.set(file, { stamp, mail });
    return mail;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Every mail in the outbox, oldest first (the files are numbered). */
function outboxMails(): Mail[] {
  if (!existsSync(E2E_OUTBOX_DIR)) return [];
  return readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .flatMap((name) => readIfThere(path.join(E2E_OUTBOX_DIR, name)) ?? []);
}

/** The mails addressed to `email` (their To header). */
export function mailsAddressedTo(email: string) {
  return outboxMails().filter((mail) => (mail.headers.to ?? '').includes(email));
}

/** The mails whose text holds `email`. */
export function mailsTo(email: string) {
  return outboxMails().filter((mail) => mail.text.includes(email));
}
