/**
 * The place pages' measured hardness (issue 34 item 6, decision 053) follows the measurements: a visit
 * recorded, or a household erased whose order had one (its address no longer counts, so a place may fall
 * under five addresses and its figure must go). Both call this in their transaction.
 */
import type { Em } from '../../../database/orm.ts';
import { pagesChanged } from '../../page-parts/page-parts.ts';

/** Queues the pages' rewrite if any of the leads `leadIds` has a measured hardness (before their rows go). */
export async function measurementsChange(tx: Em, leadIds: readonly number[]): Promise<void> {
  if (leadIds.length === 0) return;
  const rows = await tx.execute<Array<{ one: number }>>(
    `select 1 as "one" from "orders" where "hardness_fh" is not null and "lead_id" in (${leadIds.map(() => '?').join(', ')}) limit 1`,
    [...leadIds],
  );
  if (rows.length > 0) await pagesChanged(tx, 'hardness');
}
