/**
 * Belgium's provinces by postal code, for choosing leads of one province (a bulk proposal). The ranges
 * are bpost's: the first digits of a Belgian postal code name its province (source: bpost, "Structuur
 * van de postcodes", https://www.bpost.be/nl/postcodevalidatie, and
 * https://nl.wikipedia.org/wiki/Postnummers_in_België, read 25 November 2026). Each has its ISO 3166-2:BE
 * code, the place pages' `geo.region` (src/places/data/places.ts): the area an installer serves names them.
 */
import type { RegionCode } from '../places/data/places.ts';

export const PROVINCES = {
  brussel: { label: 'Brussels Hoofdstedelijk Gewest', region: 'BE-BRU', ranges: [[1000, 1299]] },
  'waals-brabant': { label: 'Waals-Brabant', region: 'BE-WBR', ranges: [[1300, 1499]] },
  'vlaams-brabant': { label: 'Vlaams-Brabant', region: 'BE-VBR', ranges: [[1500, 1999], [3000, 3499]] },
  antwerpen: { label: 'Antwerpen', region: 'BE-VAN', ranges: [[2000, 2999]] },
  limburg: { label: 'Limburg', region: 'BE-VLI', ranges: [[3500, 3999]] },
  luik: { label: 'Luik', region: 'BE-WLG', ranges: [[4000, 4999]] },
  namen: { label: 'Namen', region: 'BE-WNA', ranges: [[5000, 5999]] },
  henegouwen: { label: 'Henegouwen', region: 'BE-WHT', ranges: [[6000, 6599], [7000, 7999]] },
  luxemburg: { label: 'Luxemburg', region: 'BE-WLX', ranges: [[6600, 6999]] },
  'west-vlaanderen': { label: 'West-Vlaanderen', region: 'BE-VWV', ranges: [[8000, 8999]] },
  'oost-vlaanderen': { label: 'Oost-Vlaanderen', region: 'BE-VOV', ranges: [[9000, 9999]] },
} as const satisfies Record<string, { label: string; region: RegionCode; ranges: ReadonlyArray<readonly [number, number]> }>;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_KEYS = Object.keys(PROVINCES) as Province[];

/** The ISO code of the province (or Brussels) a Belgian postal code belongs to; null for a code outside every range. */
export function regionOfPostalCode(postalCode: string): RegionCode | null {
  const code = Number(postalCode);
  for (const province of Object.values(PROVINCES)) {
    if (province.ranges.some(([from, to]) => code >= from && code <= to)) return province.region;
  }
  return null;
}
