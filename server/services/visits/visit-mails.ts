/**
 * The visit's mails (issue 34), written into the outbox in the caller's transaction: to the household in
 * its language the invitation (`METHOD:REQUEST`), its change (same UID, higher SEQUENCE) or cancellation
 * (`METHOD:CANCEL`), with a new personal link; the reminder the day before; to the installer's e-mail, in
 * Dutch, a notice of each. The iCalendar object travels in the outbox row (`calendar`).
 */
import type { Appointment, Lead, Order } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { visitTexts } from '../../../src/visits/texts.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { composeMail, escapeHtml, htmlDocument, pageLinkHtml, signatureHtml } from '../mail/templates.ts';
import { visitCalendar } from './ics.ts';

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

/** The seller's phone as the household reads it ('014 12 34 56'). */
const sellerPhone = (order: Order) => formatPhoneForHousehold(order.installer.phone);

/** The appointment as an iCalendar object of `method` (its UID and SEQUENCE as stored). */
export function appointmentCalendar(order: Order, appointment: Appointment, method: 'REQUEST' | 'CANCEL' | 'PUBLISH', now: Date): string {
  const lead = order.lead;
  const T = visitTexts(lead.language);
  return visitCalendar(
    {
      uid: appointment.uid,
      sequence: appointment.sequence,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      stamp: now,
      summary: T.calendarTitle(order.installer.name),
      description: T.calendarDescription(sellerPhone(order)),
      location: addressLine(lead),
      organizer: { name: order.installer.name, email: order.installer.email },
      attendee: { name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
    },
    method,
  );
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

/** The household's mail of a booking, a move or a cancellation, with the iCalendar object; and the installer's notice. */
export function writeAppointmentMails(tx: Em, order: Order, appointment: Appointment, change: AppointmentChange, publicUrl: string, now: Date, byHousehold = false): void {
  const lead: Lead = order.lead;
  const T = visitTexts(lead.language);
  const M = T.mail;
  const when = T.slot(appointment.startsAt.toISOString(), appointment.endsAt.toISOString());
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  const what = change === 'cancelled' && byHousehold ? M.cancelledByYou(when) : M[change](when, order.installer.name);
  const body = [what, ...(change === 'cancelled' ? [] : [M.calendarNote, M.call(order.installer.name, sellerPhone(order))])];
  // Within 24 hours of the visit the page no longer moves it (a same-day booking): the mail does not say it can (phone walk, item 10).
  const changeable = appointment.startsAt.getTime() - now.getTime() >= 24 * 3_600_000;
  const page = change === 'cancelled' || !changeable ? M.pageAfterCancel : M.page;
  const text = [M.greeting(lead.firstName), '', ...body, '', page, link, M.private, '', ...M.signature].join('\n');
  const html = htmlDocument(
    M.subject[change],
    `<p>${escapeHtml(M.greeting(lead.firstName))}</p>${paragraphs(body)}<p>${escapeHtml(page)}</p>${pageLinkHtml(link, M.button)}<p>${escapeHtml(M.private)}</p>${signatureHtml(M.signature)}`,
    lead.language,
  );
  const calendar = appointmentCalendar(order, appointment, change === 'cancelled' ? 'CANCEL' : 'REQUEST', now);
  const mail = composeMail(lead.language, { subject: M.subject[change], text, html });
  tx.create(OutboxMail, { kind: 'visit-appointment', lead, recipient: lead.email, replyTo: order.installer.email, ...mail, calendar, createdAt: now });
  writeInstallerNotice(tx, order, `Afspraak ${change === 'booked' ? 'geboekt' : change === 'moved' ? 'verplaatst' : 'geannuleerd'}: ${visitTexts('nl').slot(appointment.startsAt.toISOString(), appointment.endsAt.toISOString())}`, now, calendar);
}

/** To the installer company's e-mail, in Dutch: what the household did, with the order's number and its address. */
export function writeInstallerNotice(tx: Em, order: Order, what: string, now: Date, calendar: string | null = null): void {
  const lead = order.lead;
  const subject = `Bestelling ${order.id}: ${what.split(':')[0]}`;
  const lines = [what, `Huishouden: ${lead.firstName} ${lead.lastName}, ${addressLine(lead)}, ${lead.phone}`, `Bestelling ${order.id} in uw overzicht: /installateur`];
  tx.create(OutboxMail, {
    kind: 'visit-notice',
    lead,
    recipient: order.installer.email,
    replyTo: lead.email,
    subject,
    text: lines.join('\n'),
    html: htmlDocument(subject, paragraphs(lines)),
    calendar,
    createdAt: now,
  });
}

/** The reminder the day before, in the household's language. */
export function writeReminderMail(tx: Em, order: Order, appointment: Appointment, publicUrl: string, now: Date): void {
  const lead = order.lead;
  const T = visitTexts(lead.language);
  const M = T.mail;
  const when = T.slot(appointment.startsAt.toISOString(), appointment.endsAt.toISOString());
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  // The day before, the page no longer moves it: the reminder gives the seller's phone instead (issue 42, M2).
  const lines = [M.reminder(when, order.installer.name, addressLine(lead)), M.call(order.installer.name, sellerPhone(order))];
  const text = [M.greeting(lead.firstName), '', ...lines, '', M.pageAfterCancel, link, M.private, '', ...M.signature].join('\n');
  const html = htmlDocument(
    M.reminderSubject,
    `<p>${escapeHtml(M.greeting(lead.firstName))}</p>${paragraphs(lines)}<p>${escapeHtml(M.pageAfterCancel)}</p>${pageLinkHtml(link, M.button)}${signatureHtml(M.signature)}`,
    lead.language,
  );
  const mail = composeMail(lead.language, { subject: M.reminderSubject, text, html });
  tx.create(OutboxMail, { kind: 'visit-reminder', lead, recipient: lead.email, replyTo: order.installer.email, ...mail, createdAt: now });
}
