/**
 * Servicing every two years (issue 44 item 4): the next date follows from the installation, the services
 * done and the interval registered with the warranty (src/aftercare/servicing.ts). Six weeks before it the
 * household is mailed to ask for a service visit on its page (the daily job `aftercare.reminders`, once per
 * date across instances: the job's row is taken by one instance, and the date is marked reminded in the
 * mail's transaction, so a second run finds nothing). The installer (or staff) records the service done:
 * the open service visit is resolved with it, and the next date moves on.
 */
import { Aftercare, ServiceRecord, SupportRequest } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import { isoDateInBrussels } from '../../../src/admin/format.ts';
import { aftercareMailTexts } from '../../../src/aftercare/mail-texts.ts';
import type { ServiceInput } from '../../../src/aftercare/schema.ts';
import { nextServiceDue, SERVICE_REMINDER_DAYS, serviceReminderDue, serviceState } from '../../../src/aftercare/servicing.ts';
import { addressLine } from '../../../src/leads/address.ts';
import { recordAudit } from '../audit.ts';
import { DomainError } from '../domain-error.ts';
import { changeOrder, type VisitActor } from '../visits/visit-actors.ts';
import { writeHouseholdMail } from './aftercare-mails.ts';
import { settleVisit, supportActor } from './support-actions.ts';
import { changeSupportRequest, type SupportMailSettings } from './support-transition.ts';

/** The next service date of each installed order (SQL, a date): PostgreSQL adds months as addMonths does, the last day of a shorter month. */
export const DUE_SQL = `(greatest(o."installed_on", coalesce((select max(s."serviced_on") from "service_records" s where s."order_id" = o."id"), o."installed_on"))
  + make_interval(months => a."service_interval_months"))::date`;

/** The installer (or staff) records a service done on order `id`: 404 another company's, 409 before installation. */
export function recordService(em: Em, actor: VisitActor, input: ServiceInput, settings: SupportMailSettings, now = new Date()): Promise<{ id: number; nextDueOn: string }> {
  return changeOrder(em, actor, input.id, async (tx, order) => {
    const aftercare = order.status === 'installed' ? await tx.findOne(Aftercare, { order: order.id }) : null;
    if (!aftercare || !order.installedOn || input.servicedOn < order.installedOn) throw new DomainError('notInstalled');
    tx.create(ServiceRecord, { order, servicedOn: input.servicedOn, note: input.note, recordedByName: supportActor(actor).name, createdAt: now });
    const open = await tx.findOne(SupportRequest, { order: order.id, kind: 'service', status: { $ne: 'resolved' } }, { populate: ['order', 'order.lead', 'order.installer'] });
    if (open) {
      await changeSupportRequest(tx, open, { to: 'resolved', message: input.note }, supportActor(actor), settings, now);
      await settleVisit(tx, open, settings, now);
    }
    recordAudit(tx, { action: 'service.recorded', actor: supportActor(actor).name, leadId: order.lead.id, details: { orderId: order.id, servicedOn: input.servicedOn } });
    await tx.flush();
    const last = await tx.execute<Array<{ last: string }>>(`select max("serviced_on")::text as "last" from "service_records" where "order_id" = ?`, [order.id]);
    return { id: order.id, nextDueOn: nextServiceDue(order.installedOn, last[0]?.last ?? null, aftercare.serviceIntervalMonths) };
  });
}

export interface ServiceDue {
  orderId: number;
  dueOn: string;
  state: 'due' | 'overdue';
  asked: boolean;
  household: { name: string; address: string; phone: string };
  serialNumber: string | null;
}

/** The installed orders of installer `installerId` (null: all) whose service is due within six weeks or overdue, soonest first. */
export async function servicesDue(em: Em, installerId: number | null, now = new Date()): Promise<{ today: string; services: ServiceDue[] }> {
  const today = isoDateInBrussels(now);
  const rows = await em.execute<Array<{ order_id: number; due_on: string; asked: boolean; first_name: string; last_name: string; street: string | null; house_number: string | null; postal_code: string; city: string; phone: string; serial_number: string | null }>>(
    `select * from (select o."id" as "order_id", ${DUE_SQL}::text as "due_on",
         exists (select 1 from "support_requests" r where r."order_id" = o."id" and r."kind" = 'service' and r."status" <> 'resolved') as "asked",
         l."first_name", l."last_name", l."street", l."house_number", l."postal_code", l."city", l."phone", o."serial_number"
       from "aftercare" a join "orders" o on o."id" = a."order_id" join "leads" l on l."id" = o."lead_id"
       where o."status" = 'installed'${installerId === null ? '' : ' and o."installer_id" = ?'}) due
     where "due_on"::date - ${SERVICE_REMINDER_DAYS} <= ?::date order by "due_on", "order_id" limit 200`,
    installerId === null ? [today] : [installerId, today],
  );
  return {
    today,
    services: rows.map((row) => ({
      orderId: row.order_id,
      dueOn: row.due_on,
      state: serviceState(row.due_on, today) === 'overdue' ? 'overdue' : 'due',
      asked: row.asked,
      household: { name: `${row.first_name} ${row.last_name}`, address: addressLine({ street: row.street, houseNumber: row.house_number, postalCode: row.postal_code, city: row.city }), phone: row.phone },
      serialNumber: row.serial_number,
    })),
  };
}

/**
 * The daily job: mails each household whose service date is six weeks away (or nearer, and not reminded
 * of yet), once per date. Each mail in its own transaction with the mark, so a crash between two leaves
 * neither half-done nor sent twice.
 */
export async function sendServiceReminders(em: Em, publicUrl: string, now = new Date()): Promise<{ reminded: number }> {
  const today = isoDateInBrussels(now);
  const candidates = await em.execute<Array<{ id: number; order_id: number; due_on: string; reminded_for: string | null }>>(
    `select a."id", a."order_id", ${DUE_SQL}::text as "due_on", a."service_reminded_for"::text as "reminded_for"
     from "aftercare" a join "orders" o on o."id" = a."order_id"
     where o."status" = 'installed' and ${DUE_SQL} - ${SERVICE_REMINDER_DAYS} <= ?::date and ${DUE_SQL} >= ?::date
       and a."service_reminded_for" is distinct from ${DUE_SQL}
       and not exists (select 1 from "support_requests" r where r."order_id" = o."id" and r."kind" = 'service' and r."status" <> 'resolved')`,
    [today, today],
  );
  let reminded = 0;
  for (const candidate of candidates) {
    if (!serviceReminderDue(candidate.due_on, candidate.reminded_for, today)) continue;
    reminded += await em.fork().transactional(async (tx) => {
      const marked = await tx.execute<Array<{ id: number }>>(
        `update "aftercare" set "service_reminded_for" = ?::date where "id" = ? and "service_reminded_for" is distinct from ?::date returning "id"`,
        [candidate.due_on, candidate.id, candidate.due_on],
      );
      if (marked.length === 0) return 0;
      const aftercare = await tx.findOneOrFail(Aftercare, { id: candidate.id }, { populate: ['order', 'order.lead', 'order.installer'] });
      const M = aftercareMailTexts(aftercare.order.lead.language);
      writeHouseholdMail(tx, aftercare.order, { kind: 'service-reminder', subject: M.serviceReminder.subject, lines: [M.serviceReminder.due(candidate.due_on), M.serviceReminder.book] }, publicUrl, now);
      await tx.flush();
      return 1;
    });
  }
  return { reminded };
}
