/** The statistics tab's line about the retention purge (decision 016), in Dutch. */
import { formatNumber } from '../format.ts';
import { formatDateTime } from './format.ts';

export interface RetentionStatus {
  months: number;
  last: { at: string; leads: number } | null;
}

export function retentionNoteText({ months, last }: RetentionStatus): string {
  const rule = `Bewaartermijn: ${months} maanden na het laatste contact (klanten uitgezonderd).`;
  if (!last) return `${rule} De automatische opschoning is nog niet uitgevoerd.`;
  const erased = last.leads === 1 ? '1 lead gewist' : `${formatNumber(last.leads)} leads gewist`;
  return `${rule} Laatste opschoning: ${formatDateTime(last.at)}, ${erased}.`;
}
