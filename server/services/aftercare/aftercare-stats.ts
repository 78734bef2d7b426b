/**
 * Aftercare's figures (issue 44 item 7), per month (Brussels): requests for help per seller (how many, the
 * median hours to the first answer, how many were late: answered after their due working day, or still
 * unanswered after it), services done and due, reviews (how many, their average stars, how many shown).
 * The same figures as CSV, and every request as one CSV row (numbers and dates only, no household's words).
 */
import type { Em } from '../../../database/orm.ts';
import { formatDate, formatDateTime, isoDateInBrussels } from '../../../src/admin/format.ts';
import { CSV_BOM, csvLine } from '../../../src/admin/csv.ts';
import { isSupportLate, SUPPORT_CATEGORY_LABELS, SUPPORT_STATUS_LABELS, type SupportCategory, type SupportKind, type SupportStatus } from '../../../src/aftercare/support.ts';
import { TIME_ZONE } from '../../../src/time-zone.ts';
import { DUE_SQL } from './servicing.ts';

const MONTH = (column: string) => `to_char(date_trunc('month', ${column} at time zone '${TIME_ZONE}'), 'YYYY-MM')`;
/** Late: answered after the due day, or unanswered after it (today, Brussels, as the parameter). */
const LATE = `(r."first_answer_at" is null and r."answer_due_on" < ?::date) or ((r."first_answer_at" at time zone '${TIME_ZONE}')::date > r."answer_due_on")`;

export async function aftercareStats(em: Em, now = new Date()) {
  const today = isoDateInBrussels(now);
  const [support, done, due, reviews] = await Promise.all([
    em.execute<Array<{ month: string; installer_id: number; installer_name: string; requests: number; service: number; answered: number; median_hours: string | number | null; late: number; resolved: number }>>(
      `select ${MONTH('r."created_at"')} as "month", o."installer_id", i."name" as "installer_name", count(*)::int as "requests",
         count(*) filter (where r."kind" = 'service')::int as "service", count(r."first_answer_at")::int as "answered",
         percentile_cont(0.5) within group (order by extract(epoch from (r."first_answer_at" - r."created_at")) / 3600) as "median_hours",
         count(*) filter (where ${LATE})::int as "late", count(*) filter (where r."status" = 'resolved')::int as "resolved"
       from "support_requests" r join "orders" o on o."id" = r."order_id" join "installers" i on i."id" = o."installer_id"
       group by 1, 2, 3 order by 1 desc, 3`,
      [today],
    ),
    em.execute<Array<{ month: string; n: number }>>(`select to_char("serviced_on", 'YYYY-MM') as "month", count(*)::int as "n" from "service_records" group by 1`),
    em.execute<Array<{ month: string; n: number }>>(
      `select to_char(${DUE_SQL}, 'YYYY-MM') as "month", count(*)::int as "n" from "aftercare" a join "orders" o on o."id" = a."order_id" where o."status" = 'installed' group by 1`,
    ),
    em.execute<Array<{ month: string; n: number; average: string | number; shown: number }>>(
      `select ${MONTH('r."created_at"')} as "month", count(*)::int as "n", avg(r."rating") as "average",
         count(*) filter (where r."status" = 'published' and r."publish")::int as "shown"
       from "reviews" r group by 1 order by 1 desc`,
    ),
  ]);
  const months = [...new Set([...done, ...due].map((row) => row.month))].sort().reverse();
  return {
    today,
    support: support.map((row) => ({
      month: row.month,
      installerId: row.installer_id,
      installerName: row.installer_name,
      requests: row.requests,
      serviceVisits: row.service,
      answered: row.answered,
      medianHoursToFirstAnswer: row.median_hours === null ? null : Math.round(Number(row.median_hours) * 10) / 10,
      late: row.late,
      resolved: row.resolved,
    })),
    services: months.map((month) => ({ month, done: done.find((row) => row.month === month)?.n ?? 0, due: due.find((row) => row.month === month)?.n ?? 0 })),
    reviews: reviews.map((row) => ({ month: row.month, count: row.n, average: Math.round(Number(row.average) * 10) / 10, shown: row.shown })),
  };
}

export type AftercareStats = Awaited<ReturnType<typeof aftercareStats>>;

const number = (value: number | null) => (value === null ? '' : String(value).replace('.', ','));

/** The figures as one CSV file: a block per table, each with its own header. */
export function aftercareStatsCsv(stats: AftercareStats): string {
  return (
    CSV_BOM +
    csvLine(['Vragen om hulp per maand en verkoper']) +
    csvLine(['Maand', 'Verkoper', 'Vragen', 'Waarvan onderhoudsbezoeken', 'Beantwoord', 'Mediaan uren tot eerste antwoord', 'Te laat', 'Opgelost']) +
    stats.support.map((row) => csvLine([row.month, row.installerName, String(row.requests), String(row.serviceVisits), String(row.answered), number(row.medianHoursToFirstAnswer), String(row.late), String(row.resolved)])).join('') +
    csvLine([]) +
    csvLine(['Onderhoud per maand']) +
    csvLine(['Maand', 'Gedaan', 'Volgende onderhoud in deze maand']) +
    stats.services.map((row) => csvLine([row.month, String(row.done), String(row.due)])).join('') +
    csvLine([]) +
    csvLine(['Beoordelingen per maand']) +
    csvLine(['Maand', 'Aantal', 'Gemiddelde sterren', 'Op de site']) +
    stats.reviews.map((row) => csvLine([row.month, String(row.count), number(row.average), String(row.shown)])).join('')
  );
}

/** Every request for help and service visit as a CSV row: numbers and dates, no name, no message. */
export async function supportRequestsCsv(em: Em, now = new Date()): Promise<string> {
  const today = isoDateInBrussels(now);
  const rows = await em.execute<Array<{ id: number; order_id: number; installer_name: string; postal_code: string; kind: SupportKind; category: SupportCategory | null; status: SupportStatus; created_at: Date; answer_due_on: string; first_answer_at: Date | null; resolved_at: Date | null }>>(
    `select r."id", r."order_id", i."name" as "installer_name", l."postal_code", r."kind", r."category", r."status", r."created_at",
       r."answer_due_on"::text as "answer_due_on", r."first_answer_at", r."resolved_at"
     from "support_requests" r join "orders" o on o."id" = r."order_id" join "leads" l on l."id" = o."lead_id" join "installers" i on i."id" = o."installer_id"
     order by r."id"`,
  );
  const header = ['Vraag', 'Bestelling', 'Verkoper', 'Postcode', 'Wat', 'Status', 'Gevraagd op', 'Eerste antwoord uiterlijk', 'Eerste antwoord op', 'Te laat', 'Opgelost op'];
  return (
    CSV_BOM +
    csvLine(header) +
    rows
      .map((row) =>
        csvLine([
          String(row.id),
          String(row.order_id),
          row.installer_name,
          row.postal_code,
          SUPPORT_CATEGORY_LABELS[row.kind === 'service' ? 'service' : (row.category ?? 'other')],
          SUPPORT_STATUS_LABELS[row.status],
          formatDateTime(row.created_at),
          formatDate(`${row.answer_due_on}T12:00:00Z`),
          row.first_answer_at ? formatDateTime(row.first_answer_at) : '',
          isSupportLate({ answerDueOn: row.answer_due_on, answeredOn: row.first_answer_at ? isoDateInBrussels(row.first_answer_at) : null }, today) ? 'ja' : 'nee',
          row.resolved_at ? formatDateTime(row.resolved_at) : '',
        ]),
      )
      .join('')
  );
}
