/**
 * The place landing pages (spec section 2): one entry per page, the one home of the list of place pages (their facts are rows staff keep, issue 41). The
 * code that turns an entry into a page's Place is src/places/places.ts; the page template (its data hook
 * answers 404 for any other slug), the pre-rendered path list, the SEO tags, the sitemap and the tests read
 * it there.
 *
 * Region codes follow the spec; where it is silent, the real province (Leuven BE-VBR; the Waasland and
 * Dender towns BE-VOV). Coordinates are approximate centres (a province's lies near its middle).
 */

/** ISO 3166-2:BE codes of the ten provinces and Brussels, with their Dutch names. */
export const REGIONS = {
  'BE-VWV': 'West-Vlaanderen',
  'BE-VOV': 'Oost-Vlaanderen',
  'BE-VAN': 'Antwerpen',
  'BE-VLI': 'Limburg',
  'BE-VBR': 'Vlaams-Brabant',
  'BE-WBR': 'Waals-Brabant',
  'BE-WHT': 'Henegouwen',
  'BE-WLG': 'Luik',
  'BE-WNA': 'Namen',
  'BE-WLX': 'Luxemburg',
  'BE-BRU': 'Brussels Hoofdstedelijk Gewest',
} as const;
export type RegionCode = keyof typeof REGIONS;

export const PLACE_KINDS = ['province', 'city', 'town'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** One place page, as the data gives it (src/places/places.ts turns it into a Place). */
export interface PlaceEntry {
  slug: string;
  kind: PlaceKind;
  regionCode: RegionCode;
  /** Omitted for provinces, whose name is REGIONS[regionCode]. */
  name?: string;
  /** A province whose name is also a city or a country (Namen, Luxemburg) reads 'Provincie …'. */
  ambiguousName?: true;
  crossLinks: readonly string[];
  alternateNames?: readonly string[];
  lat: number;
  lng: number;
}

export const PLACE_ENTRIES: readonly PlaceEntry[] = [
  // Provinces
  { slug: 'west-vlaanderen', kind: 'province', regionCode: 'BE-VWV', crossLinks: ['brugge', 'kortrijk', 'oostende'], alternateNames: ['Flandre-Occidentale'], lat: 51.04, lng: 3.05 },
  { slug: 'oost-vlaanderen', kind: 'province', regionCode: 'BE-VOV', crossLinks: ['gent', 'aalst', 'sint-niklaas'], alternateNames: ['Flandre-Orientale'], lat: 51.0, lng: 3.8 },
  { slug: 'antwerpen', kind: 'province', regionCode: 'BE-VAN', crossLinks: ['antwerpen-stad', 'mechelen', 'turnhout'], alternateNames: ['Anvers'], lat: 51.2, lng: 4.7 },
  { slug: 'limburg', kind: 'province', regionCode: 'BE-VLI', crossLinks: ['hasselt', 'mol', 'leuven'], alternateNames: ['Limbourg'], lat: 50.98, lng: 5.45 },
  { slug: 'vlaams-brabant', kind: 'province', regionCode: 'BE-VBR', crossLinks: ['leuven', 'vilvoorde', 'halle'], alternateNames: ['Brabant flamand'], lat: 50.88, lng: 4.57 },
  { slug: 'waals-brabant', kind: 'province', regionCode: 'BE-WBR', crossLinks: ['brussel', 'halle', 'namen'], alternateNames: ['Brabant wallon'], lat: 50.67, lng: 4.6 },
  { slug: 'henegouwen', kind: 'province', regionCode: 'BE-WHT', crossLinks: ['charleroi', 'waals-brabant', 'geraardsbergen'], alternateNames: ['Hainaut'], lat: 50.5, lng: 3.95 },
  { slug: 'luik', kind: 'province', regionCode: 'BE-WLG', crossLinks: ['liege', 'namen', 'luxemburg'], alternateNames: ['Liège'], lat: 50.52, lng: 5.72 },
  { slug: 'namen', kind: 'province', regionCode: 'BE-WNA', ambiguousName: true, crossLinks: ['charleroi', 'luxemburg', 'henegouwen'], alternateNames: ['Namur'], lat: 50.32, lng: 4.85 },
  { slug: 'luxemburg', kind: 'province', regionCode: 'BE-WLX', ambiguousName: true, crossLinks: ['namen', 'luik'], alternateNames: ['Luxembourg'], lat: 49.95, lng: 5.5 },

  // Cities
  { slug: 'brussel', kind: 'city', regionCode: 'BE-BRU', name: 'Brussel', crossLinks: ['vilvoorde', 'zaventem', 'dilbeek'], alternateNames: ['Bruxelles'], lat: 50.8467, lng: 4.3525 },
  { slug: 'antwerpen-stad', kind: 'city', regionCode: 'BE-VAN', name: 'Antwerpen', crossLinks: ['mechelen', 'lier', 'brecht'], alternateNames: ['Anvers'], lat: 51.2194, lng: 4.4025 },
  { slug: 'gent', kind: 'city', regionCode: 'BE-VOV', name: 'Gent', crossLinks: ['deinze', 'wetteren', 'eeklo'], alternateNames: ['Gand'], lat: 51.0543, lng: 3.7174 },
  { slug: 'charleroi', kind: 'city', regionCode: 'BE-WHT', name: 'Charleroi', crossLinks: ['henegouwen', 'namen', 'waals-brabant'], lat: 50.4108, lng: 4.4446 },
  { slug: 'liege', kind: 'city', regionCode: 'BE-WLG', name: 'Luik', crossLinks: ['luik', 'hasselt', 'namen'], alternateNames: ['Liège'], lat: 50.6326, lng: 5.5797 },
  { slug: 'brugge', kind: 'city', regionCode: 'BE-VWV', name: 'Brugge', crossLinks: ['oostende', 'blankenberge', 'knokke-heist'], alternateNames: ['Bruges'], lat: 51.2093, lng: 3.2247 },
  { slug: 'leuven', kind: 'city', regionCode: 'BE-VBR', name: 'Leuven', crossLinks: ['vlaams-brabant', 'zaventem', 'mechelen'], alternateNames: ['Louvain'], lat: 50.8798, lng: 4.7005 },
  { slug: 'mechelen', kind: 'city', regionCode: 'BE-VAN', name: 'Mechelen', crossLinks: ['lier', 'heist-op-den-berg', 'vilvoorde'], alternateNames: ['Malines'], lat: 51.0259, lng: 4.4776 },
  { slug: 'aalst', kind: 'city', regionCode: 'BE-VOV', name: 'Aalst', crossLinks: ['ninove', 'dendermonde', 'asse'], alternateNames: ['Alost'], lat: 50.9378, lng: 4.0403 },
  { slug: 'hasselt', kind: 'city', regionCode: 'BE-VLI', name: 'Hasselt', crossLinks: ['limburg', 'geel', 'liege'], lat: 50.9307, lng: 5.3378 },
  { slug: 'oostende', kind: 'city', regionCode: 'BE-VWV', name: 'Oostende', crossLinks: ['oudenburg', 'brugge', 'west-vlaanderen'], alternateNames: ['Ostende'], lat: 51.2154, lng: 2.927 },
  { slug: 'kortrijk', kind: 'city', regionCode: 'BE-VWV', name: 'Kortrijk', crossLinks: ['oostende', 'roeselare', 'waregem'], alternateNames: ['Courtrai'], lat: 50.828, lng: 3.2649 },

  // Towns: West-Vlaanderen
  { slug: 'roeselare', kind: 'town', regionCode: 'BE-VWV', name: 'Roeselare', crossLinks: ['tielt', 'kortrijk', 'ieper'], alternateNames: ['Roulers'], lat: 50.9445, lng: 3.1237 },
  { slug: 'waregem', kind: 'town', regionCode: 'BE-VWV', name: 'Waregem', crossLinks: ['kortrijk', 'deinze', 'oudenaarde'], lat: 50.8894, lng: 3.4269 },
  { slug: 'ieper', kind: 'town', regionCode: 'BE-VWV', name: 'Ieper', crossLinks: ['poperinge', 'menen', 'roeselare'], alternateNames: ['Ypres'], lat: 50.8503, lng: 2.8851 },
  { slug: 'knokke-heist', kind: 'town', regionCode: 'BE-VWV', name: 'Knokke-Heist', crossLinks: ['blankenberge', 'brugge'], lat: 51.3441, lng: 3.287 },
  { slug: 'blankenberge', kind: 'town', regionCode: 'BE-VWV', name: 'Blankenberge', crossLinks: ['knokke-heist', 'brugge', 'oostende'], lat: 51.3128, lng: 3.1322 },
  { slug: 'poperinge', kind: 'town', regionCode: 'BE-VWV', name: 'Poperinge', crossLinks: ['ieper', 'veurne'], lat: 50.855, lng: 2.7262 },
  { slug: 'menen', kind: 'town', regionCode: 'BE-VWV', name: 'Menen', crossLinks: ['kortrijk', 'ieper'], alternateNames: ['Menin'], lat: 50.7967, lng: 3.1219 },
  { slug: 'tielt', kind: 'town', regionCode: 'BE-VWV', name: 'Tielt', crossLinks: ['roeselare', 'deinze', 'waregem'], lat: 50.999, lng: 3.327 },
  { slug: 'oudenburg', kind: 'town', regionCode: 'BE-VWV', name: 'Oudenburg', crossLinks: ['oostende', 'brugge'], lat: 51.1838, lng: 3.0035 },
  { slug: 'veurne', kind: 'town', regionCode: 'BE-VWV', name: 'Veurne', crossLinks: ['poperinge', 'oostende'], alternateNames: ['Furnes'], lat: 51.0722, lng: 2.6622 },

  // Towns: Oost-Vlaanderen
  { slug: 'sint-niklaas', kind: 'town', regionCode: 'BE-VOV', name: 'Sint-Niklaas', crossLinks: ['lokeren', 'dendermonde', 'beveren'], alternateNames: ['Saint-Nicolas'], lat: 51.165, lng: 4.1437 },
  { slug: 'lokeren', kind: 'town', regionCode: 'BE-VOV', name: 'Lokeren', crossLinks: ['sint-niklaas', 'gent', 'oost-vlaanderen'], lat: 51.1034, lng: 3.993 },
  { slug: 'dendermonde', kind: 'town', regionCode: 'BE-VOV', name: 'Dendermonde', crossLinks: ['aalst', 'temse', 'wetteren'], alternateNames: ['Termonde'], lat: 51.0286, lng: 4.101 },
  { slug: 'eeklo', kind: 'town', regionCode: 'BE-VOV', name: 'Eeklo', crossLinks: ['gent', 'brugge'], lat: 51.1853, lng: 3.5612 },
  { slug: 'oudenaarde', kind: 'town', regionCode: 'BE-VOV', name: 'Oudenaarde', crossLinks: ['zottegem', 'waregem', 'geraardsbergen'], alternateNames: ['Audenarde'], lat: 50.8456, lng: 3.6041 },
  { slug: 'geraardsbergen', kind: 'town', regionCode: 'BE-VOV', name: 'Geraardsbergen', crossLinks: ['ninove', 'zottegem', 'oudenaarde'], alternateNames: ['Grammont'], lat: 50.7734, lng: 3.8818 },
  { slug: 'beveren', kind: 'town', regionCode: 'BE-VOV', name: 'Beveren', crossLinks: ['sint-niklaas', 'temse', 'antwerpen-stad'], lat: 51.212, lng: 4.256 },
  { slug: 'temse', kind: 'town', regionCode: 'BE-VOV', name: 'Temse', crossLinks: ['sint-niklaas', 'beveren', 'dendermonde'], alternateNames: ['Tamise'], lat: 51.128, lng: 4.213 },
  { slug: 'wetteren', kind: 'town', regionCode: 'BE-VOV', name: 'Wetteren', crossLinks: ['gent', 'dendermonde', 'aalst'], lat: 51.001, lng: 3.884 },
  { slug: 'zottegem', kind: 'town', regionCode: 'BE-VOV', name: 'Zottegem', crossLinks: ['oudenaarde', 'geraardsbergen', 'ninove'], lat: 50.8697, lng: 3.811 },
  { slug: 'deinze', kind: 'town', regionCode: 'BE-VOV', name: 'Deinze', crossLinks: ['gent', 'tielt', 'waregem'], lat: 50.981, lng: 3.526 },
  { slug: 'ninove', kind: 'town', regionCode: 'BE-VOV', name: 'Ninove', crossLinks: ['aalst', 'geraardsbergen', 'dilbeek'], lat: 50.834, lng: 4.025 },

  // Towns: Antwerpen
  { slug: 'turnhout', kind: 'town', regionCode: 'BE-VAN', name: 'Turnhout', crossLinks: ['mol', 'geel', 'herentals'], lat: 51.3227, lng: 4.9447 },
  { slug: 'mol', kind: 'town', regionCode: 'BE-VAN', name: 'Mol', crossLinks: ['geel', 'kasterlee', 'limburg'], lat: 51.1911, lng: 5.1166 },
  { slug: 'herentals', kind: 'town', regionCode: 'BE-VAN', name: 'Herentals', crossLinks: ['olen', 'vorselaar', 'kasterlee'], lat: 51.1766, lng: 4.836 },
  { slug: 'geel', kind: 'town', regionCode: 'BE-VAN', name: 'Geel', crossLinks: ['olen', 'westerlo', 'mol'], lat: 51.1617, lng: 4.9894 },
  { slug: 'lier', kind: 'town', regionCode: 'BE-VAN', name: 'Lier', crossLinks: ['mechelen', 'heist-op-den-berg', 'antwerpen-stad'], alternateNames: ['Lierre'], lat: 51.1313, lng: 4.57 },
  { slug: 'heist-op-den-berg', kind: 'town', regionCode: 'BE-VAN', name: 'Heist-op-den-Berg', crossLinks: ['westerlo', 'lier', 'mechelen'], lat: 51.076, lng: 4.728 },
  { slug: 'westerlo', kind: 'town', regionCode: 'BE-VAN', name: 'Westerlo', crossLinks: ['geel', 'heist-op-den-berg', 'herentals'], lat: 51.089, lng: 4.916 },
  { slug: 'brecht', kind: 'town', regionCode: 'BE-VAN', name: 'Brecht', crossLinks: ['hoogstraten', 'antwerpen-stad', 'antwerpen'], lat: 51.35, lng: 4.638 },
  { slug: 'hoogstraten', kind: 'town', regionCode: 'BE-VAN', name: 'Hoogstraten', crossLinks: ['brecht', 'turnhout'], lat: 51.4, lng: 4.76 },
  { slug: 'kasterlee', kind: 'town', regionCode: 'BE-VAN', name: 'Kasterlee', crossLinks: ['turnhout', 'herentals', 'geel'], lat: 51.241, lng: 4.966 },
  { slug: 'olen', kind: 'town', regionCode: 'BE-VAN', name: 'Olen', crossLinks: ['herentals', 'geel', 'westerlo'], lat: 51.143, lng: 4.86 },
  { slug: 'vorselaar', kind: 'town', regionCode: 'BE-VAN', name: 'Vorselaar', crossLinks: ['herentals', 'lier', 'kasterlee'], lat: 51.201, lng: 4.772 },

  // Towns: Vlaams-Brabant
  { slug: 'vilvoorde', kind: 'town', regionCode: 'BE-VBR', name: 'Vilvoorde', crossLinks: ['grimbergen', 'brussel', 'zaventem'], alternateNames: ['Vilvorde'], lat: 50.928, lng: 4.425 },
  { slug: 'asse', kind: 'town', regionCode: 'BE-VBR', name: 'Asse', crossLinks: ['dilbeek', 'aalst', 'grimbergen'], lat: 50.91, lng: 4.2 },
  { slug: 'dilbeek', kind: 'town', regionCode: 'BE-VBR', name: 'Dilbeek', crossLinks: ['asse', 'halle', 'brussel'], lat: 50.848, lng: 4.26 },
  { slug: 'halle', kind: 'town', regionCode: 'BE-VBR', name: 'Halle', crossLinks: ['dilbeek', 'brussel', 'waals-brabant'], alternateNames: ['Hal'], lat: 50.734, lng: 4.235 },
  { slug: 'zaventem', kind: 'town', regionCode: 'BE-VBR', name: 'Zaventem', crossLinks: ['vilvoorde', 'leuven', 'brussel'], lat: 50.883, lng: 4.473 },
  { slug: 'grimbergen', kind: 'town', regionCode: 'BE-VBR', name: 'Grimbergen', crossLinks: ['vilvoorde', 'asse', 'mechelen'], lat: 50.935, lng: 4.372 },
];

/** Provinces that share a border (Brussels lies inside Vlaams-Brabant). */
export const ADJACENT_PROVINCES: Readonly<Record<string, readonly string[]>> = {
  'west-vlaanderen': ['oost-vlaanderen', 'henegouwen'],
  'oost-vlaanderen': ['west-vlaanderen', 'antwerpen', 'vlaams-brabant', 'henegouwen'],
  antwerpen: ['oost-vlaanderen', 'vlaams-brabant', 'limburg'],
  limburg: ['antwerpen', 'vlaams-brabant', 'luik'],
  'vlaams-brabant': ['antwerpen', 'limburg', 'luik', 'waals-brabant', 'henegouwen', 'oost-vlaanderen'],
  'waals-brabant': ['vlaams-brabant', 'henegouwen', 'namen', 'luik'],
  henegouwen: ['west-vlaanderen', 'oost-vlaanderen', 'vlaams-brabant', 'waals-brabant', 'namen'],
  luik: ['limburg', 'vlaams-brabant', 'waals-brabant', 'namen', 'luxemburg'],
  namen: ['henegouwen', 'waals-brabant', 'luik', 'luxemburg'],
  luxemburg: ['namen', 'luik'],
};
