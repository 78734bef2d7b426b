/**
 * Where a household stands, in its own words (issue 23): aangemeld → adres bevestigd → gecontacteerd →
 * voorstel → klant, or 'niet verder', each step with the moment it was reached, taken from the lead's
 * status history. Pure, shared by the server (the page's data, the REST answer) and the tests.
 *
 * The statuses map onto the steps as decision 030 says: `new` is 'aangemeld' (or 'adres bevestigd' once
 * the household opened its link), `contacted` 'gecontacteerd', `followup` 'voorstel', `converted`
 * 'klant', `lost` 'niet verder'. Staff may set any status from any status (spec section 4), so a step is
 * dated by the last time the lead climbed to it (or past it) and not since fell back below it; a step
 * that was jumped over, or a lead without history, has no date.
 */
import type { LeadStatus } from '../leads/status.ts';

const HOUSEHOLD_STEPS = ['signed-up', 'confirmed', 'contacted', 'proposal', 'customer'] as const;
export type HouseholdStep = (typeof HOUSEHOLD_STEPS)[number];

/** How far each status has come (the index of its step); `lost` stops the way instead. */
const STATUS_LEVEL: Record<Exclude<LeadStatus, 'lost'>, number> = { new: 0, contacted: 2, followup: 3, converted: 4 };

interface ProgressStep {
  step: HouseholdStep | 'stopped';
  /** `reached`: behind the household; `current`: where it stands; `upcoming`: still ahead. */
  state: 'reached' | 'current' | 'upcoming';
  /** When it was reached (ISO 8601), when known. */
  at: string | null;
}

export interface Progress {
  current: HouseholdStep | 'stopped';
  steps: ProgressStep[];
}

export interface ProgressSource {
  status: LeadStatus;
  createdAt: string;
  confirmedAt: string | null;
  /** The status changes, in any order. */
  history: ReadonlyArray<{ fromStatus: LeadStatus; toStatus: LeadStatus; createdAt: string }>;
}

export function householdProgress(lead: ProgressSource): Progress {
  const history = [...lead.history].sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  // The moment each status step (2 to 4) was last reached, walking the history in order.
  const reachedAt: Array<string | null> = [lead.createdAt, lead.confirmedAt, null, null, null];
  let level = 0;
  let stoppedAt: string | null = null;
  for (const change of history) {
    if (change.toStatus === 'lost') {
      stoppedAt = change.createdAt;
      continue;
    }
    const next = STATUS_LEVEL[change.toStatus];
    for (let step = 2; step < reachedAt.length; step++) {
      if (step > level && step <= next) reachedAt[step] = change.createdAt;
      else if (step > next) reachedAt[step] = null;
    }
    level = next;
    stoppedAt = null;
  }
  const confirmed = lead.confirmedAt !== null ? 1 : 0;
  const stopped = lead.status === 'lost';
  // Where the household stands: the current status's step; when stopped, the last step it had reached.
  const current = Math.max(confirmed, stopped ? level : STATUS_LEVEL[lead.status as Exclude<LeadStatus, 'lost'>]);
  const steps: ProgressStep[] = HOUSEHOLD_STEPS.map((step, index) => ({
    step,
    state: index < current || (stopped && index === current) ? 'reached' : index === current ? 'current' : 'upcoming',
    at: index <= current ? (reachedAt[index] ?? null) : null,
  }));
  if (!stopped) return { current: HOUSEHOLD_STEPS[current] ?? 'signed-up', steps };
  // 'Niet verder': the steps it had reached, then where it stopped; nothing ahead.
  return {
    current: 'stopped',
    steps: [...steps.slice(0, current + 1), { step: 'stopped', state: 'current', at: stoppedAt }],
  };
}
