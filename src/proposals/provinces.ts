/**
 * Belgium's provinces by postal code, for choosing leads of one province (a bulk proposal). The ranges
 * are bpost's: the first digits of a Belgian postal code name its province (source: bpost, "Structuur
 * van de postcodes", https://www.bpost.be/nl/postcodevalidatie, and
 * https://nl.wikipedia.org/wiki/Postnummers_in_België, read 25 November 2026).
 * Each names its ISO 3166-2:BE code (`region`), as the place pages' `geo.region` and the rounds do.
 */
import type { RegionCode } from '../places/data/places.ts';

export const PROVINCES = {
  brussel: { region: 'BE-BRU', label: 'Brussels Hoofdstedelijk Gewest', ranges: [[1000, 1299]] },
  'waals-brabant': { region: 'BE-WBR', label: 'Waals-Brabant', ranges: [[1300, 1499]] },
  'vlaams-brabant': { region: 'BE-VBR', label: 'Vlaams-Brabant', ranges: [[1500, 1999], [3000, 3499]] },
  antwerpen: { region: 'BE-VAN', label: 'Antwerpen', ranges: [[2000, 2999]] },
  limburg: { region: 'BE-VLI', label: 'Limburg', ranges: [[3500, 3999]] },
  luik: { region: 'BE-WLG', label: 'Luik', ranges: [[4000, 4999]] },
  namen: { region: 'BE-WNA', label: 'Namen', ranges: [[5000, 5999]] },
  henegouwen: { region: 'BE-WHT', label: 'Henegouwen', ranges: [[6000, 6599], [7000, 7999]] },
  luxemburg: { region: 'BE-WLX', label: 'Luxemburg', ranges: [[6600, 6999]] },
  'west-vlaanderen': { region: 'BE-VWV', label: 'West-Vlaanderen', ranges: [[8000, 8999]] },
  'oost-vlaanderen': { region: 'BE-VOV', label: 'Oost-Vlaanderen', ranges: [[9000, 9999]] },
} as const satisfies Record<string, { region: RegionCode; label: string; ranges: ReadonlyArray<readonly [number, number]> }>;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_KEYS = /* @__PURE__ */ Object.keys(PROVINCES) as Province[];

/** The province (ISO 3166-2:BE code) of a Belgian postal code, or null for one outside bpost's ranges. */
export function regionOfPostalCode(postalCode: string): RegionCode | null {
  if (!/^\d{4}$/.test(postalCode)) return null;
  const code = Number(postalCode);
  for (const province of Object.values(PROVINCES)) {
    if (province.ranges.some(([from, to]) => code >= from && code <= to)) return province.region;
  }
  return null;
}
