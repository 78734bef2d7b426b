/**
 * The order columns of the lead exports (issue 34 item 5: the funnel after acceptance, one row per lead):
 * the lead's latest order with its installer and the days of its steps, in the CSV's text and the
 * workbook's typed cells. Empty when the lead has none.
 */
import { formatDate, formatDateTime } from '../admin/format.ts';
import { CANCEL_REASON_LABELS, type CancelReason, ORDER_STATUS_LABELS, type OrderStatus } from './lifecycle.ts';

export interface ExportOrder {
  status: OrderStatus;
  installer: string;
  acceptedAt: string;
  /** When a visit was first planned (its order event); null if never. */
  visitPlannedAt: string | null;
  visitedOn: string | null;
  installedOn: string | null;
  hardnessFh: number | null;
  serialNumber: string | null;
  cancelReason: CancelReason | null;
}

export const ORDER_EXPORT_HEADER = [
  'Bestelling: status',
  'Bestelling: installateur',
  'Bestelling: aanvaard op',
  'Bestelling: bezoek gepland op',
  'Bestelling: bezocht op',
  'Bestelling: geïnstalleerd op',
  'Bestelling: gemeten hardheid (°fH)',
  'Bestelling: serienummer',
  'Bestelling: reden annulering',
] as const;

const day = (isoDay: string | null) => (isoDay === null ? '' : formatDate(`${isoDay}T12:00:00Z`));

export function orderCsvCells(order: ExportOrder | null | undefined): string[] {
  if (!order) return ORDER_EXPORT_HEADER.map(() => '');
  return [
    ORDER_STATUS_LABELS[order.status],
    order.installer,
    formatDateTime(order.acceptedAt),
    order.visitPlannedAt === null ? '' : formatDateTime(order.visitPlannedAt),
    day(order.visitedOn),
    day(order.installedOn),
    order.hardnessFh === null ? '' : String(order.hardnessFh).replace('.', ','),
    order.serialNumber ?? '',
    order.cancelReason === null ? '' : CANCEL_REASON_LABELS[order.cancelReason],
  ];
}
