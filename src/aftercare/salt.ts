/**
 * Salt as promised (issue 44 item 5): the allowance of the seller's terms on the installation day (so many
 * kilograms over so many months from the installation), less what was delivered and what the household
 * has asked for and is not yet delivered. Pure.
 */
import { addMonths } from './calendar.ts';

export const SALT_DELIVERY_STATUSES = ['asked', 'confirmed', 'delivered', 'cancelled'] as const;
export type SaltDeliveryStatus = (typeof SALT_DELIVERY_STATUSES)[number];

/** The seller's steps of a delivery the household asked for (the one table: a step not here is refused). */
const SALT_STEPS: ReadonlyArray<{ from: SaltDeliveryStatus; to: SaltDeliveryStatus }> = [
  { from: 'asked', to: 'confirmed' },
  { from: 'asked', to: 'delivered' },
  { from: 'confirmed', to: 'delivered' },
  { from: 'asked', to: 'cancelled' },
  { from: 'confirmed', to: 'cancelled' },
];

export function maySaltStep(from: SaltDeliveryStatus, to: SaltDeliveryStatus): boolean {
  return SALT_STEPS.some((step) => step.from === from && step.to === to);
}

/** Weeks ahead a household may choose for a delivery (the first: the week after this one). */
export const SALT_WEEKS_AHEAD = 26;

export interface SaltAllowance {
  kg: number;
  months: number;
  deliveredHome: boolean;
}

export interface SaltBalance {
  allowanceKg: number;
  /** The last day of the allowance's period. */
  until: string;
  deliveredKg: number;
  /** Asked for or confirmed, not yet delivered. */
  pendingKg: number;
  /** What the household may still ask for: 0 once the period is over. */
  leftKg: number;
}

/** The balance on `today` of `allowance` for a softener installed on `installedOn`; null without an allowance. */
export function saltBalance(allowance: SaltAllowance | null, installedOn: string, deliveries: ReadonlyArray<{ kg: number; status: SaltDeliveryStatus }>, today: string): SaltBalance | null {
  if (!allowance) return null;
  const sum = (statuses: readonly SaltDeliveryStatus[]) => deliveries.filter((d) => statuses.includes(d.status)).reduce((total, d) => total + d.kg, 0);
  const until = addMonths(installedOn, allowance.months);
  const deliveredKg = sum(['delivered']);
  const pendingKg = sum(['asked', 'confirmed']);
  const leftKg = today > until ? 0 : Math.max(0, allowance.kg - deliveredKg - pendingKg);
  return { allowanceKg: allowance.kg, until, deliveredKg, pendingKg, leftKg };
}
