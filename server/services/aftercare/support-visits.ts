/**
 * The visit of a request for help or a service visit (issue 44): the seller offers two to five times
 * (the technical visit's slots flow, docs/visits.md), the household books one on its page; the booking
 * is an appointment of its own kind on the request, mailed with its iCalendar object (`METHOD:REQUEST`,
 * one UID per request, SEQUENCE + 1 at each change) and told to the seller with the same object; the
 * visit called off sends `METHOD:CANCEL`.
 */
import type { SupportRequest } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import { aftercareNoticeTexts } from '../../../src/aftercare/notice-texts.ts';
import { textsFor } from '../../../src/i18n/server-texts.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { SITE } from '../../../src/site.ts';
import { visitCalendar } from '../visits/ics.ts';
import { writeHouseholdMail, writeSellerNotice } from './aftercare-mails.ts';
import type { SupportMailSettings } from './support-transition.ts';

/** The request's appointment as an iCalendar object of `method` (its UID and SEQUENCE as stored). */
function requestCalendar(request: SupportRequest, method: 'REQUEST' | 'CANCEL' | 'PUBLISH', now: Date): string {
  const { order } = request;
  const { lead, installer } = order;
  const M = aftercareMailTexts(lead.language).visit;
  return visitCalendar(
    {
      uid: request.appointmentUid,
      sequence: request.appointmentSequence,
      startsAt: request.appointmentStartsAt ?? now,
      endsAt: request.appointmentEndsAt ?? now,
      stamp: now,
      summary: M.title[request.kind](installer.name),
      description: M.description(installer.phone),
      location: addressLine(lead),
      language: lead.language,
      // As the technical visit's (decision 051 as amended): the site organises, the household and the company attend.
      organizer: { name: textsFor(lead.language).site.name, email: SITE.email },
      attendees: [
        { name: `${lead.firstName} ${lead.lastName}`, email: lead.email },
        { name: installer.name, email: installer.email },
      ],
    },
    method,
  );
}

/** The household's mail of a booking or a cancellation of the request's visit, with its calendar; and the seller's notice. */
export async function writeRequestVisitMails(tx: Em, request: SupportRequest, change: 'booked' | 'cancelled', settings: SupportMailSettings, now: Date): Promise<void> {
  const { order } = request;
  const M = aftercareMailTexts(order.lead.language);
  const when = M.slot((request.appointmentStartsAt ?? now).toISOString(), (request.appointmentEndsAt ?? now).toISOString());
  const calendar = requestCalendar(request, change === 'booked' ? 'REQUEST' : 'CANCEL', now);
  writeHouseholdMail(
    tx,
    order,
    {
      kind: 'support-appointment',
      subject: M.visit.subject[change],
      lines: [M.visit[change](when, order.installer.name), ...(change === 'booked' ? [M.visit.calendarNote] : [])],
      calendar,
    },
    settings.publicUrl,
    now,
  );
  const [start, end] = [(request.appointmentStartsAt ?? now).toISOString(), (request.appointmentEndsAt ?? now).toISOString()];
  await writeSellerNotice(
    tx,
    order,
    (locale) => {
      const N = aftercareNoticeTexts(locale);
      return { head: N.visit[change], line: N.visitLine(N.visit[change], aftercareMailTexts(locale).slot(start, end), request.id) };
    },
    settings,
    now,
    calendar,
  );
}
