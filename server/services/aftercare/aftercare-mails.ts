/**
 * The aftercare mails (issue 44), written into the outbox in the caller's transaction: to the household in
 * its language, each with a new personal link (its page is where it acts); to the seller's e-mail (and
 * staff's copy), a notice in Dutch of what the household asked. Texts: src/aftercare/mail-texts.ts.
 */
import type { Lead, Order } from '../../../database/entities/index.ts';
import { type MailKind, OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { composeMail, escapeHtml, htmlDocument, pageLinkHtml, signatureHtml } from '../mail/templates.ts';
import type { MailAttachment } from '../mail/transport.ts';

export interface HouseholdMail {
  kind: MailKind;
  subject: string;
  /** The mail's paragraphs, between the greeting and the link to the page. */
  lines: readonly string[];
  calendar?: string | null;
  attachment?: MailAttachment | null;
}

/** A mail to the order's household in its language, with a new link to its page. */
export function writeHouseholdMail(tx: Em, order: Order, mail: HouseholdMail, publicUrl: string, now: Date): void {
  const lead: Lead = order.lead;
  const M = aftercareMailTexts(lead.language);
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  const text = [M.greeting(lead.firstName), '', ...mail.lines, '', M.page, link, M.private, '', ...M.signature].join('\n');
  const body = mail.lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
  const html = htmlDocument(
    mail.subject,
    `<p>${escapeHtml(M.greeting(lead.firstName))}</p>${body}<p>${escapeHtml(M.page)}</p>${pageLinkHtml(link, M.button)}<p>${escapeHtml(M.private)}</p>${signatureHtml(M.signature)}`,
    lead.language,
  );
  const composed = composeMail(lead.language, { subject: mail.subject, text, html });
  tx.create(OutboxMail, {
    kind: mail.kind,
    lead,
    recipient: lead.email,
    replyTo: order.installer.email,
    ...composed,
    calendar: mail.calendar ?? null,
    attachment: mail.attachment ?? null,
    createdAt: now,
  });
}

/**
 * To the seller company's e-mail and staff's address, in Dutch: what the household of order N asked or
 * did, with its name, address and phone, and where to answer (the installer's view).
 */
export function writeSellerNotice(tx: Em, order: Order, what: string, staffEmail: string | undefined, now: Date, calendar: string | null = null): void {
  const lead = order.lead;
  const subject = `Nazorg bestelling ${order.id}: ${what.split(':')[0]}`;
  const lines = [what, `Huishouden: ${lead.firstName} ${lead.lastName}, ${addressLine(lead)}, ${lead.phone}`, `Bestelling ${order.id} in uw overzicht: /admin/installateur`];
  const html = htmlDocument(subject, lines.map((line) => `<p>${escapeHtml(line)}</p>`).join(''));
  for (const recipient of new Set([order.installer.email, ...(staffEmail ? [staffEmail] : [])])) {
    tx.create(OutboxMail, { kind: 'aftercare-notice', lead, recipient, replyTo: lead.email, subject, text: lines.join('\n'), html, calendar, createdAt: now });
  }
}
