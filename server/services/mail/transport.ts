/**
 * Where outgoing mail goes: an SMTP server (SMTP_URL), or, without one, `.eml` files under
 * DATA_DIR/outbox that a developer can open in any mail program.
 */
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { createTransport, Transporter } from 'nodemailer';
import type { Env } from '../../env.ts';

type TransportOptions = Parameters<typeof createTransport>[0];

/** nodemailer loads with the first mail, not with the server (it costs a tenth of the cold start). */
function lazyTransport(options: TransportOptions) {
  let transporter: Promise<Transporter> | undefined;
  return {
    get: () => (transporter ??= import('nodemailer').then(({ createTransport }) => createTransport(options))),
    close: () => void transporter?.then((t) => t.close(), () => undefined),
  };
}

/** A file a mail carries, as the outbox row keeps it until sent: its bytes in base64. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

interface OutgoingMail {
  /** The outbox row's id: gives the message a stable Message-ID and the file its name. */
  outboxId: number;
  /** What the mail is about (names the `.eml` file). */
  kind: string;
  from: string;
  to: string;
  replyTo?: string | null | undefined;
  subject: string;
  text: string;
  html: string;
  /** An iCalendar object (issue 34), sent as the `text/calendar` alternative with its METHOD (RFC 6047). */
  calendar?: string | null;
  /** One file sent with it (the warranty certificate, issue 44). */
  attachment?: MailAttachment | null;
  /** Stable across retries, so that a receiving system can recognise a repeated delivery. */
  messageId: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'file';
  send(mail: OutgoingMail): Promise<void>;
  /** Takes back a mail just sent whose lead was erased meanwhile, where it can (a file; SMTP cannot). */
  takeBack(mail: MailFile): Promise<void>;
  close(): void;
}

/** What names a mail's file: its outbox row's id and kind. */
export interface MailFile {
  id: number;
  kind: string;
}

/** The `.eml` file of a mail: `<outbox id>-<kind>.eml`. */
function mailFileName(mail: MailFile): string {
  return `${String(mail.id).padStart(6, '0')}-${mail.kind}.eml`;
}

/** Removes the files of these mails from `dir` (and a half-written one), where they exist. */
export async function removeMailFiles(dir: string, mails: readonly MailFile[]): Promise<void> {
  const target = (mail: MailFile) => path.join(dir, mailFileName(mail));
  await Promise.all(mails.flatMap((mail) => [rm(target(mail), { force: true }), rm(`${target(mail)}.partial`, { force: true })]));
}

// Well below the outbox lease (see outbox.ts): a hung server must fail the attempt, not outlive the claim.
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

function messageOptions(mail: OutgoingMail) {
  return {
    from: mail.from,
    to: mail.to,
    replyTo: mail.replyTo ?? undefined,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    messageId: mail.messageId,
    ...(mail.calendar ? { icalEvent: { method: /^METHOD:(\w+)/m.exec(mail.calendar)?.[1] ?? 'PUBLISH', filename: 'bezoek.ics', content: mail.calendar } } : {}),
    ...(mail.attachment ? { attachments: [{ filename: mail.attachment.filename, contentType: mail.attachment.contentType, content: mail.attachment.base64, encoding: 'base64' }] } : {}),
  };
}

function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransport({ url, ...SMTP_TIMEOUTS });
  return {
    kind: 'smtp',
    async send(mail) {
      await (await transporter.get()).sendMail(messageOptions(mail));
    },
    async takeBack() {},
    close() {
      transporter.close();
    },
  };
}

/** Writes each message as `mailFileName`; written under a temporary name first, so no half file remains. */
export function fileTransport(dir: string): MailTransport {
  const composer = lazyTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'file',
    async send(mail) {
      const info = await (await composer.get()).sendMail(messageOptions(mail));
      await mkdir(dir, { recursive: true });
      const target = path.join(dir, mailFileName({ id: mail.outboxId, kind: mail.kind }));
      const partial = `${target}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, target);
    },
    takeBack: (mail) => removeMailFiles(dir, [mail]),
    close() {},
  };
}

/** The folder of `.eml` files when no SMTP server is configured. */
export function outboxDir(env: Pick<Env, 'DATA_DIR'>): string {
  return path.resolve(env.DATA_DIR, 'outbox');
}

export function createMailTransport(env: Pick<Env, 'SMTP_URL' | 'DATA_DIR'>): MailTransport {
  return env.SMTP_URL ? smtpTransport(env.SMTP_URL) : fileTransport(outboxDir(env));
}
