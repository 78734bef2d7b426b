import { LEAD_STATUSES, LEAD_STATUS_LABELS } from '../../../src/leads/status.ts';

/** The five statuses with their Dutch labels, as select options. */
export const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));
