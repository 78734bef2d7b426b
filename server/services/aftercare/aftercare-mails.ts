/**
 * The aftercare mails (issue 44), written into the outbox in the caller's transaction: to the household in
 * its language, each with a new personal link (its page is where it acts); to the seller's e-mail (and
 * staff's copy), a notice of what the household asked. Texts: src/aftercare/mail-texts.ts, notice-texts.ts.
 */
import type { Lead, Order } from '../../../database/entities/index.ts';
import { type MailKind, OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { aftercareNoticeTexts } from '../../../src/aftercare/notice-texts.ts';
import { DASHBOARD_PATH, INSTALLER_PATH } from '../../../src/admin/url-state.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { installerTexts } from '../../../src/installers/texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { noticeLocales } from '../installers/installer-notices.ts';
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

/** What the seller is told: a head for the subject and the line that says it, in a language. */
export type SellerNotice = (locale: Locale) => { head: string; line: string };

/**
 * To the seller company's e-mail, in the language of its users (one mail per language, as its other
 * notices: issue 43), and staff's copy in Dutch: what the household of order N asked or did, with its
 * name, address, phone and e-mail, and where to answer (the installer's view; staff's aftercare tab).
 */
export async function writeSellerNotice(
  tx: Em,
  order: Order,
  notice: SellerNotice,
  settings: { publicUrl: string; staffEmail: string | undefined },
  now: Date,
  calendarIn: ((locale: Locale) => string) | null = null,
): Promise<void> {
  const { lead, installer } = order;
  const mails: Array<{ recipient: string; locale: Locale; link: string }> = (await noticeLocales(tx, installer.id)).map((locale) => ({
    recipient: installer.email,
    locale,
    link: `${settings.publicUrl}${INSTALLER_PATH}`,
  }));
  if (settings.staffEmail && !(settings.staffEmail === installer.email && mails.some((mail) => mail.locale === 'nl'))) {
    mails.push({ recipient: settings.staffEmail, locale: 'nl', link: `${settings.publicUrl}${DASHBOARD_PATH}?tab=aftercare` });
  }
  for (const { recipient, locale, link } of mails) {
    const T = installerTexts(locale);
    const N = aftercareNoticeTexts(locale);
    const { head, line } = notice(locale);
    const subject = N.subject(order.id, head);
    const lines = [line, T.notices.household(`${lead.firstName} ${lead.lastName}`, addressLine(lead), lead.phone, lead.email)];
    const text = [...lines, '', `${N.link} ${link}`, '', ...T.signature].join('\n');
    const html = htmlDocument(
      subject,
      lines.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(N.link.replace(/\s*:$/, ''))}</a></p>${signatureHtml(T.signature)}`,
      locale,
    );
    tx.create(OutboxMail, { kind: 'aftercare-notice', lead, recipient, replyTo: lead.email, ...composeMail(locale, { subject, text, html }), calendar: calendarIn?.(locale) ?? null, createdAt: now });
  }
}
