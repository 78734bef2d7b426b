/**
 * The group-purchase price per softener size, as the client publishes it, with the price the same model
 * costs outside the group purchase. Empty: the spec gives no price, and a made-up one would be a false
 * claim. While it is empty:
 * - the pages claim no offer in their structured data (Google's Product rules want a price on every
 *   offer: docs/decisions/003);
 * - the pages state no saving, neither in euro nor in per cent (a saving needs the reference price it is
 *   measured against, Belgian Code of Economic Law art. VI.18: docs/decisions/021-only-true-claims.md).
 * Fill it in when the client confirms the prices; the Product node and the savings figures then appear
 * (src/seo/json-ld.ts, tested with a fixture in src/seo/json-ld.test.ts and src/content/prices.test.ts).
 */
import type { SoftenerType } from '../leads/softeners.ts';

export interface Price {
  type: SoftenerType;
  /** Price in euro, VAT included, installation included. */
  euro: number;
  /** What the same model costs outside the group purchase, and where that price is published. */
  reference?: { euro: number; source: string };
}

export const PRICE_LIST: readonly Price[] = [];

/** What the pages may say about savings: from the reference prices of the price list. */
export interface SavingsClaim {
  euro: { min: number; max: number };
  percentMax: number;
}

/** The savings the price list proves, or null without a price with its reference. */
export function savingsClaim(prices: readonly Price[] = PRICE_LIST): SavingsClaim | null {
  const savings = prices.flatMap((price) =>
    price.reference && price.reference.euro > price.euro
      ? [{ euro: price.reference.euro - price.euro, percent: Math.floor(((price.reference.euro - price.euro) / price.reference.euro) * 100) }]
      : [],
  );
  if (savings.length === 0) return null;
  const euros = savings.map((s) => s.euro);
  return { euro: { min: Math.min(...euros), max: Math.max(...euros) }, percentMax: Math.max(...savings.map((s) => s.percent)) };
}

export const SAVINGS: SavingsClaim | null = /* @__PURE__ */ savingsClaim();
