import type { MantineColor } from '@mantine/core';
import { LEAD_STATUSES, LEAD_STATUS_LABELS, type LeadStatus } from '../../../src/leads/status.ts';

/** The five statuses with their Dutch labels, as select options. */
export const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({ value: status, label: LEAD_STATUS_LABELS[status] }));

/**
 * The colour of each status's badge, so that a list is read at a glance: new work stands out, finished
 * work recedes. The label is always written too (colour is never the only cue, WCAG 1.4.1).
 */
export const STATUS_COLORS: Record<LeadStatus, MantineColor> = {
  new: 'blue',
  contacted: 'violet',
  followup: 'orange',
  converted: 'green',
  lost: 'gray',
};
