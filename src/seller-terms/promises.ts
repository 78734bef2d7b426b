/**
 * What a public page may promise (issue 42 item 1, decision 057): a promise stands on a page only while
 * every active seller that may sell there has it recorded (src/seller-terms/schema.ts), so it holds
 * whoever the household's seller turns out to be; it is stated at the weakest of their terms (the
 * shortest guarantee, the least salt) and names who gives it. Without an active seller there, or with one
 * that has not recorded it, the page does not make it. Pure: the build (no seller: nothing promised) and
 * the server's page part (server/page-parts/promises-part.ts) use the same function.
 */
import type { RegionCode } from '../places/data/places.ts';
import { regionOfPostalCode } from '../proposals/provinces.ts';
import { NO_PROMISES, type SitePromises } from './site-promises.ts';
import type { SellerTerms } from './schema.ts';

/** An active installer as the promises need it: its name, area and terms (null: none recorded). */
export interface PromiseSeller {
  name: string;
  postalCodes: readonly string[];
  provinces: readonly string[];
  terms: SellerTerms | null;
}

/** Whether a seller may sell on a page for `region` (null: the whole country, the home page). */
function sellsIn(seller: PromiseSeller, region: RegionCode | null): boolean {
  if (region === null) return true;
  return seller.provinces.includes(region) || seller.postalCodes.some((code) => regionOfPostalCode(code) === region);
}

/** `pick` of every seller's terms, or null when one of them has none. */
function all<T>(sellers: readonly PromiseSeller[], pick: (terms: SellerTerms) => T | null): T[] | null {
  const values = sellers.map((seller) => (seller.terms ? pick(seller.terms) : null));
  return values.length > 0 && values.every((value) => value !== null) ? (values as T[]) : null;
}

const unique = (names: string[]) => [...new Set(names)];

/** What a page for `region` may promise, from the active sellers. */
export function sitePromises(active: readonly PromiseSeller[], region: RegionCode | null): SitePromises {
  const sellers = active.filter((seller) => sellsIn(seller, region));
  if (sellers.length === 0) return NO_PROMISES;
  const guarantees = all(sellers, (terms) =>
    terms.guarantee ? { years: terms.guarantee.years, by: terms.guarantee.by === 'manufacturer' && terms.manufacturer ? terms.manufacturer.name : null } : null,
  );
  const salts = all(sellers, (terms) => terms.salt);
  const filters = all(sellers, (terms) => terms.pfasFilter);
  const intervals = all(sellers, (terms) => terms.servicingIntervalMonths);
  const makers = all(sellers, (terms) => (terms.manufacturer?.madeInBelgium ? { name: terms.manufacturer.name, address: terms.manufacturer.address } : null));
  const values = filters?.map((filter) => filter.valueEuro);
  return {
    sellers: unique(sellers.map((seller) => seller.name)),
    guarantee: guarantees && {
      years: Math.min(...guarantees.map((g) => g.years)),
      guarantors: unique(guarantees.map((g, index) => g.by ?? (sellers[index] as PromiseSeller).name)),
    },
    salt: salts && { kg: Math.min(...salts.map((s) => s.kg)), months: Math.min(...salts.map((s) => s.months)), deliveredHome: salts.every((s) => s.deliveredHome) },
    pfasFilter: filters && { valueEuro: values?.every((value) => value !== null) ? Math.min(...(values as number[])) : null },
    servicingIntervalMonths: intervals && Math.min(...intervals),
    aroundTheClock: all(sellers, (terms) => (terms.service?.aroundTheClock ? true : null)) !== null,
    madeInBelgium: makers && { makers: makers.filter((maker, index) => makers.findIndex((other) => other.name === maker.name) === index) },
  };
}

