/**
 * The lists of requests for help and service visits (issue 44 item 3): an installer's user sees its own
 * company's unresolved ones first in its view (`GET /api/installer/support`; the company in the query's
 * WHERE, every read audited with the request numbers), staff every company's, and the late list: those
 * still without a first answer after their due working day. One query each over the partial index of the
 * unresolved requests (support_requests_unresolved_index): few rows, however many orders there are.
 */
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { isSupportLate, type SupportCategory, type SupportKind, type SupportStatus } from '../../../src/aftercare/support.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { recordAudit } from '../audit.ts';

/** At most this many requests in one list (the oldest first): a company never has this many waiting. */
const LIST_LIMIT = 200;
/** The late list carries the longest overdue this many (its `total` and the counts per company count them all). */
const LATE_LIMIT = 100;

export interface SupportListEntry {
  id: number;
  orderId: number;
  installerId: number;
  installerName: string;
  kind: SupportKind;
  category: SupportCategory | null;
  message: string;
  status: SupportStatus;
  createdAt: string;
  answerDueOn: string;
  answeredAt: string | null;
  late: boolean;
  household: { name: string; address: string; phone: string; email: string; language: 'nl' | 'fr' };
  serialNumber: string | null;
  appointment: { start: string; end: string } | null;
  slots: number;
}

interface Row {
  id: number;
  order_id: number;
  installer_id: number;
  installer_name: string;
  kind: SupportKind;
  category: SupportCategory | null;
  message: string;
  status: SupportStatus;
  created_at: Date;
  answer_due_on: string;
  first_answer_at: Date | null;
  appointment_status: string | null;
  appointment_starts_at: Date | null;
  appointment_ends_at: Date | null;
  first_name: string;
  last_name: string;
  street: string | null;
  house_number: string | null;
  postal_code: string;
  city: string;
  phone: string;
  email: string;
  language: 'nl' | 'fr';
  serial_number: string | null;
  slots: number;
}

const SELECT = `select r."id", r."order_id", o."installer_id", i."name" as "installer_name", r."kind", r."category", r."message", r."status",
    r."created_at", r."answer_due_on"::text as "answer_due_on", r."first_answer_at", r."appointment_status", r."appointment_starts_at",
    r."appointment_ends_at", l."first_name", l."last_name", l."street", l."house_number", l."postal_code", l."city", l."phone", l."email",
    l."language", o."serial_number", (select count(*)::int from "support_slots" s where s."request_id" = r."id") as "slots"
  from "support_requests" r join "orders" o on o."id" = r."order_id" join "leads" l on l."id" = o."lead_id" join "installers" i on i."id" = o."installer_id"`;

function entry(row: Row, today: string): SupportListEntry {
  const answeredOn = row.first_answer_at ? isoDateInBrussels(row.first_answer_at) : null;
  return {
    id: row.id,
    orderId: row.order_id,
    installerId: row.installer_id,
    installerName: row.installer_name,
    kind: row.kind,
    category: row.category,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
    answerDueOn: row.answer_due_on,
    answeredAt: row.first_answer_at ? new Date(row.first_answer_at).toISOString() : null,
    late: isSupportLate({ answerDueOn: row.answer_due_on, answeredOn }, today),
    household: { name: `${row.first_name} ${row.last_name}`, address: addressLine({ street: row.street, houseNumber: row.house_number, postalCode: row.postal_code, city: row.city }), phone: row.phone, email: row.email, language: row.language },
    serialNumber: row.serial_number,
    appointment:
      row.appointment_status === 'booked' && row.appointment_starts_at && row.appointment_ends_at
        ? { start: new Date(row.appointment_starts_at).toISOString(), end: new Date(row.appointment_ends_at).toISOString() }
        : null,
    slots: row.slots,
  };
}

/**
 * The unresolved requests of installer `installerId` (null: every company's, for staff), oldest first.
 * `reader`: the installer's user whose read the audit log keeps.
 */
export async function supportList(em: Em, installerId: number | null, reader: { name: string } | null, now = new Date()): Promise<{ today: string; requests: SupportListEntry[] }> {
  const today = isoDateInBrussels(now);
  const rows = await em.execute<Row[]>(
    `${SELECT} where r."status" <> 'resolved'${installerId === null ? '' : ' and o."installer_id" = ?'} order by r."created_at", r."id" limit ${LIST_LIMIT}`,
    installerId === null ? [] : [installerId],
  );
  const requests = rows.map((row) => entry(row, today));
  if (reader && requests.length > 0) {
    recordAudit(em, { action: 'installer.aftercare_read', actor: reader.name, details: { requests: requests.map((request) => request.id).join(',').slice(0, 1000) } });
    await em.flush();
  }
  return { today, requests };
}

/** Staff's late list: every company's requests without a first answer after their due day, the longest overdue first, and the count per company. */
export async function lateSupportList(em: Em, now = new Date()) {
  const today = isoDateInBrussels(now);
  const late = `r."status" <> 'resolved' and r."first_answer_at" is null and r."answer_due_on" < ?::date`;
  const [rows, counts] = await Promise.all([
    em.execute<Row[]>(`${SELECT} where ${late} order by r."answer_due_on", r."id" limit ${LATE_LIMIT}`, [today]),
    em.execute<Array<{ installer_id: number; installer_name: string; open: number; late: number }>>(
      `select o."installer_id", i."name" as "installer_name", count(*)::int as "open", count(*) filter (where r."first_answer_at" is null and r."answer_due_on" < ?::date)::int as "late"
       from "support_requests" r join "orders" o on o."id" = r."order_id" join "installers" i on i."id" = o."installer_id"
       where r."status" <> 'resolved' group by o."installer_id", i."name" order by 4 desc, 2`,
      [today],
    ),
  ]);
  return {
    today,
    perInstaller: counts.map((row) => ({ installerId: row.installer_id, installerName: row.installer_name, open: row.open, late: row.late })),
    requests: rows.map((row) => entry(row, today)),
    total: counts.reduce((sum, row) => sum + row.late, 0),
  };
}
