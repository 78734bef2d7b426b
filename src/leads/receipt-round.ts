/**
 * The round of a signup, kept by the signup form for the thank-you page (issue 35): sessionStorage, this
 * tab only. The page reads it after hydration (src/components/pages/RoundReceipt.tsx).
 */
import { sessionStore } from './attribution.ts';
import type { ReceiptRound } from './fields.ts';

const STORAGE_KEY = 'groepsaankoop:signup-round';

/** `null`: no round was planned for the household's place. */
export function keepReceiptRound(round: ReceiptRound | null): void {
  try {
    sessionStore()?.setItem(STORAGE_KEY, JSON.stringify({ round }));
  } catch {
    // Storage refused (private mode): the thank-you page then says nothing about the round.
  }
}

/** What the form kept, or null when it kept nothing readable. */
export function readReceiptRound(): { round: ReceiptRound | null } | null {
  try {
    const text = sessionStore()?.getItem(STORAGE_KEY);
    const value = text ? (JSON.parse(text) as { round?: ReceiptRound | null }) : null;
    if (!value || !('round' in value)) return null;
    const round = value.round ?? null;
    if (round && (!Number.isFinite(Date.parse(round.registrationOpensAt)) || !Number.isFinite(Date.parse(round.registrationClosesAt)))) return null;
    return { round };
  } catch {
    return null;
  }
}
