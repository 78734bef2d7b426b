/**
 * The visit as an iCalendar object (RFC 5545), for the invitation mail (iTIP, RFC 5546: `METHOD:REQUEST`
 * to book or move it, `METHOD:CANCEL` with `STATUS:CANCELLED` to call it off) and the installer's .ics
 * download (`METHOD:PUBLISH`). One `UID` per appointment for its whole life; `SEQUENCE` rises with every
 * change, so that calendars replace the old entry. Times are Brussels wall-clock times with
 * `TZID=Europe/Brussels` and its VTIMEZONE (EU summer time since 1996). One ORGANIZER for the
 * appointment's whole life, the organiser of the group purchase (issue 43: the installer company can
 * change when staff move the order); the household and the installer company are its ATTENDEEs.
 *
 * Written here rather than with a library (decision 051): ical-generator formats a native Date in the
 * process's own time zone, so its output would depend on TZ. Tests read every object back with ical.js.
 */
import type { Locale } from '../../../src/i18n/locale.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';

/** The product identifier, in the language of the object's texts (its reader's). */
const PRODUCT_IDS: Record<Locale, string> = {
  nl: '-//Groepsaankoop Waterverzachters//Bezoeken//NL',
  fr: '-//Achat groupé adoucisseurs//Visites//FR',
};

const CRLF = '\r\n';

/** Europe/Brussels: CET, and CEST from the last Sunday of March 02:00 to the last Sunday of October 03:00. */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `20261203T090000`: the moment as a Brussels wall-clock time (a DATE-TIME with TZID). */
function brusselsDateTime(moment: Date): string {
  const part = Object.fromEntries(WALL_CLOCK.formatToParts(moment).map(({ type, value }) => [type, value]));
  return `${part.year}${part.month}${part.day}T${part.hour}${part.minute}${part.second}`;
}

/** `20261127T101500Z`: a UTC DATE-TIME (DTSTAMP). */
function utcDateTime(moment: Date): string {
  return moment.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** A TEXT value (RFC 5545 §3.3.11): backslash, semicolon, comma and newlines escaped. */
function text(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** A parameter value (§3.2), quoted when it holds a separator; double quotes cannot appear in one. */
function param(value: string): string {
  const clean = value.replace(/["\r\n]/g, '');
  return /[;:,]/.test(clean) ? `"${clean}"` : clean;
}

/** Folds a content line at 75 octets (§3.1), never inside a UTF-8 character. */
function fold(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

export interface CalendarVisit {
  uid: string;
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When this version was written (DTSTAMP). */
  stamp: Date;
  summary: string;
  description: string;
  /** The household's address. */
  location: string;
  /** The language of summary and description. */
  language: Locale;
  organizer: { name: string; email: string };
  /** The household, and the installer company that comes. */
  attendees: ReadonlyArray<{ name: string; email: string }>;
}

/** The object: `REQUEST` books or moves, `CANCEL` calls off, `PUBLISH` is a plain download. */
export function visitCalendar(visit: CalendarVisit, method: 'REQUEST' | 'CANCEL' | 'PUBLISH'): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_IDS[visit.language]}`,
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    ...VTIMEZONE,
    'BEGIN:VEVENT',
    `UID:${visit.uid}`,
    `SEQUENCE:${visit.sequence}`,
    `DTSTAMP:${utcDateTime(visit.stamp)}`,
    `DTSTART;TZID=${TIME_ZONE}:${brusselsDateTime(visit.startsAt)}`,
    `DTEND;TZID=${TIME_ZONE}:${brusselsDateTime(visit.endsAt)}`,
    `SUMMARY:${text(visit.summary)}`,
    `DESCRIPTION:${text(visit.description)}`,
    `LOCATION:${text(visit.location)}`,
    `ORGANIZER;CN=${param(visit.organizer.name)}:mailto:${visit.organizer.email}`,
    ...visit.attendees.map(
      (attendee) => `ATTENDEE;CN=${param(attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'}:mailto:${attendee.email}`,
    ),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(fold).join(CRLF) + CRLF;
}
