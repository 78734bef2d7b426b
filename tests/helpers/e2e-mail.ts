/** The mails the browser tests' server wrote as .eml files (no SMTP in the browser tests), parsed. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_OUTBOX_DIR } from './e2e.ts';
import { parseMessage } from './smtp.ts';

/** The mails whose text holds `email`. */
export function mailsTo(email: string) {
  if (!existsSync(E2E_OUTBOX_DIR)) return [];
  return readdirSync(E2E_OUTBOX_DIR)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => parseMessage(readFileSync(path.join(E2E_OUTBOX_DIR, name), 'utf8')))
    .filter((mail) => mail.text.includes(email));
}
