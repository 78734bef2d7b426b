/**
 * The visit's mails (issue 34), written into the outbox in the caller's transaction: to the household in
 * its language the invitation (`METHOD:REQUEST`), its change (same UID, higher SEQUENCE) or cancellation
 * (`METHOD:CANCEL`), with a new personal link; the reminder the day before; to the installer company, in
 * its users' language (issue 43), a notice of each with the object in its language. The iCalendar object
 * travels in the outbox row (`calendar`). One organiser, the group purchase's, for the appointment's
 * whole life; the household and the installer company are its attendees.
 */
import type { Appointment, Installer, Lead, Order } from '../../../database/entities/index.ts';
import { OutboxMail } from '../../../database/entities/OutboxMail.ts';
import type { Em } from '../../../database/orm.ts';
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import type { Locale } from '../../../src/i18n/locale.ts';
import { installerTexts } from '../../../src/installers/texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { SITE } from '../../../src/site.ts';
import { visitTexts } from '../../../src/visits/texts.ts';
import { issueHouseholdLink } from '../household-page/link-tokens.ts';
import { writeVisitNotice } from '../installers/installer-notices.ts';
import { composeMail, escapeHtml, htmlDocument, pageLinkHtml, signatureHtml } from '../mail/templates.ts';
import { type CalendarVisit, visitCalendar } from './ics.ts';

/** What the household is told of its appointment: booked, moved, cancelled, another installer, or the visit done before it. */
type AppointmentChange = 'booked' | 'moved' | 'cancelled' | 'reassigned' | 'superseded';

/** The seller's phone as the household reads it ('014 12 34 56'). */
const sellerPhone = (installer: Installer) => formatPhoneForHousehold(installer.phone);

/** Who reads the object: the household (its language, the installer's name) or the installer company (its language, the household's name). */
export type CalendarReader = { kind: 'household' } | { kind: 'installer'; locale: Locale };

/** The appointment as an iCalendar object of `method` (its UID and SEQUENCE as stored) for `reader`; `installer`: the company that comes. */
export function appointmentCalendar(
  order: Order,
  appointment: Appointment,
  method: 'REQUEST' | 'CANCEL' | 'PUBLISH',
  now: Date,
  reader: CalendarReader = { kind: 'household' },
  installer: Installer = order.installer,
): string {
  const lead = order.lead;
  const household = `${lead.firstName} ${lead.lastName}`;
  const locale = reader.kind === 'household' ? lead.language : reader.locale;
  const texts =
    reader.kind === 'household'
      ? { summary: visitTexts(locale).calendarTitle(installer.name), description: visitTexts(locale).calendarDescription(sellerPhone(installer)) }
      : { summary: installerTexts(locale).calendar.title(household), description: installerTexts(locale).calendar.description(lead.phone, order.id) };
  return siteCalendar(
    { uid: appointment.uid, sequence: appointment.sequence, startsAt: appointment.startsAt, endsAt: appointment.endsAt, ...texts },
    lead,
    installer,
    locale,
    now,
    method,
  );
}

/** An event the group purchase organises (decision 051 as amended): at the household, which attends with the installer company. */
type SiteEvent = Pick<CalendarVisit, 'uid' | 'sequence' | 'startsAt' | 'endsAt' | 'summary' | 'description'>;

/** `event` as an iCalendar object of `method` in `locale`: the site organises, the household and `installer` attend. */
export function siteCalendar(event: SiteEvent, lead: Lead, installer: Installer, locale: Locale, now: Date, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  return visitCalendar(
    {
      ...event,
      stamp: now,
      location: addressLine(lead),
      language: locale,
      organizer: { name: textsFor(locale).site.name, email: SITE.email },
      attendees: [
        { name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
        { name: installer.name, email: installer.email },
      ],
    },
    method,
  );
}

function paragraphs(lines: readonly string[]): string {
  return lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');
}

const slotOf = (appointment: Appointment) => ({ start: appointment.startsAt.toISOString(), end: appointment.endsAt.toISOString() });

/** Within 24 hours of the visit (a same-day booking, the reminder) the household's page no longer moves or cancels it. */
const locked = (appointment: Appointment, now: Date) => appointment.startsAt.getTime() - now.getTime() < 24 * 3_600_000;

/**
 * What the mail says of the household's page (issues 42 and 43): that it can move or cancel there up to
 * 24 hours before; within them that it no longer can (the call line gives the seller's phone); after a
 * cancellation, only where its page is.
 */
function pageLine(order: Order, appointment: Appointment, off: boolean, now: Date): string {
  const M = visitTexts(order.lead.language).mail;
  if (off) return M.pageOnly;
  return locked(appointment, now) ? M.pageLocked : M.page;
}

/** The household's mail of a change of its appointment, with the iCalendar object (REQUEST, or CANCEL when it is off). */
function writeHouseholdAppointmentMail(tx: Em, order: Order, appointment: Appointment, change: AppointmentChange, publicUrl: string, now: Date, byHousehold = false): void {
  const lead: Lead = order.lead;
  const T = visitTexts(lead.language);
  const M = T.mail;
  const off = change === 'cancelled' || change === 'superseded';
  const when = T.slot(appointment.startsAt.toISOString(), appointment.endsAt.toISOString());
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  const what = change === 'cancelled' && byHousehold ? M.cancelledByYou(when) : M[change](when, order.installer.name);
  // Whom to call when something comes up (issue 42).
  const body = [what, ...(off ? [] : [M.calendarNote, M.call(order.installer.name, sellerPhone(order.installer))])];
  const page = pageLine(order, appointment, off, now);
  const text = [M.greeting(lead.firstName), '', ...body, '', page, link, M.private, '', ...M.signature].join('\n');
  const html = htmlDocument(
    M.subject[change],
    `<p>${escapeHtml(M.greeting(lead.firstName))}</p>${paragraphs(body)}<p>${escapeHtml(page)}</p>${pageLinkHtml(link, M.button)}<p>${escapeHtml(M.private)}</p>${signatureHtml(M.signature)}`,
    lead.language,
  );
  const calendar = appointmentCalendar(order, appointment, off ? 'CANCEL' : 'REQUEST', now);
  const mail = composeMail(lead.language, { subject: M.subject[change], text, html });
  tx.create(OutboxMail, { kind: 'visit-appointment', lead, recipient: lead.email, replyTo: order.installer.email, ...mail, calendar, createdAt: now });
}

/** The household's mail of a booking, a move or a cancellation, and the installer company's notice, each with its calendar object. */
export async function writeAppointmentMails(
  tx: Em,
  order: Order,
  appointment: Appointment,
  change: 'booked' | 'moved' | 'cancelled' | 'superseded',
  publicUrl: string,
  now: Date,
  byHousehold = false,
): Promise<void> {
  writeHouseholdAppointmentMail(tx, order, appointment, change, publicUrl, now, byHousehold);
  const method = change === 'cancelled' || change === 'superseded' ? 'CANCEL' : 'REQUEST';
  await writeVisitNotice(
    tx,
    order,
    order.installer,
    { kind: change, slot: slotOf(appointment), calendar: (locale) => appointmentCalendar(order, appointment, method, now, { kind: 'installer', locale }), now },
    publicUrl,
  );
}

/**
 * An order with a booked appointment moved to another company (issue 43): the appointment's SEQUENCE
 * rises (the caller raised it); the old company gets `METHOD:CANCEL`, the new one the invitation, the
 * household the update (REQUEST, same UID, same organiser) naming the new company.
 */
export async function writeReassignmentMails(tx: Em, order: Order, appointment: Appointment | null, from: Installer, publicUrl: string, now: Date): Promise<void> {
  const slot = appointment ? slotOf(appointment) : null;
  const calendar = (method: 'REQUEST' | 'CANCEL', installer: Installer) =>
    appointment ? (locale: Locale) => appointmentCalendar(order, appointment, method, now, { kind: 'installer', locale }, installer) : undefined;
  await writeVisitNotice(tx, order, from, { kind: 'reassignedAway', slot, calendar: calendar('CANCEL', from), now }, publicUrl);
  await writeVisitNotice(tx, order, order.installer, { kind: 'reassignedTo', slot, calendar: calendar('REQUEST', order.installer), now }, publicUrl);
  if (appointment) writeHouseholdAppointmentMail(tx, order, appointment, 'reassigned', publicUrl, now);
}

/** The household asked for other times: its message to the installer company. */
export function writeOtherTimesNotice(tx: Em, order: Order, message: string, publicUrl: string, now: Date): Promise<void> {
  return writeVisitNotice(tx, order, order.installer, { kind: 'otherTimes', message, now }, publicUrl);
}

/** The reminder the day before, in the household's language. */
export function writeReminderMail(tx: Em, order: Order, appointment: Appointment, publicUrl: string, now: Date): void {
  const lead = order.lead;
  const T = visitTexts(lead.language);
  const M = T.mail;
  const when = T.slot(appointment.startsAt.toISOString(), appointment.endsAt.toISOString());
  const link = issueHouseholdLink(tx, lead.id, publicUrl, lead.language);
  // The day before, the page no longer moves it: the reminder gives the seller's phone (issue 42, M2).
  const lines = [M.reminder(when, order.installer.name, addressLine(lead)), M.call(order.installer.name, sellerPhone(order.installer))];
  const page = pageLine(order, appointment, false, now);
  const text = [M.greeting(lead.firstName), '', ...lines, '', page, link, M.private, '', ...M.signature].join('\n');
  const html = htmlDocument(
    M.reminderSubject,
    `<p>${escapeHtml(M.greeting(lead.firstName))}</p>${paragraphs(lines)}<p>${escapeHtml(page)}</p>${pageLinkHtml(link, M.button)}${signatureHtml(M.signature)}`,
    lead.language,
  );
  const mail = composeMail(lead.language, { subject: M.reminderSubject, text, html });
  tx.create(OutboxMail, { kind: 'visit-reminder', lead, recipient: lead.email, replyTo: order.installer.email, ...mail, createdAt: now });
}
