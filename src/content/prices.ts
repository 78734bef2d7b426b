/**
 * The group-purchase price per softener size, as the client publishes it. Empty: the spec gives no
 * price, and a made-up one would be a false claim. While it is empty the pages claim no offer in their
 * structured data (Google's Product rules want a price on every offer: docs/decisions/003). Fill it in
 * when the client confirms the prices; the Product node with its AggregateOffer then appears on every
 * landing page (src/seo/json-ld.ts, tested with a fixture in src/seo/json-ld.test.ts).
 */
import type { SoftenerType } from '../leads/softeners.ts';

export interface Price {
  type: SoftenerType;
  /** Price in euro, VAT included, installation included. */
  euro: number;
}

export const PRICE_LIST: readonly Price[] = [];
