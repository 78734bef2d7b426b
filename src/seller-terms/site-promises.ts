/**
 * What a public page promises, as promises.ts works it out from the sellers' terms (decision 057), and a
 * fresh install's: no seller, nothing promised. Apart from promises.ts, which reads the sellers' areas by
 * postal code, so that the pages that write it at build time (built-part.ts) do not pull the provinces'
 * table into the public pages' shared JavaScript.
 */
export interface SitePromises {
  /** The sellers that may sell on the page, by name. */
  sellers: string[];
  /** The commercial guarantee: the shortest, and who gives it (the manufacturer's or the seller's name). */
  guarantee: { years: number; guarantors: string[] } | null;
  salt: { kg: number; months: number; deliveredHome: boolean } | null;
  /** The PFAS filter; its value only when every seller gives a sourced one (the lowest). */
  pfasFilter: { valueEuro: number | null } | null;
  /** Servicing every this many months (the most frequent). */
  servicingIntervalMonths: number | null;
  /** Help at every hour of every day from every seller's service. */
  aroundTheClock: boolean;
  /** Made in Belgium by these manufacturers. */
  madeInBelgium: { makers: Array<{ name: string; address: string }> } | null;
}

export const NO_PROMISES: SitePromises = {
  sellers: [],
  guarantee: null,
  salt: null,
  pfasFilter: null,
  servicingIntervalMonths: null,
  aroundTheClock: false,
  madeInBelgium: null,
};
