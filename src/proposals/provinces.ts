/**
 * Belgium's provinces by postal code, for choosing leads of one province (a bulk proposal). The ranges
 * are bpost's: the first digits of a Belgian postal code name its province (source: bpost, "Structuur
 * van de postcodes", https://www.bpost.be/nl/postcodevalidatie, and
 * https://nl.wikipedia.org/wiki/Postnummers_in_België, read 25 November 2026).
 */
export const PROVINCES = {
  brussel: { label: 'Brussels Hoofdstedelijk Gewest', ranges: [[1000, 1299]] },
  'waals-brabant': { label: 'Waals-Brabant', ranges: [[1300, 1499]] },
  'vlaams-brabant': { label: 'Vlaams-Brabant', ranges: [[1500, 1999], [3000, 3499]] },
  antwerpen: { label: 'Antwerpen', ranges: [[2000, 2999]] },
  limburg: { label: 'Limburg', ranges: [[3500, 3999]] },
  luik: { label: 'Luik', ranges: [[4000, 4999]] },
  namen: { label: 'Namen', ranges: [[5000, 5999]] },
  henegouwen: { label: 'Henegouwen', ranges: [[6000, 6599], [7000, 7999]] },
  luxemburg: { label: 'Luxemburg', ranges: [[6600, 6999]] },
  'west-vlaanderen': { label: 'West-Vlaanderen', ranges: [[8000, 8999]] },
  'oost-vlaanderen': { label: 'Oost-Vlaanderen', ranges: [[9000, 9999]] },
} as const satisfies Record<string, { label: string; ranges: ReadonlyArray<readonly [number, number]> }>;

export type Province = keyof typeof PROVINCES;
export const PROVINCE_KEYS = Object.keys(PROVINCES) as Province[];
