/**
 * The drinking water of each place page: who supplies it and, where a source publishes it, how hard it
 * is. Every sentence names its source (src/places/sources.ts). A place without a source has no entry
 * here, and its page says nothing about its supplier or its hardness beyond pointing to the bill.
 * Left out on purpose: Herentals (only a historical mention of Pidpa), Mol, Westerlo and Heist-op-den-Berg
 * (production sites or sewer management, not supply), Vilvoorde's 10 °fH (raw well water, not tap water).
 */
import type { SourceId } from './sources.ts';

export interface Fact {
  /** One Dutch sentence, as the page shows it. */
  text: string;
  source: SourceId;
}

export interface Hardness {
  /** The published figure in °fH: a range, or a single value (min = max), or 'above min' (max null). */
  minFh: number;
  maxFh: number | null;
  /** Other figures the sentence names (another district, another season). */
  otherFh?: readonly number[];
  year: number;
  /** What the figure is, in Dutch, for the calculator's note ('gemeten in het centrum van Ieper'). */
  what: string;
  /** The page's sentence about it; its °fH figures must be minFh and maxFh. */
  text: string;
  source: SourceId;
}

export interface WaterFacts {
  /** The supplier named in the FAQ answer and the calculator's note; null where several share the area. */
  company: string | null;
  supply: readonly Fact[];
  hardness?: Hardness;
}

const supplies = (company: string, text: string, source: SourceId, more: readonly Fact[] = []): WaterFacts => ({
  company,
  supply: [{ text, source }, ...more],
});

export const WATER_FACTS: Readonly<Record<string, WaterFacts>> = {
  // Provinces and Brussels: the suppliers of the area, no single company.
  'west-vlaanderen': {
    company: null,
    supply: [
      { text: 'Ongeveer een derde van de West-Vlamingen krijgt drinkwater dat De Watergroep maakt uit het spaarbekken De Blankaart.', source: 'wtvBlankaart2017' },
      { text: 'In De Panne, Koksijde, Nieuwpoort, Alveringem, Veurne en een deel van Diksmuide levert IWVA het water.', source: 'hlnAlert2018' },
      { text: 'Knokke-Heist had in 2020 een eigen waterbedrijf, AGSO Knokke-Heist.', source: 'vmmSupply' },
    ],
  },
  'oost-vlaanderen': {
    company: null,
    supply: [
      { text: 'Farys levert drinkwater in een zestigtal gemeenten in Oost-Vlaanderen, Vlaams-Brabant en West-Vlaanderen; De Watergroep in 177 gemeenten in Limburg, Oost-Vlaanderen, Vlaams-Brabant en West-Vlaanderen (cijfers van 2019).', source: 'hlnCompanies2019' },
      { text: 'In Beveren krijgt een deel van de inwoners water van water-link in plaats van De Watergroep.', source: 'hlnAlert2018' },
    ],
  },
  antwerpen: {
    company: null,
    supply: [
      { text: 'Pidpa verzorgt het drinkwater in het grootste deel van de provincie Antwerpen.', source: 'vrtPidpa2020' },
      { text: 'In 2019 was Pidpa actief in 64 Antwerpse gemeenten.', source: 'hlnCompanies2019' },
      { text: 'water-link bedient de stad Antwerpen en Edegem, Hove, Mortsel en Zwijndrecht.', source: 'hlnWaterLink2019' },
    ],
  },
  limburg: supplies('De Watergroep', 'In Limburg levert De Watergroep het drinkwater; in de gebruikte bronnen staat geen ander Limburgs waterbedrijf.', 'hlnCompanies2019'),
  'vlaams-brabant': {
    company: null,
    supply: [
      { text: 'Tweeënveertig Vlaams-Brabantse gemeenten, van Leuven tot Vilvoorde en Grimbergen, horen bij het gebied Mid-Oost van De Watergroep.', source: 'vlaamsBrabantMidOost2020' },
      { text: 'Farys levert in een deel van de provincie, onder meer sinds 2019 in heel Zaventem.', source: 'watergroepReport2019' },
    ],
  },
  'waals-brabant': {
    company: null,
    supply: [
      { text: 'inBW levert leidingwater in een tiental gemeenten in het centrum van Waals-Brabant.', source: 'rtbfInbw2020' },
      { text: 'De SWDE bedient een vijftiental gemeenten, vooral in het oosten van de provincie.', source: 'rtbfSwdeBw2021' },
    ],
    hardness: {
      minFh: 26,
      maxFh: 44,
      year: 2017,
      what: 'de spreiding tussen de gemeenten van Waals-Brabant in 2017',
      text: 'Het water is er hard: in 2017 liep de hardheid van ongeveer 26 °fH in Waterloo tot 44 °fH in Hélécine (Le Soir rekende in gram kalk per kubieke meter, wij in Franse graden).',
      source: 'lesoirBw2017',
    },
  },
  henegouwen: supplies('SWDE', 'In Charleroi en omgeving levert de SWDE het leidingwater; andere waterbedrijven in de provincie hebben we niet opgezocht.', 'rtbfCharleroi2023'),
  luik: {
    company: null,
    supply: [
      { text: 'De CILE levert water in 24 gemeenten van de provincie Luik, aan zowat 565.000 gebruikers.', source: 'cile' },
      { text: 'Elders in de provincie, zoals in Oupeye, is de SWDE het waterbedrijf.', source: 'walloonParliament2018' },
    ],
  },
  namen: {
    company: null,
    supply: [
      { text: 'In de stad Namen en haar deelgemeenten, zoals Jambes en Erpent, werkt de SWDE aan het waternet.', source: 'swdeJambes2018' },
      { text: 'INASEP bedient tien gemeenten in het zuiden van de provincie, met meer dan 38.000 abonnees.', source: 'confluentInasep' },
    ],
  },
  luxemburg: supplies('SWDE', '21 van de 44 gemeenten van de provincie Luxemburg winnen en verdelen hun drinkwater zelf; in de andere levert de SWDE.', 'lesoirLuxembourg2020'),
  brussel: {
    company: 'Vivaqua',
    supply: [{ text: 'Vivaqua levert het leidingwater in het Brussels Gewest en toont op zijn website de hardheid per straat.', source: 'bruzzVivaqua2022' }],
    hardness: {
      minFh: 23,
      maxFh: 23,
      year: 2022,
      what: 'gemeten op één adres in Elsene (Flageyplein)',
      text: 'BRUZZ vond in 2022 op het Flageyplein in Elsene 23 °fH; de hardheid verschilt van gemeente tot gemeente en zelfs van straat tot straat.',
      source: 'bruzzVivaqua2022',
    },
  },

  // Cities
  'antwerpen-stad': supplies('water-link', 'In de stad Antwerpen levert water-link het drinkwater.', 'hlnWaterLink2019'),
  gent: supplies('Farys', 'Farys is het waterbedrijf van Gent, ook in deelgemeenten als Wondelgem en Mariakerke.', 'hlnGentFarys2019'),
  charleroi: {
    company: 'SWDE',
    supply: [{ text: 'Tot aan de watermeter is het waternet in Charleroi van de SWDE.', source: 'rtbfCharleroi2023' }],
    hardness: {
      minFh: 30,
      maxFh: null,
      year: 2015,
      what: 'een regionaal cijfer voor de streek van Charleroi uit 2015',
      text: 'Een parlementaire vraag uit 2015 meldde voor de streek van Charleroi meer dan 30 °fH (meer dan 300 gram kalk per 1000 liter water).',
      source: 'walloonParliament2015',
    },
  },
  liege: supplies('CILE', 'Het water op de Luikse linkeroever komt van de CILE, uit haar waterwinningen in Haspengouw.', 'rtbfCileHesbaye'),
  brugge: supplies('Farys', 'Farys levert het Brugse drinkwater en vernieuwde in 2025 de watertoren van Sint-Kruis.', 'wtvBruggeFarys2025'),
  leuven: supplies('De Watergroep', 'Leuven hoort bij het gebied Mid-Oost van De Watergroep.', 'vlaamsBrabantMidOost2020'),
  mechelen: supplies('Pidpa', 'Pidpa levert sinds 1980 drinkwater aan de Mechelaars, vandaag meer dan 63.000.', 'pidpaMechelen2020'),
  aalst: supplies('Farys', 'In de deelgemeente Moorsel herstelde Farys in 2019 een waterlek; voor de rest van Aalst vonden we geen bron.', 'hlnAalstMoorsel2019'),
  hasselt: {
    company: 'De Watergroep',
    supply: [{ text: 'De Watergroep levert het Hasseltse leidingwater.', source: 'hbvlHasselt2023' }],
    hardness: {
      minFh: 20,
      maxFh: 22,
      year: 2023,
      what: 'de gewone hardheid in het grootste deel van Hasselt',
      text: 'In 2023 was het water in het grootste deel van Hasselt normaal 20 tot 22 °fH. Stevoort, Sint-Lambrechts-Herk, Wimmertingen, Kermt, Stokrooie en delen van Kuringen krijgen water uit een ander productiecentrum.',
      source: 'hbvlHasselt2023',
    },
  },
  oostende: {
    company: 'Farys',
    supply: [{ text: 'Sinds het voorjaar van 2020 levert Farys Oostende en Middelkerke vanuit zijn eigen waterproductiecentrum.', source: 'wtvOostende2021' }],
    hardness: {
      minFh: 15,
      maxFh: 20,
      year: 2019,
      what: 'de verwachting van Farys bij de opening van het nieuwe productiecentrum (2019)',
      text: 'In 2019 werd verwacht dat het water door dat productiecentrum zachter zou worden, tot 15 à 20 °fH; een latere meting vonden we niet.',
      source: 'hlnOostende2019',
    },
  },
  kortrijk: supplies('De Watergroep', 'De Watergroep voorziet de regio Kortrijk-Harelbeke sinds 1995 ook van water uit haar productiecentrum De Gavers; daarvoor was dat alleen grondwater.', 'watergroepGavers'),

  // Towns: West-Vlaanderen
  roeselare: supplies('De Watergroep', 'In Roeselare is De Watergroep het waterbedrijf.', 'wtvRoeselare2019'),
  waregem: supplies('De Watergroep', 'In een deel van Waregem levert De Watergroep sinds 2020 zachter, centraal onthard water, net als in Anzegem en Avelgem.', 'watergroepSoftening2020'),
  ieper: {
    company: 'De Watergroep',
    supply: [{ text: 'Het Ieperse water komt van De Watergroep, toen nog de Vlaamse Maatschappij voor Watervoorziening.', source: 'nieuwsbladIeper2011' }],
    hardness: {
      minFh: 20,
      maxFh: 24,
      otherFh: [30, 43],
      year: 2011,
      what: 'gemeten in het centrum van Ieper (2011)',
      text: 'In 2011 was het water in het centrum van Ieper gemiddeld 20 tot 24 °fH; in Sint-Jan en Brielen 30 °fH in de winter en 43 °fH in de zomer. Recentere cijfers vonden we niet.',
      source: 'nieuwsbladIeper2011',
    },
  },
  'knokke-heist': supplies('AGSO Knokke-Heist', 'Knokke-Heist heeft een eigen gemeentelijk waterbedrijf, AGSO Knokke-Heist (toestand 2020).', 'tijdKnokke2020'),
  blankenberge: supplies('Farys', 'In Blankenberge herstelt Farys de waterleidingen.', 'hlnBlankenberge2018'),
  poperinge: supplies('De Watergroep', 'Poperinge krijgt zijn water van De Watergroep, vroeger de Vlaamse Maatschappij voor Watervoorziening.', 'kwPoperinge'),
  tielt: supplies('De Watergroep', 'De Watergroep levert het water in Tielt.', 'hlnTielt2018'),
  veurne: supplies('IWVA', 'IWVA (Aquaduin) bedient zes gemeenten in de Westhoek, waaronder Veurne.', 'kwIwva'),

  // Towns: Oost-Vlaanderen
  'sint-niklaas': supplies('De Watergroep', 'In de Sint-Niklase Lodewijk De Meesterstraat herstelde De Watergroep een waterlek; een officiële lijst van het bedrijf vonden we niet.', 'tvoostSintNiklaas2021'),
  dendermonde: supplies('Farys', 'Farys beheert het waternet in Dendermonde; de oude watertoren aan de Leopoldlaan staat buiten dienst.', 'tvoostDendermonde'),
  eeklo: supplies('De Watergroep', 'Sinds 2019 komt het water voor Eeklo, Maldegem en Sint-Laureins uit een nieuw productiecentrum van De Watergroep in Eeklo, en het is merkbaar zachter.', 'hlnEeklo2019'),
  beveren: supplies('De Watergroep', 'In Beveren verzorgt De Watergroep de drinkwatervoorziening.', 'beverenWater', [
    { text: 'Een deel van de inwoners krijgt water van water-link, net als Zwijndrecht, dat sinds 2025 bij Beveren hoort.', source: 'hlnAlert2018' },
  ]),
  zottegem: supplies('Farys', 'Farys levert het water in Zottegem en verwittigt zijn klanten bij hinder.', 'nuusZottegem2022'),
  deinze: supplies('Farys', 'In de regio Deinze is Farys het waterbedrijf.', 'hlnDeinze2020'),

  // Towns: Antwerpen
  turnhout: supplies('Pidpa', 'In Turnhout herstelt Pidpa lekken aan het waternet.', 'rtvTurnhout'),
  lier: supplies('Pidpa', 'Pidpa levert het water in Lier.', 'gvaLier2017'),
  hoogstraten: supplies('Pidpa', 'Pidpa is het waterbedrijf van Hoogstraten, ook in Meer.', 'hlnHoogstraten2020'),
  kasterlee: supplies('Pidpa', 'Pidpa beheert het waternet in Kasterlee en renoveerde er in 2017 de watertoren.', 'pidpaReport2017'),
  olen: supplies('Pidpa', 'Pidpa beheert de waterleidingen in Olen.', 'geelfmOlen2017'),

  // Towns: Vlaams-Brabant
  vilvoorde: supplies('De Watergroep', 'Vilvoorde hoort bij het gebied Mid-Oost van De Watergroep.', 'vlaamsBrabantMidOost2020'),
  asse: supplies('Farys', 'Farys levert het water in Asse en beheert er de watertoren.', 'ringtvAsse2018'),
  dilbeek: supplies('De Watergroep', 'De Watergroep verdeelt het water in Dilbeek; het komt binnen via een transportleiding van Farys.', 'ringtvDilbeek2023'),
  halle: supplies('De Watergroep', 'De Watergroep levert het water in Halle, onder meer in Sint-Rochus, Essenbeek en Buizingen, en koopt een deel aan bij Vivaqua.', 'watergroepHalle2024'),
  zaventem: supplies('Farys', 'Sinds 1 januari 2019 hoort heel Zaventem, ook Nossegem, bij het bevoorradingsgebied van Farys.', 'watergroepReport2019'),
  grimbergen: supplies('De Watergroep', 'Grimbergen hoort bij het gebied Mid-Oost van De Watergroep.', 'vlaamsBrabantMidOost2020'),
};

/**
 * Water production in a town, where a source describes it: what is pumped or treated there, which says
 * nothing about who supplies a given street (the page says so).
 */
export const LOCAL_PRODUCTION: Readonly<Record<string, Fact>> = {
  mol: { text: 'Pidpa heeft een waterproductiecentrum in Mol; eind 2017 ontsmette het daar zonder chloor, alleen met uv-licht.', source: 'pidpaReport2017' },
  westerlo: { text: 'Pidpa wint grondwater in Westerlo en plaatste daar in 2014 actieve-koolfilters tegen afbraakproducten van oude pesticiden.', source: 'pidpaReport2014' },
  herentals: { text: 'Pidpa heeft een waterproductiecentrum in Herentals, dat in 2018 zou overschakelen op ontsmetting met uv-licht zonder chloor.', source: 'pidpaReport2017' },
};

/**
 * The suppliers of a province, for a town whose own supplier no source names: the page says which
 * companies work in the province and that it could not confirm which one serves the town.
 */
export const PROVINCE_SUPPLIERS: Readonly<Partial<Record<string, Fact>>> = {
  'BE-VWV': { text: 'In West-Vlaanderen leveren onder meer De Watergroep en Farys drinkwater, elk in een deel van de gemeenten.', source: 'hlnCompanies2019' },
  'BE-VOV': { text: 'In Oost-Vlaanderen delen vooral Farys en De Watergroep de gemeenten onder elkaar.', source: 'hlnCompanies2019' },
  'BE-VAN': { text: 'Pidpa levert het drinkwater in het grootste deel van de provincie Antwerpen, water-link in de stad en enkele randgemeenten.', source: 'vrtPidpa2020' },
  'BE-VBR': { text: 'In Vlaams-Brabant zijn vooral De Watergroep en Farys actief.', source: 'hlnCompanies2019' },
};

/** Facts that hold everywhere (general FAQ and the hardness explanation), with their sources. */
export const GENERAL_FACTS = {
  /** Aquaflanders' classes in °fH. */
  hardnessClasses: { soft: 7, medium: 15, hard: 30, veryHard: 45, source: 'aquaflanders' as SourceId },
  /** 1 °fH = 10 mg calcium carbonate per litre, so 10 g per m³. */
  gramsPerCubicMetrePerFh: 10,
} as const;

export function waterFactsOf(slug: string): WaterFacts | undefined {
  return WATER_FACTS[slug];
}
