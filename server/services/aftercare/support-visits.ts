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
import { formatPhoneForHousehold } from '../../../src/admin/phone.ts';
import { type CalendarReader, siteCalendar } from '../visits/visit-mails.ts';
import { writeHouseholdMail, writeSellerNotice } from './aftercare-mails.ts';
import type { SupportMailSettings } from './support-transition.ts';

/**
 * The request's appointment as an iCalendar object of `method` (its UID and SEQUENCE as stored) for
 * `reader`: the household (its language, the seller's name and phone) or the company (its users'
 * language, the household's name and phone: issue 43's rule for the technical visit).
 */
function requestCalendar(request: SupportRequest, method: 'REQUEST' | 'CANCEL' | 'PUBLISH', now: Date, reader: CalendarReader = { kind: 'household' }): string {
  const { order } = request;
  const { lead, installer } = order;
  const locale = reader.kind === 'household' ? lead.language : reader.locale;
  const household = `${lead.firstName} ${lead.lastName}`;
  const N = aftercareNoticeTexts(locale);
  const texts =
    reader.kind === 'household'
      ? { summary: aftercareMailTexts(locale).visit.title[request.kind](installer.name), description: aftercareMailTexts(locale).visit.description(formatPhoneForHousehold(installer.phone)) }
      : { summary: N.calendarTitle[request.kind](household), description: N.calendarDescription(order.id, request.id, lead.phone) };
  const event = {
    uid: request.appointmentUid,
    sequence: request.appointmentSequence,
    startsAt: request.appointmentStartsAt ?? now,
    endsAt: request.appointmentEndsAt ?? now,
    ...texts,
  };
  return siteCalendar(event, lead, installer, locale, now, method);
}

/** The household's mail of a booking or a cancellation of the request's visit, with its calendar; and the seller's notice. */
export async function writeRequestVisitMails(tx: Em, request: SupportRequest, change: 'booked' | 'cancelled', settings: SupportMailSettings, now: Date): Promise<void> {
  const { order } = request;
  const M = aftercareMailTexts(order.lead.language);
  const when = M.slot((request.appointmentStartsAt ?? now).toISOString(), (request.appointmentEndsAt ?? now).toISOString());
  const method = change === 'booked' ? 'REQUEST' : 'CANCEL';
  const calendar = requestCalendar(request, method, now);
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
    (locale) => requestCalendar(request, method, now, { kind: 'installer', locale }),
  );
}
