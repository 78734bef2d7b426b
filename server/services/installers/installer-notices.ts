/**
 * The notices an installer company gets at its e-mail (issue 43): an order placed, withdrawn or
 * cancelled, and what happens to a visit (booked, moved, cancelled, other times asked, the order given
 * to it or taken to another company, a visit done before its appointment). In the language of the
 * company's active users (one mail per language when they differ; Dutch when it has none), with a link
 * that opens the order in the installer's own view. Written into the outbox in the caller's transaction.
 */
import { type Installer, type Lead, User } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { formatDateTimeIn } from '../../../src/i18n/format.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { installerTexts } from '../../../src/installers/texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
import type { CancelReason, OrderStatus } from '../../../src/orders/lifecycle.ts';
import { plainLines } from '../../../src/proposals/document-lines.ts';
import { INSTALLER_PATH } from '../../../src/admin/url-state.ts';
import { composeMail, escapeHtml, htmlDocument, signatureHtml } from '../mail/templates.ts';
import { documentHtml } from '../proposals/proposal-mails.ts';

/** The languages of a company's notices: those of its active users, Dutch when it has none. */
export async function noticeLocales(tx: Em, installerId: number): Promise<Locale[]> {
  const users = await tx.find(User, { installer: installerId, active: true }, { fields: ['language'] });
  const locales = new Set(users.map((user) => user.language));
  return locales.size === 0 ? ['nl'] : (['nl', 'fr'] as const).filter((locale) => locales.has(locale));
}

/** Where the installer opens the order: its own view, the order in front. */
function installerOrderLink(publicUrl: string, orderId: number): string {
  return `${publicUrl}${INSTALLER_PATH}?order=${orderId}`;
}

interface NoticeOrder {
  id: number;
  lead: Lead;
}

function householdLine(locale: Locale, lead: Lead): string {
  return installerTexts(locale).notices.household(`${lead.firstName} ${lead.lastName}`, addressLine(lead), lead.phone, lead.email);
}

/** One mail per language to the company's e-mail: lines, an optional accepted text, the link, a signature. */
async function writeNotice(
  tx: Em,
  order: NoticeOrder,
  installer: Installer,
  settings: { publicUrl: string; kind: 'order-notice' | 'visit-notice'; now: Date },
  compose: (locale: Locale) => { subject: string; lines: string[]; accepted?: readonly string[]; calendar?: string | null },
): Promise<void> {
  const link = installerOrderLink(settings.publicUrl, order.id);
  for (const locale of await noticeLocales(tx, installer.id)) {
    const T = installerTexts(locale);
    const { subject, lines, accepted = [], calendar = null } = compose(locale);
    const acceptedText = accepted.length > 0 ? ['', T.notices.order.accepted, '', ...plainLines(accepted)] : [];
    const text = [...lines, ...acceptedText, '', `${T.notices.link} ${link}`, '', ...T.signature].join('\n');
    const html = htmlDocument(
      subject,
      lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
        (accepted.length > 0 ? `<p>${escapeHtml(T.notices.order.accepted)}</p>${documentHtml(accepted)}` : '') +
        `<p><a href="${escapeHtml(link)}">${escapeHtml(T.notices.link.replace(/\s*:$/, ''))}</a></p>${signatureHtml(T.signature)}`,
      locale,
    );
    const mail = composeMail(locale, { subject, text, html });
    tx.create(OutboxMail, { kind: settings.kind, lead: order.lead, recipient: installer.email, replyTo: order.lead.email, ...mail, calendar, createdAt: settings.now });
  }
}

export interface OrderNoticeFacts {
  status: OrderStatus;
  at: Date;
  /** What was ordered, in a language. */
  what: (locale: Locale) => string;
  reason?: CancelReason | null;
  note?: string | null;
  acceptedLines?: readonly string[];
  /** A withdrawal after the installation: the softener is to be collected. */
  installed?: boolean;
}

/** An order placed, withdrawn or cancelled, to its seller. */
export function writeOrderNotice(tx: Em, order: NoticeOrder, installer: Installer, facts: OrderNoticeFacts, publicUrl: string): Promise<void> {
  return writeNotice(tx, order, installer, { publicUrl, kind: 'order-notice', now: facts.at }, (locale) => {
    const N = installerTexts(locale).notices.order;
    const verdict = N.verdict[facts.status] ?? facts.status;
    const name = `${order.lead.firstName} ${order.lead.lastName}`;
    return {
      subject: N.subject(order.id, verdict, name),
      lines: [
        N.line(order.id, installer.name, verdict, formatDateTimeIn(locale, facts.at)),
        householdLine(locale, order.lead),
        N.what(facts.what(locale)),
        ...(facts.reason ? [N.reason(N.reasons[facts.reason])] : []),
        ...(facts.note ? [N.note(facts.note)] : []),
        ...(facts.status === 'withdrawn' && facts.installed ? [N.collect] : []),
      ],
      accepted: facts.acceptedLines,
    };
  });
}

type VisitNoticeKind = 'booked' | 'moved' | 'cancelled' | 'otherTimes' | 'reassignedAway' | 'reassignedTo' | 'superseded';

export interface VisitNoticeFacts {
  kind: VisitNoticeKind;
  /** The appointment's time, if there is one. */
  slot?: { start: string; end: string } | null;
  /** The household's message (other times). */
  message?: string;
  /** The iCalendar object in the company's language (REQUEST, CANCEL). */
  calendar?: (locale: Locale) => string;
  now: Date;
}

/** What happened to a visit, to the company concerned (the order's, or the one it was taken from). */
export function writeVisitNotice(tx: Em, order: NoticeOrder, installer: Installer, facts: VisitNoticeFacts, publicUrl: string): Promise<void> {
  return writeNotice(tx, order, installer, { publicUrl, kind: 'visit-notice', now: facts.now }, (locale) => {
    const T = installerTexts(locale);
    const V = T.notices.visit;
    const lines = [
      ...(facts.kind === 'reassignedAway' ? [V.away] : facts.kind === 'reassignedTo' ? [V.to] : []),
      ...(facts.slot ? [V.when(T.slot(facts.slot.start, facts.slot.end))] : []),
      ...(facts.message ? [V.message(facts.message)] : []),
      householdLine(locale, order.lead),
    ];
    return { subject: V.subject(order.id, V[facts.kind]), lines, calendar: facts.calendar?.(locale) ?? null };
  });
}
