/**
 * The lead exports' order columns (src/orders/export-columns.ts): each page of leads gets its leads'
 * latest order, its installer and the moment a visit was first planned, in one query, as the page
 * streams by.
 */
import type { Em } from '../../../database/orm.ts';
import type { CancelReason, OrderStatus } from '../../../src/orders/lifecycle.ts';
import type { ExportOrder } from '../../../src/orders/export-columns.ts';
import { withRowPerLead } from '../export-pages.ts';
import { isoTime } from '../lead-query.ts';

interface Row {
  lead_id: number;
  status: OrderStatus;
  installer: string;
  accepted_at: Date | string;
  planned_at: Date | string | null;
  visited_on: string | null;
  installed_on: string | null;
  hardness_fh: string | number | null;
  serial_number: string | null;
  cancel_reason: CancelReason | null;
}

export function withOrders<Lead extends { id: number }>(em: Em, pages: AsyncIterable<Lead[]>): AsyncGenerator<Array<Lead & { order: ExportOrder | null }>> {
  return withRowPerLead<Lead, Row, Lead & { order: ExportOrder | null }>(
    em,
    pages,
    (ids) =>
      `select distinct on (o."lead_id") o."lead_id", o."status", i."name" as "installer", o."accepted_at",
         (select min(e."created_at") from "order_events" e where e."order_id" = o."id" and e."to_status" = 'visit_planned') as "planned_at",
         o."visited_on"::text as "visited_on", o."installed_on"::text as "installed_on", o."hardness_fh", o."serial_number", o."cancel_reason"
       from "orders" o join "installers" i on i."id" = o."installer_id"
       where o."lead_id" in (${ids})
       order by o."lead_id", o."accepted_at" desc, o."id" desc`,
    (lead, row) => ({
      ...lead,
      order: row
        ? {
            status: row.status,
            installer: row.installer,
            acceptedAt: isoTime(row.accepted_at),
            visitPlannedAt: row.planned_at === null ? null : isoTime(row.planned_at),
            visitedOn: row.visited_on,
            installedOn: row.installed_on,
            hardnessFh: row.hardness_fh === null ? null : Number(row.hardness_fh),
            serialNumber: row.serial_number,
            cancelReason: row.cancel_reason,
          }
        : null,
    }),
  );
}
