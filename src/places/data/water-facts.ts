/**
 * The drinking water of each place page: who supplies it, where it comes from, whether it is softened
 * centrally and, where a source publishes it, how hard it is. Every sentence names its source (an id of
 * sources.ts in this folder). A place without a source has no entry here, and its page says so. Facts
 * about the area (production sites, the province's and the company's) are in area-facts.ts.
 * Left out on purpose: Herentals (only a historical mention of Pidpa), Mol, Westerlo and Heist-op-den-Berg
 * (production sites or sewer management, not supply), Vilvoorde's 10 °fH (raw well water, not tap water).
 */
import type { SourceId } from './sources.ts';

/** One sentence a place page states, with its source. */
export interface Fact {
  /** One sentence, as the page shows it (Dutch; French in french-places.ts). */
  text: string;
  source: SourceId;
}

/** A published hardness figure, with the sentence that states it. */
export interface Hardness {
  /** The published figure in °fH: a range, or a single value (min = max), or 'above min' (max null). */
  minFh: number;
  maxFh: number | null;
  /** Other figures the sentence names (another district, another season). */
  otherFh?: readonly number[];
  year: number;
  /** The page's sentence about it; its °fH figures must be minFh and maxFh. */
  text: string;
  source: SourceId;
  /**
   * Whether the figure describes the place as a whole (the calculator may start there), or is one
   * measurement or an expectation that the page only reports (BRUZZ's one address in Elsene).
   */
  describesPlace: boolean;
}

export interface WaterFacts {
  /** The supplier of the whole place as a source names it; null where several share it or only a part is sourced. */
  company: string | null;
  /** Sentences about who supplies the water and where it comes from, each with its source. */
  supply: readonly Fact[];
  hardness?: Hardness;
  /** Central softening by the water company, where a source reports it (the page then tempers its advice). */
  softened?: Fact;
  /** What a source says about the hardness without a figure ('beladen met kalk'). */
  hardnessNote?: Fact;
  /** What the sources leave open (shown without a source, after the supply). */
  note?: string;
}

/** The Waasland and the Meetjesland and their water from Kluizen (Evergem), as the sources describe them. */
const WAASLAND_KLUIZEN: Fact = {
  text: 'Het Waasland en het Meetjesland krijgen hun drinkwater van De Watergroep, uit de spaarbekkens van Kluizen bij Evergem: samen elf miljard liter, goed voor gemiddeld 42 miljoen liter drinkwater per dag voor zo’n 100.000 gezinnen (2018).',
  source: 'hlnKluizen2018',
};
const KLUIZEN_HISTORY: Fact = {
  text: 'Het productiecentrum van Kluizen kwam er in 1974; in 1996 kreeg het een tweede spaarbekken.',
  source: 'hlnKluizen2022',
};
const KLUIZEN_SURFACE: Fact = {
  text: 'Voor het noorden van Oost-Vlaanderen maakt het productiecentrum in Kluizen tot 45.000 m³ kraanwater per dag uit oppervlaktewater, dat het in de winter opslaat voor droge periodes.',
  source: 'vrtKluizen2023',
};
/** Halle, Dilbeek and Grimbergen left the Brussels company Vivaqua. */
const RAND_SWITCH: readonly Fact[] = [
  { text: 'De gemeente was een van de Vlaamse gemeenten die in 2017 uit de Brusselse intercommunale Vivaqua wilden stappen.', source: 'ringtvVivaqua2017' },
  { text: 'Op 1 januari 2018 namen elf gemeenten uit de Vlaamse Rand De Watergroep als nieuwe drinkwaterleverancier.', source: 'watergroepAv2019' },
];

export const WATER_FACTS: Readonly<Record<string, WaterFacts>> = {
  // Provinces and Brussels: the suppliers of the area, no single company.
  'west-vlaanderen': {
    company: null,
    supply: [
      {
        text: 'Ongeveer een derde van de West-Vlamingen krijgt drinkwater dat De Watergroep maakt uit het spaarbekken De Blankaart.',
        source: 'wtvBlankaart2017',
      },
      { text: 'In De Panne, Koksijde, Nieuwpoort, Alveringem, Veurne en een deel van Diksmuide levert IWVA het water.', source: 'hlnAlert2018' },
      { text: 'Knokke-Heist had in 2020 een eigen waterbedrijf, AGSO Knokke-Heist.', source: 'vmmSupply' },
      {
        text: 'In de zomer, als de kust veel toeristen telt, sturen de waterbedrijven water van het binnenland naar de kust.',
        source: 'brugsePolders',
      },
    ],
  },
  'oost-vlaanderen': {
    company: null,
    supply: [
      {
        text: 'Farys levert drinkwater in een zestigtal gemeenten in Oost-Vlaanderen, Vlaams-Brabant en West-Vlaanderen; De Watergroep in 177 gemeenten in Limburg, Oost-Vlaanderen, Vlaams-Brabant en West-Vlaanderen (cijfers van 2019).',
        source: 'hlnCompanies2019',
      },
      { text: 'In Beveren krijgt een deel van de inwoners water van water-link in plaats van De Watergroep.', source: 'hlnAlert2018' },
      {
        text: 'Farys koopt het water dat het verdeelt grotendeels aan buiten zijn eigen gebied; De Watergroep en water-link maken het in eigen productiecentra, onder meer in Kluizen.',
        source: 'waterLinkAquaduct',
      },
    ],
  },
  antwerpen: {
    company: null,
    supply: [
      { text: 'In 2019 leverde Pidpa het drinkwater in 64 Antwerpse gemeenten.', source: 'hlnCompanies2019' },
      { text: 'water-link bedient de stad Antwerpen en Edegem, Hove, Mortsel en Zwijndrecht.', source: 'hlnWaterLink2019' },
      {
        text: 'Pidpa haalt zijn water uit diep grondwater: een reserve tot 50, 100 en zelfs 150 meter diep, waar droogte pas na jaren doorwerkt.',
        source: 'vrtPidpa2020',
      },
      {
        text: 'De Antwerpse Kempen zijn rijk aan grondwater; de stad Antwerpen, haar randgemeenten en de haven hadden er van bij het begin te weinig en gebruiken oppervlaktewater.',
        source: 'aquaflandersProduction',
      },
    ],
  },
  limburg: {
    company: 'De Watergroep',
    supply: [
      {
        text: 'In Limburg levert De Watergroep het drinkwater; in de gebruikte bronnen staat geen ander Limburgs waterbedrijf.',
        source: 'hlnCompanies2019',
      },
      { text: 'De Limburgse Kempen en de Maasvallei zijn rijk aan grondwater.', source: 'aquaflandersProduction' },
      {
        text: 'Zuid-Limburg heeft hard water; sinds 2018 stuurt De Watergroep zachter water uit de Maasvallei naar het zuiden, via het productiecentrum Vlakenhof in Maaseik.',
        source: 'watergroepLimburg2018',
      },
    ],
    softened: {
      text: 'Sinds 2022 krijgen 50.000 gezinnen in delen van Bilzen, Lanaken, Riemst en Tongeren centraal onthard water van een nieuwe waterproductiecentrale van De Watergroep.',
      source: 'hlnLanaken2022',
    },
  },
  'vlaams-brabant': {
    company: null,
    supply: [
      {
        text: 'Tweeënveertig Vlaams-Brabantse gemeenten, van Leuven tot Vilvoorde en Grimbergen, horen bij het gebied Mid-Oost van De Watergroep.',
        source: 'vlaamsBrabantMidOost2020',
      },
      { text: 'Farys levert in een deel van de provincie, onder meer sinds 2019 in heel Zaventem.', source: 'watergroepReport2019' },
      {
        text: 'De Watergroep sprak af jaarlijks zo’n 4 miljoen m³ drinkwater te kopen bij water-link, aangevoerd via een nieuwe leiding van Walem naar Zemst: haar eigen winningen in Zemst en Herent verstoppen snel, en die in de Voervallei geven kalkrijk water dat centraal onthard moet worden.',
        source: 'madeInWalem',
      },
      {
        text: 'Op 1 januari 2018 stapten elf gemeenten uit de Vlaamse Rand rond Brussel over van Vivaqua naar De Watergroep, met samen 193.000 klanten.',
        source: 'watergroepAv2019',
      },
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
      text: 'Het water is er hard: in 2017 liep de hardheid van ongeveer 26 °fH in Waterloo tot 44 °fH in Hélécine (Le Soir rekende in gram kalk per kubieke meter, wij in Franse graden).',
      source: 'lesoirBw2017',
      describesPlace: true,
    },
  },
  henegouwen: {
    company: 'SWDE',
    supply: [
      {
        text: 'In Charleroi en omgeving levert de SWDE het leidingwater; andere waterbedrijven in de provincie hebben we niet opgezocht.',
        source: 'rtbfCharleroi2023',
      },
    ],
  },
  luik: {
    company: null,
    supply: [
      { text: 'De CILE levert water in 24 gemeenten van de provincie Luik, aan zowat 565.000 gebruikers.', source: 'cile' },
      { text: 'Elders in de provincie, zoals in Oupeye, is de SWDE het waterbedrijf.', source: 'walloonParliament2018' },
      {
        text: 'Het meeste water van de CILE is grondwater uit de krijtlaag van Haspengouw en de kalksteen van het Néblonbekken; ze koopt ook water bij, onder meer uit de winningen van Vivaqua in Modave.',
        source: 'cileOrigin',
      },
    ],
  },
  namen: {
    company: null,
    supply: [
      { text: 'In de stad Namen en haar deelgemeenten, zoals Jambes en Erpent, werkt de SWDE aan het waternet.', source: 'swdeJambes2018' },
      { text: 'INASEP bedient tien gemeenten in het zuiden van de provincie, met meer dan 38.000 abonnees.', source: 'confluentInasep' },
    ],
  },
  luxemburg: {
    company: null,
    supply: [
      {
        text: '21 van de 44 gemeenten van de provincie Luxemburg winnen en verdelen hun drinkwater zelf; in de andere levert de SWDE.',
        source: 'lesoirLuxembourg2020',
      },
    ],
  },
  brussel: {
    company: 'Vivaqua',
    supply: [
      {
        text: 'Vivaqua levert het leidingwater in het Brussels Gewest en toont op zijn website de hardheid per straat.',
        source: 'bruzzVivaqua2022',
      },
    ],
    hardness: {
      minFh: 23,
      maxFh: 23,
      year: 2022,
      text: 'BRUZZ mat in 2022 op één adres, het Flageyplein in Elsene, 23 °fH, en schreef dat de hardheid verschilt van gemeente tot gemeente en zelfs van straat tot straat: een cijfer voor heel Brussel is dat dus niet.',
      source: 'bruzzVivaqua2022',
      describesPlace: false,
    },
  },

  // Cities
  'antwerpen-stad': {
    company: 'water-link',
    supply: [
      { text: 'In de stad Antwerpen levert water-link het drinkwater.', source: 'hlnWaterLink2019' },
      {
        text: 'Grondwater was er van oudsher te weinig: de stad, haar randgemeenten en de haven gebruiken van bij het begin oppervlaktewater.',
        source: 'aquaflandersProduction',
      },
      { text: 'water-link maakt dat drinkwater in zijn productiecentra in Oelegem en Walem.', source: 'waterLinkAquaduct' },
      {
        text: 'Het zuivert water uit het Albertkanaal, dat over 120 kilometer Luik met Antwerpen verbindt; Maaswater doet er zo’n 35 dagen over om de waterinnames aan het einde van het kanaal te bereiken. Via leveringen aan andere bedrijven drinkt zo’n 40 procent van de Vlamingen water van water-link.',
        source: 'hlnAlbertkanaal2021',
      },
      {
        text: 'Begin januari 2019 rook het Antwerpse kraanwater enkele dagen vreemd door algen; water-link wees naar een binnenschip vol meststoffen dat in november 2018 in het Albertkanaal was gezonken.',
        source: 'nieuwsbladAlgen2019',
      },
    ],
  },
  gent: {
    company: 'Farys',
    supply: [
      { text: 'Farys is het waterbedrijf van Gent, ook in deelgemeenten als Wondelgem en Mariakerke.', source: 'hlnGentFarys2019' },
      {
        text: 'Toen Farys in oktober 2019 aan leidingen in Wondelgem werkte, liet het water via een transportleiding lopen; in grote delen van Wondelgem en Mariakerke viel de druk daarbij een halve dag weg.',
        source: 'hlnGentFarys2019',
      },
      {
        text: 'In de Gentse kanaaldorpen, zoals Sint-Kruis-Winkel, kwam maandenlang bruin water uit de kraan; Farys legde nieuwe leidingen en bracht intussen water aan huis.',
        source: 'vrtGentKanaaldorpen2023',
      },
    ],
  },
  charleroi: {
    company: 'SWDE',
    supply: [{ text: 'Tot aan de watermeter is het waternet in Charleroi van de SWDE.', source: 'rtbfCharleroi2023' }],
    hardness: {
      minFh: 30,
      maxFh: null,
      year: 2015,
      text: 'Een parlementaire vraag uit 2015 meldde voor de streek van Charleroi meer dan 30 °fH (meer dan 300 gram kalk per 1000 liter water).',
      source: 'walloonParliament2015',
      describesPlace: true,
    },
  },
  liege: {
    company: 'CILE',
    supply: [
      { text: 'Het water op de Luikse linkeroever komt van de CILE, uit haar waterwinningen in Haspengouw.', source: 'rtbfCileHesbaye' },
      {
        text: 'Die winningen zijn 47 kilometer galerijen op 30 en 60 meter diepte onder de Haspengouwse akkers, gegraven vanaf de negentiende eeuw om Luik van cholera te verlossen; in Ans haalt de CILE er met bacteriën de nitraten uit.',
        source: 'rtbfCileHesbaye',
      },
      {
        text: 'Een derde van het water voor Luik en Herstal komt uit zeven bronnen in de vallei van de Néblon, in Ouffet.',
        source: 'rtbfNeblon2020',
      },
    ],
    hardnessNote: { text: 'De productiedirecteur van de CILE noemt het Haspengouwse water ‘sterk en beladen met kalk’.', source: 'lalibreHesbaye2019' },
  },
  brugge: {
    company: 'Farys',
    supply: [
      { text: 'Farys levert het Brugse drinkwater en vernieuwde in 2025 de watertoren van Sint-Kruis.', source: 'wtvBruggeFarys2025' },
      {
        text: 'Een deel van dat water komt via de hoofdtransportleiding Brakel-Brugge; bij werken eraan in september 2020 kon het water in Sint-Andries en Sint-Michiels een andere oorsprong krijgen, en dus anders smaken of ruiken.',
        source: 'hlnBrakelBrugge2020',
      },
    ],
  },
  leuven: {
    company: 'De Watergroep',
    supply: [
      { text: 'Leuven hoort bij het gebied Mid-Oost van De Watergroep.', source: 'vlaamsBrabantMidOost2020' },
      {
        text: 'Het Dijlebekken ten zuiden van Leuven is rijk aan grondwater, waaruit De Watergroep drinkwater wint.',
        source: 'aquaflandersProduction',
      },
      {
        text: 'Om zeker te blijven van water plande De Watergroep reservecapaciteit in haar waterwinningen in de Dijlevallei, en een onthardingsinstallatie in de omgeving van Bertem.',
        source: 'madeInWalem',
      },
      {
        text: 'In 2019 nam De Watergroep in Haasrode een productiecentrum in gebruik dat grondwater zuivert én onthardt; twee van zijn drie winningen liggen in Heverlee. Welke Leuvense straten dat water krijgen, zegt de bron niet.',
        source: 'achterdoechelenHaasrode2019',
      },
    ],
    softened: {
      text: 'De Watergroep onthardt water met korrelreactoren in het HAC in Leuven; de kalkkorrels die daarbij ontstaan, krijgen een nieuw gebruik als grondstof.',
      source: 'watergroepKalkkorrels',
    },
  },
  mechelen: {
    company: 'Pidpa',
    supply: [
      { text: 'Pidpa levert sinds 1980 het drinkwater in Mechelen; eind 2020 ging dat om meer dan 63.000 Mechelaars.', source: 'pidpaMechelen2020' },
      { text: 'Pidpa optimaliseerde in 2014 zijn opjaagstations Mechelen-Noord en Mechelen-Zuid.', source: 'pidpaReport2014' },
      {
        text: 'In Walem, een deelgemeente van Mechelen, vernieuwde water-link zijn waterproductiecentrum, dat oppervlaktewater zuivert.',
        source: 'waterLinkAquaduct',
      },
      {
        text: 'Vanuit Walem zou via een nieuwe leiding naar Zemst ook zo’n 4 miljoen m³ per jaar naar De Watergroep in Vlaams-Brabant gaan.',
        source: 'madeInWalem',
      },
    ],
  },
  aalst: {
    company: null,
    supply: [
      {
        text: 'In de deelgemeente Moorsel herstelde Farys in 2019 een waterlek; welk bedrijf de rest van Aalst bedient, vonden we niet in een bron.',
        source: 'hlnAalstMoorsel2019',
      },
    ],
  },
  hasselt: {
    company: 'De Watergroep',
    supply: [{ text: 'De Watergroep levert het Hasseltse leidingwater.', source: 'hbvlHasselt2023' }],
    hardness: {
      minFh: 20,
      maxFh: 22,
      otherFh: [37],
      year: 2023,
      text: 'Het water in Hasselt is normaal 20 tot 22 °fH; tijdens de renovatie van een productiecentrum begin 2023 liep dat op tot 37 °fH. Stevoort, Sint-Lambrechts-Herk, Wimmertingen, Kermt, Stokrooie en delen van Kuringen krijgen water uit een ander productiecentrum.',
      source: 'hbvlHasselt2023',
      describesPlace: true,
    },
    softened: {
      text: 'Vanuit de waterproductiecentra van Hasselt en Bovelingen (Heers) levert De Watergroep al lang onthard water.',
      source: 'watergroepLimburg2017',
    },
  },
  oostende: {
    company: 'Farys',
    supply: [
      {
        text: 'Sinds het voorjaar van 2020 levert Farys Oostende en Middelkerke vanuit zijn eigen waterproductiecentrum.',
        source: 'wtvOostende2021',
      },
      {
        text: 'Dat centrum in de achterhaven ontzilt het brakke water van het kanaal Brugge-Oostende en maakt er dagelijks tot 12 miljoen liter drinkwater van.',
        source: 'brugsePolders',
      },
      {
        text: 'Farys koos voor kanaalwater omdat de droge zomers het grondwater deden dalen en de kust in de zomer veel toeristen telt; in nood kan het vanuit Oostende water terugpompen naar het binnenland.',
        source: 'vrtOostende2020',
      },
    ],
    hardness: {
      minFh: 15,
      maxFh: 20,
      year: 2019,
      text: 'In 2019 werd verwacht dat het water door dat productiecentrum zachter zou worden, tot 15 à 20 °fH; een latere meting vonden we niet.',
      source: 'hlnOostende2019',
      describesPlace: false,
    },
  },
  kortrijk: {
    company: 'De Watergroep',
    supply: [
      {
        text: 'De Watergroep voorziet de regio Kortrijk-Harelbeke sinds 1995 ook van water uit haar productiecentrum De Gavers; daarvoor was dat alleen grondwater.',
        source: 'watergroepGavers',
      },
      {
        text: 'Dat grondwater kwam uit de carboonkalk in het zuiden van de provincie. In De Gavers, in Harelbeke-Stasegem, wordt Scheldewater uit het kanaal Bossuit-Kortrijk eerst voorbehandeld tot zwemwaterkwaliteit en blijft het vier maanden in de Gavervijver voor de laatste zuivering.',
        source: 'watergroepGavers',
      },
      {
        text: 'Sinds 2022 vernieuwt De Watergroep het centrum en breidt ze de productie uit tot 50.000 kubieke meter per dag.',
        source: 'watergroepGaversMasterplan',
      },
    ],
    softened: {
      text: 'In Kooigem, een deelgemeente van Kortrijk, onthardt De Watergroep water met korrelreactoren; welke straten dat water krijgen, zegt de bron niet.',
      source: 'watergroepKalkkorrels',
    },
  },

  // Towns: West-Vlaanderen
  roeselare: {
    company: 'De Watergroep',
    supply: [{ text: 'In Roeselare is De Watergroep het waterbedrijf.', source: 'wtvRoeselare2019' }],
  },
  waregem: {
    company: null,
    supply: [
      { text: 'In een deel van Waregem levert De Watergroep water uit haar productiecentrum Waarmaarde.', source: 'watergroepSoftening2020' },
      {
        text: 'Dat water komt van vijf diepe en drie ondiepe grondwaterwinningen, tot 170 meter diep; sinds de ontharding bevat het minder calcium en iets meer natrium en sulfaat, zodat de smaak wat kan veranderen.',
        source: 'watergroepWaarmaardeFaq',
      },
    ],
    softened: {
      text: 'Sinds 2020 onthardt De Watergroep dat water centraal tot 15 °fH: 13.000 huishoudens in Anzegem, Avelgem en een deel van Waregem krijgen zachter water.',
      source: 'watergroepSoftening2020',
    },
  },
  ieper: {
    company: 'De Watergroep',
    supply: [
      { text: 'Het Ieperse water komt van De Watergroep, toen nog de Vlaamse Maatschappij voor Watervoorziening.', source: 'nieuwsbladIeper2011' },
      {
        text: 'Ieper drinkt al sinds de middeleeuwen oppervlaktewater uit zijn vijvers, aangelegd in de dertiende en veertiende eeuw; na de Eerste Wereldoorlog bouwde de Staat bij de Dikkebus- en de Zillebekevijver een pomp- en filterstation met watertoren, en in 2010 nam De Watergroep beide productiecentra over.',
        source: 'watergroepIeper',
      },
      {
        text: 'De Dikkebusvijver levert zo’n 80 procent van het Ieperse drinkwater; in 2018 werd hij gebaggerd, omdat de Kleine Kemmelbeek aarde uit het Heuvelland aanvoert.',
        source: 'watergroepDikkebus2018',
      },
    ],
    hardness: {
      minFh: 20,
      maxFh: 24,
      otherFh: [30, 43],
      year: 2011,
      text: 'In 2011 was het water in het centrum van Ieper gemiddeld 20 tot 24 °fH; in Sint-Jan en Brielen 30 °fH in de winter en 43 °fH in de zomer. Recentere cijfers vonden we niet.',
      source: 'nieuwsbladIeper2011',
      describesPlace: true,
    },
  },
  'knokke-heist': {
    company: 'AGSO Knokke-Heist',
    supply: [
      { text: 'Knokke-Heist heeft een eigen gemeentelijk waterbedrijf, AGSO Knokke-Heist (toestand 2020).', source: 'tijdKnokke2020' },
      {
        text: 'Het pompt zelf zo’n 600.000 kubieke meter per jaar op uit de duinen onder het golfterrein; de rest van de 2,5 miljoen kubieke meter die de gemeente nodig heeft, koopt Farys in Nederland aan (2022).',
        source: 'kwKnokke2022',
      },
      {
        text: 'Die vraag is groot omdat de gemeente naast 33.000 inwoners zo’n 22.000 tweede verblijven telt; met een eigen waterfabriek aan het Leopoldkanaal willen Knokke-Heist en Farys tot 10 miljoen kubieke meter per jaar maken.',
        source: 'kwKnokke2022',
      },
    ],
  },
  blankenberge: {
    company: 'Farys',
    supply: [{ text: 'In Blankenberge herstelt Farys de waterleidingen.', source: 'hlnBlankenberge2018' }],
  },
  poperinge: {
    company: 'De Watergroep',
    supply: [{ text: 'Poperinge krijgt zijn water van De Watergroep, vroeger de Vlaamse Maatschappij voor Watervoorziening.', source: 'kwPoperinge' }],
  },
  tielt: {
    company: 'De Watergroep',
    supply: [{ text: 'De Watergroep levert het water in Tielt.', source: 'hlnTielt2018' }],
  },
  veurne: {
    company: 'IWVA',
    supply: [{ text: 'IWVA (Aquaduin) bedient zes gemeenten in de Westhoek, waaronder Veurne.', source: 'kwIwva' }],
  },

  // Towns: Oost-Vlaanderen
  'sint-niklaas': {
    company: 'De Watergroep',
    supply: [
      {
        text: 'In februari 2021 sprong een waterleiding in de Lodewijk De Meesterstraat in Sint-Niklaas: het water spoelde grond onder de rijbaan weg, er ontstond een klein zinkgat en De Watergroep kwam het lek herstellen. Een officiële lijst van de gemeenten die De Watergroep bedient, vonden we niet.',
        source: 'tvoostSintNiklaas2021',
      },
      WAASLAND_KLUIZEN,
      KLUIZEN_HISTORY,
    ],
  },
  dendermonde: {
    company: 'Farys',
    supply: [{ text: 'Farys beheert het waternet in Dendermonde; de oude watertoren aan de Leopoldlaan staat buiten dienst.', source: 'tvoostDendermonde' }],
  },
  eeklo: {
    company: 'De Watergroep',
    supply: [
      {
        text: 'Sinds 2019 komt het water voor Eeklo, Maldegem en Sint-Laureins uit een nieuw productiecentrum van De Watergroep in Eeklo.',
        source: 'hlnEeklo2019',
      },
      KLUIZEN_SURFACE,
    ],
    softened: {
      text: 'Dat centrum onthardt het water; het zachtere water gaat naar Maldegem en naar delen van Eeklo en Sint-Laureins.',
      source: 'brugsePolders',
    },
  },
  beveren: {
    company: null,
    supply: [
      { text: 'In Beveren verzorgt De Watergroep de drinkwatervoorziening.', source: 'beverenWater' },
      { text: 'Een deel van de inwoners krijgt zijn water wel van water-link.', source: 'hlnAlert2018' },
      WAASLAND_KLUIZEN,
    ],
  },
  lokeren: {
    company: null,
    supply: [{ text: 'Lokeren hoort bij het Land van Waas.', source: 'landVanWaas' }, WAASLAND_KLUIZEN],
    note: 'Een bron die Lokeren zelf als klant van De Watergroep noemt, vonden we niet.',
  },
  temse: {
    company: null,
    supply: [{ text: 'Temse hoort bij het Land van Waas.', source: 'landVanWaas' }, WAASLAND_KLUIZEN],
    note: 'Een bron die Temse zelf als klant van De Watergroep noemt, vonden we niet.',
  },
  zottegem: {
    company: 'Farys',
    supply: [{ text: 'Farys levert het water in Zottegem en verwittigt zijn klanten bij hinder.', source: 'nuusZottegem2022' }],
  },
  deinze: {
    company: 'Farys',
    supply: [{ text: 'In de regio Deinze is Farys het waterbedrijf.', source: 'hlnDeinze2020' }],
  },

  // Towns: Antwerpen
  turnhout: {
    company: 'Pidpa',
    supply: [{ text: 'In Turnhout herstelt Pidpa lekken aan het waternet.', source: 'rtvTurnhout' }],
  },
  lier: {
    company: 'Pidpa',
    supply: [{ text: 'Pidpa levert het water in Lier.', source: 'gvaLier2017' }],
  },
  hoogstraten: {
    company: 'Pidpa',
    supply: [
      { text: 'Pidpa is het waterbedrijf van Hoogstraten, ook in Meer.', source: 'hlnHoogstraten2020' },
      {
        text: 'Pidpa heeft er ook een waterproductiecentrum, dat in 2018 zou overschakelen op ontsmetting met uv-licht in plaats van chloor.',
        source: 'pidpaReport2017',
      },
    ],
  },
  kasterlee: {
    company: 'Pidpa',
    supply: [{ text: 'Pidpa beheert het waternet in Kasterlee en renoveerde er in 2017 de watertoren.', source: 'pidpaReport2017' }],
  },
  olen: {
    company: 'Pidpa',
    supply: [{ text: 'Pidpa beheert de waterleidingen in Olen.', source: 'geelfmOlen2017' }],
  },

  // Towns: Vlaams-Brabant
  vilvoorde: {
    company: 'De Watergroep',
    supply: [
      { text: 'Vilvoorde hoort bij het gebied Mid-Oost van De Watergroep.', source: 'vlaamsBrabantMidOost2020' },
      {
        text: 'In juli 2020 herstelde De Watergroep een lek in de Mergelputstraat; het water en de modder liepen in de kelders van zes woningen.',
        source: 'ringtvVilvoorde2020',
      },
    ],
  },
  asse: {
    company: 'Farys',
    supply: [{ text: 'Farys levert het water in Asse en beheert er de watertoren.', source: 'ringtvAsse2018' }],
  },
  dilbeek: {
    company: 'De Watergroep',
    supply: [
      { text: 'De Watergroep verdeelt het water in Dilbeek; het komt binnen via een transportleiding van Farys.', source: 'ringtvDilbeek2023' },
      {
        text: 'In februari 2023 moest De Watergroep het net omschakelen toen een lek in de toevoerleiding in Asse het Dilbeekse water onderbrak.',
        source: 'vrtDilbeek2023',
      },
      ...RAND_SWITCH,
    ],
  },
  halle: {
    company: 'De Watergroep',
    supply: [
      {
        text: 'De Watergroep levert het water in Halle, onder meer in Sint-Rochus, Essenbeek en Buizingen, en koopt een deel aan bij Vivaqua.',
        source: 'watergroepHalle2024',
      },
      ...RAND_SWITCH,
    ],
  },
  zaventem: {
    company: 'Farys',
    supply: [{ text: 'Sinds 1 januari 2019 hoort heel Zaventem, ook Nossegem, bij het bevoorradingsgebied van Farys.', source: 'watergroepReport2019' }],
  },
  grimbergen: {
    company: 'De Watergroep',
    supply: [{ text: 'Grimbergen hoort bij het gebied Mid-Oost van De Watergroep.', source: 'vlaamsBrabantMidOost2020' }, ...RAND_SWITCH],
  },
};
