/** The services an installed softener had (issue 44 item 4), newest first. */
import { ServiceRecord } from '../../../database/entities/index.ts';
import type { Em } from '../../../database/orm.ts';

export async function serviceHistoryOf(em: Em, orderId: number): Promise<Array<{ servicedOn: string }>> {
  const rows = await em.find(ServiceRecord, { order: orderId }, { orderBy: { servicedOn: 'desc', id: 'desc' }, fields: ['servicedOn'] });
  return rows.map((row) => ({ servicedOn: row.servicedOn }));
}
