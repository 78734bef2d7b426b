/** An order's salt deliveries (issue 44 item 5) as its household's page shows them, newest week first. */
import { SaltDelivery } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';
import type { SaltDeliveryStatus } from '../../../src/aftercare/salt.ts';

export interface SaltDeliveryView {
  id: number;
  kg: number;
  week: string;
  status: SaltDeliveryStatus;
  deliveredOn: string | null;
}

export async function saltDeliveriesOf(em: Em, orderId: number): Promise<SaltDeliveryView[]> {
  const rows = await em.find(SaltDelivery, { order: orderId }, { orderBy: { week: 'desc', id: 'desc' } });
  return rows.map((row) => ({ id: row.id, kg: row.kg, week: row.week, status: row.status, deliveredOn: row.deliveredOn ?? null }));
}
