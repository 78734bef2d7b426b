/**
 * Where a round runs: everywhere (no provinces, no postal codes), or in some provinces (ISO 3166-2:BE
 * codes, as the place pages' `geo.region`) and/or some postal codes. A household's place is its postal
 * code and the province that code lies in (bpost's ranges, src/proposals/provinces.ts).
 */
import { REGIONS, type RegionCode } from '../places/data/places.ts';
import { regionOfPostalCode } from '../proposals/provinces.ts';

export interface RoundArea {
  provinces: readonly RegionCode[];
  postalCodes: readonly string[];
}

/** The ISO codes of the ten provinces and Brussels, in the data's order. */
export const REGION_CODES = /* @__PURE__ */ Object.keys(REGIONS) as RegionCode[];

export function isEverywhere(area: RoundArea): boolean {
  return area.provinces.length === 0 && area.postalCodes.length === 0;
}

/** Whether the round runs for a household with this postal code. */
export function coversPostalCode(area: RoundArea, postalCode: string): boolean {
  if (isEverywhere(area) || area.postalCodes.includes(postalCode)) return true;
  const region = regionOfPostalCode(postalCode);
  return region !== null && area.provinces.includes(region);
}

/** Whether the round runs in the whole of a province (everywhere, or the province itself). */
export function coversRegion(area: RoundArea, region: RegionCode): boolean {
  return isEverywhere(area) || area.provinces.includes(region);
}

/** The postal codes of the round that lie in a province it does not cover whole. */
export function postalCodesIn(area: RoundArea, region: RegionCode): string[] {
  return area.postalCodes.filter((code) => regionOfPostalCode(code) === region && !area.provinces.includes(region));
}

/** Whether some household lies in both areas. */
export function areasOverlap(a: RoundArea, b: RoundArea): boolean {
  if (isEverywhere(a) || isEverywhere(b)) return true;
  if (a.provinces.some((region) => b.provinces.includes(region))) return true;
  return a.postalCodes.some((code) => coversPostalCode(b, code)) || b.postalCodes.some((code) => coversPostalCode(a, code));
}

/** The area as staff read it: 'Overal', or 'Oost-Vlaanderen, Gent (9000)'-like lists of provinces and postal codes. */
export function areaLabel(area: RoundArea): string {
  if (isEverywhere(area)) return 'Overal';
  return [...area.provinces.map((region) => REGIONS[region]), ...area.postalCodes.map((code) => `postcode ${code}`)].join(', ');
}
