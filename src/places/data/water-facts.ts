/**
 * The drinking water of each place page: who supplies it, where it comes from, whether it is softened
 * centrally and, where a source publishes it, how hard it is. Every sentence names its source (an id of
 * sources.ts in this folder). A place without a source has no entry here, and its page says so. Facts
 * about the area (production sites, the province's and the company's) are in area-facts.ts.
 * Left out on purpose: Herentals (only a historical mention of Pidpa), Mol, Westerlo and Heist-op-den-Berg
 * (production sites or sewer management, not supply), Vilvoorde's 10 °fH (raw well water, not tap water),
 * and (issue 36) every leak, burst, water tower, brown water or work a softener changes nothing about.
 */
import type { SourceId } from './sources.ts';

/** One sentence a place page states, with its source. */
export interface Fact {
  /** One sentence, as the page shows it (Dutch; French in french-places.ts). */
  text: string;
  source: SourceId;
  /**
   * A web address the sentence leads to (a company's page where a household looks up its water): the page
   * shows it as a link after the text. Its source is who names that address (the company itself, or a
   * newspaper or plumber quoting it, when we could only read the quote).
   */
  link?: { label: string; url: string };
}

/** A published hardness figure, with the sentence that states it. */
export interface Hardness {
  /** The published figure in °fH: a range, or a single value (min = max), or 'above min' (max null). */
  minFh: number;
  maxFh: number | null;
  /** Other figures the sentence names (another district, another season). */
  otherFh?: readonly number[];
  year: number;
  /** The page's sentence about it; its °fH figures must be minFh, maxFh and otherFh. */
  text: string;
  source: SourceId;
  /**
   * Whether the figure describes the place as a whole (the page offers it for the calculator), or is one
   * measurement, an expectation or a part of the area that the page only reports (BRUZZ's one address in
   * Elsene, the region of Charleroi on the province's page).
   */
  describesPlace: boolean;
}

/**
 * What the sources say about a place's drinking water: only what bears on a household deciding about a
 * softener (who supplies it, where it comes from, how hard it is, whether it is softened centrally).
 * Leaks, bursts, water towers, brown water and works are not here: a softener changes none of them.
 */
export interface WaterFacts {
  /** The supplier of the whole place as a source names it; null where several share it or only a part is sourced. */
  company: string | null;
  /**
   * Every water company the sources name for the place, where `company` is not the only one: the page
   * sends the household to each one's hardness information (area-facts.ts, WAYS_TO_FIGURE).
   */
  companies?: readonly string[];
  /** Sentences about who supplies the water and where it comes from, each with its source. */
  supply: readonly Fact[];
  hardness?: Hardness;
  /** Central softening by the water company, where a source reports it (the page then tempers its advice). */
  softened?: Fact;
  /** What sources say about the hardness besides a figure for the place ('hard en kalkrijk', a figure for a part). */
  hardnessNotes?: readonly Fact[];
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
/** The operator's own figure (VRT NWS 2023 wrote 45.000 m³; the average production of 2018 is in WAASLAND_KLUIZEN). */
const KLUIZEN_CAPACITY: Fact = {
  text: 'Het productiecentrum van Kluizen kan tot 60.000 m³ drinkwater per dag maken uit oppervlaktewater, dat in de winter wordt opgeslagen voor droge periodes.',
  source: 'watergroepKluizen',
};
/** Water-link's water, as De Watergroep describes what it buys (2016). */
const WATER_LINK_HARDNESS = 'Volgens De Watergroep is het drinkwater van water-link, dat uit de Maas komt, met 19 °fH ‘vrij zacht’ (2016).';
/** Halle, Dilbeek and Grimbergen left the Brussels company Vivaqua. */
const RAND_SWITCH: readonly Fact[] = [
  { text: 'De gemeente was een van de Vlaamse gemeenten die in 2017 uit de Brusselse intercommunale Vivaqua wilden stappen.', source: 'ringtvVivaqua2017' },
  { text: 'Op 1 januari 2018 namen elf gemeenten uit de Vlaamse Rand De Watergroep als nieuwe drinkwaterleverancier.', source: 'watergroepAv2019' },
];

export const WATER_FACTS: Readonly<Record<string, WaterFacts>> = {
  // Provinces and Brussels: the suppliers of the area, no single company.
  'west-vlaanderen': {
    company: null,
    companies: ['De Watergroep', 'Farys', 'Aquaduin', 'AGSO Knokke-Heist'],
    supply: [
      {
        text: 'Ongeveer een derde van de West-Vlamingen krijgt drinkwater dat De Watergroep maakt uit het spaarbekken De Blankaart.',
        source: 'wtvBlankaart2017',
      },
      { text: 'In De Panne, Koksijde, Nieuwpoort, Alveringem, Veurne en een deel van Diksmuide levert IWVA, nu Aquaduin, het water.', source: 'hlnAlert2018' },
      { text: 'Knokke-Heist heeft een eigen gemeentelijk waterbedrijf, AGSO; Farys levert er het bijkomende water uit het binnenland.', source: 'kwKnokke2025' },
      {
        text: 'In de zomer, als de kust veel toeristen telt, sturen de waterbedrijven water van het binnenland naar de kust.',
        source: 'brugsePolders',
      },
    ],
  },
  'oost-vlaanderen': {
    company: null,
    companies: ['Farys', 'De Watergroep', 'water-link'],
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
      KLUIZEN_CAPACITY,
    ],
  },
  antwerpen: {
    company: null,
    companies: ['Pidpa', 'water-link'],
    supply: [
      { text: 'In 2019 leverde Pidpa het drinkwater in 64 Antwerpse gemeenten.', source: 'hlnCompanies2019' },
      { text: 'Water-link bedient de stad Antwerpen en Edegem, Hove, Mortsel en Zwijndrecht.', source: 'hlnWaterLink2019' },
      {
        text: 'Pidpa haalt zijn water uit diep grondwater: een reserve tot 50, 100 en zelfs 150 meter diep, waar droogte pas na jaren doorwerkt.',
        source: 'vrtPidpa2020',
      },
      {
        text: 'De Antwerpse Kempen zijn rijk aan grondwater; de stad Antwerpen, haar randgemeenten en de haven hadden er van bij het begin te weinig en gebruiken oppervlaktewater.',
        source: 'aquaflandersProduction',
      },
    ],
    hardness: {
      minFh: 19,
      maxFh: 19,
      year: 2016,
      text: WATER_LINK_HARDNESS,
      source: 'watergroepWaterLink2016',
      describesPlace: false,
    },
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
    hardness: {
      minFh: 11,
      maxFh: 22,
      otherFh: [30],
      year: 2023,
      text: 'In delen van Halen en Lummen is het water normaal 11 tot 22 °fH; tijdens werken in 2023 liep dat op tot ruim 30 °fH, en De Watergroep raadde wie een eigen waterontharder heeft aan, die opnieuw te laten afstellen door een erkend installateur.',
      source: 'watergroepZelem2023',
      describesPlace: false,
    },
    softened: {
      text: 'Sinds 2022 krijgen 50.000 gezinnen in delen van Bilzen, Lanaken, Riemst en Tongeren centraal onthard water van een nieuwe waterproductiecentrale van De Watergroep.',
      source: 'hlnLanaken2022',
    },
  },
  'vlaams-brabant': {
    company: null,
    companies: ['De Watergroep', 'Farys'],
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
      { text: 'Sinds 2018 levert De Watergroep ook in elf gemeenten van de Vlaamse Rand die eerder water van Vivaqua kregen.', source: 'watergroepAv2019' },
    ],
    hardness: {
      minFh: 20,
      maxFh: 20,
      year: 2019,
      text: 'Het productiecentrum van De Watergroep in Zoutleeuw levert sinds februari 2018 water met een stabiele hardheid van 20 °fH.',
      source: 'hlnKortenaken2019',
      describesPlace: false,
    },
    hardnessNotes: [
      { text: WATER_LINK_HARDNESS, source: 'watergroepWaterLink2016' },
      {
        text: 'Met een nieuw productiecentrum in Meerbeek wil De Watergroep zo’n 100.000 Vlaams-Brabantse huishoudens vanaf 2028 zachter water leveren.',
        source: 'watergroepMeerbeek',
      },
    ],
  },
  'waals-brabant': {
    company: null,
    companies: ['inBW', 'SWDE'],
    supply: [
      { text: 'InBW levert leidingwater in een tiental gemeenten in het centrum van Waals-Brabant.', source: 'rtbfInbw2020' },
      { text: 'De SWDE bedient een vijftiental gemeenten, vooral in het oosten van de provincie.', source: 'rtbfSwdeBw2021' },
    ],
    hardness: {
      minFh: 20,
      maxFh: 44,
      year: 2017,
      text: 'In 2017 liep de hardheid van ongeveer 20 °fH in het oosten van Waterloo tot 44 °fH in Hélécine (Le Soir rekende in gram kalk per m³, wij in Franse graden).',
      source: 'lesoirBw2017',
      describesPlace: true,
    },
    hardnessNotes: [
      {
        text: 'Het meeste kalk had het water in Hélécine en Jodoigne (tot 440 en 437 gram per m³), het minste in Waterloo en Mont-Saint-Guibert (259 en 262 gram); het oosten van Waterloo krijgt zachter water uit het reservoir van Callois in Lillois.',
        source: 'lesoirBw2017',
      },
    ],
  },
  henegouwen: {
    company: 'SWDE',
    supply: [
      { text: 'In Charleroi en omgeving levert de SWDE het leidingwater.', source: 'rtbfCharleroi2023' },
      { text: 'Ook in de Borinage, met zo’n 100.000 aansluitingen, verdeelt de SWDE het water.', source: 'rtbfBorinage' },
      { text: 'In Beloeil nam de SWDE in 2019 de waterdistributie over van de intercommunale.', source: 'rtlBeloeil2019' },
    ],
    hardness: {
      minFh: 30,
      maxFh: null,
      otherFh: [42],
      year: 2015,
      text: 'Een parlementaire vraag uit 2015 meldde voor de streek van Charleroi meer dan 30 °fH, en 42 °fH in Pont-à-Celles.',
      source: 'walloonParliament2015',
      describesPlace: false,
    },
    hardnessNotes: [
      {
        text: 'Op de hardheidskaart van de Waalse overheid heeft het hele arrondissement Bergen hard tot zeer hard water, schreef La Province in 2020.',
        source: 'laprovinceMons2020',
      },
    ],
  },
  luik: {
    company: null,
    companies: ['CILE', 'SWDE'],
    supply: [
      { text: 'De CILE levert water in 24 gemeenten van de provincie Luik, aan zowat 565.000 gebruikers.', source: 'cile' },
      { text: 'Elders in de provincie, zoals in Oupeye, is de SWDE het waterbedrijf.', source: 'walloonParliament2018' },
      {
        text: 'Het meeste water van de CILE is grondwater uit de krijtlaag van Haspengouw en de kalksteen van het Néblonbekken; ze koopt ook water bij, onder meer uit de winningen van Vivaqua in Modave.',
        source: 'cileOrigin',
      },
    ],
    hardness: {
      minFh: 30,
      maxFh: 30,
      year: 2018,
      text: 'In Oupeye lag het water van de SWDE al jaren rond 30 °fH, zei een parlementslid in 2018.',
      source: 'walloonParliament2018',
      describesPlace: false,
    },
  },
  namen: {
    company: null,
    companies: ['SWDE', 'INASEP'],
    supply: [
      { text: 'In de stad Namen en haar deelgemeenten, zoals Jambes en Erpent, beheert de SWDE het waternet.', source: 'swdeJambes2018' },
      { text: 'INASEP bedient tien gemeenten in het zuiden van de provincie, met meer dan 38.000 abonnees.', source: 'confluentInasep' },
      { text: 'In Couvin, Viroinval en Philippeville verdeelde INASEP in 2016 water dat de SWDE produceerde.', source: 'walloonParliament2016Inasep' },
    ],
  },
  luxemburg: {
    company: null,
    companies: ['SWDE'],
    supply: [
      {
        text: '21 van de 44 gemeenten van de provincie Luxemburg winnen en verdelen hun drinkwater zelf; in de andere levert de SWDE.',
        source: 'lesoirLuxembourg2020',
      },
    ],
    hardnessNotes: [
      {
        text: 'De meeste Belgische waters zijn van nature hard; uitzonderingen zijn enkele ondiepe grondwaterlagen in het oosten van het land, in de provincies Luik en Luxemburg, schrijft écoconso.',
        source: 'ecoconsoHardness',
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
    companies: ['water-link', 'Pidpa'],
    supply: [
      { text: 'In de stad Antwerpen levert water-link het drinkwater.', source: 'hlnWaterLink2019' },
      { text: 'In december 2023 keurden de gemeenteraden van Antwerpen en Borsbeek hun fusie goed, met Borsbeek als tiende district van de stad vanaf 1 januari 2025.', source: 'knackBorsbeek2023' },
      { text: 'In Borsbeek leverde in 2022 nog Pidpa het water.', source: 'standaardBorsbeek2022' },
      {
        text: 'Grondwater was er van oudsher te weinig: de stad, haar randgemeenten en de haven gebruiken van bij het begin oppervlaktewater.',
        source: 'aquaflandersProduction',
      },
      { text: 'Water-link maakt dat drinkwater in zijn productiecentra in Oelegem en Walem.', source: 'waterLinkAquaduct' },
      {
        text: 'Water-link zuivert water uit het Albertkanaal, dat over 120 kilometer Luik met Antwerpen verbindt; Maaswater doet er zo’n 35 dagen over om de waterinnames aan het einde van het kanaal te bereiken. Via leveringen aan andere bedrijven drinkt zo’n 40 procent van de Vlamingen water van water-link.',
        source: 'hlnAlbertkanaal2021',
      },
    ],
    hardness: {
      minFh: 19,
      maxFh: 19,
      year: 2016,
      text: 'Volgens De Watergroep is dat water met 19 °fH ‘vrij zacht’ (2016).',
      source: 'watergroepWaterLink2016',
      describesPlace: true,
    },
  },
  gent: {
    company: 'Farys',
    supply: [{ text: 'Farys is het waterbedrijf van Gent, ook in deelgemeenten als Wondelgem en Mariakerke.', source: 'hlnGentFarys2019' }],
  },
  charleroi: {
    company: 'SWDE',
    supply: [{ text: 'In Charleroi levert de SWDE het water; het net tot aan de watermeter is van de SWDE.', source: 'rtbfCharleroi2023' }],
    hardness: {
      minFh: 30,
      maxFh: null,
      otherFh: [42],
      year: 2015,
      text: 'Een parlementaire vraag uit 2015 meldde voor de streek van Charleroi meer dan 30 °fH (meer dan 300 gram kalk per 1000 liter water), en 42 °fH in Pont-à-Celles.',
      source: 'walloonParliament2015',
      describesPlace: true,
    },
  },
  liege: {
    company: 'CILE',
    supply: [
      { text: 'In Luik levert de CILE het water.', source: 'rtlCile2019' },
      {
        text: 'Het water van de linkeroever komt uit de winningen van de CILE in Haspengouw: 47 kilometer galerijen op twee niveaus, 30 en 60 meter diep, gegraven vanaf de negentiende eeuw om Luik van cholera te verlossen; in Ans haalt de CILE er met bacteriën de nitraten uit.',
        source: 'rtbfCileHesbaye',
      },
      {
        text: 'Een derde van het water voor Luik en Herstal komt uit zeven bronnen in de vallei van de Néblon, in Ouffet.',
        source: 'rtbfNeblon2020',
      },
    ],
    hardnessNotes: [
      {
        text: 'De productiedirecteur van de CILE noemt het Haspengouwse water hard en kalkrijk (vertaald uit het Frans: ‘une eau forte chargée en calcaire’).',
        source: 'lalibreHesbaye2019',
      },
    ],
  },
  brugge: {
    company: 'Farys',
    supply: [{ text: 'Farys levert het Brugse drinkwater.', source: 'wtvBruggeFarys2025' }],
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
        text: 'In 2019 nam De Watergroep in Haasrode, naast de Brabanthal, een nieuw productiecentrum in gebruik: het zuivert én onthardt grondwater uit drie winningen, waarvan twee in Heverlee.',
        source: 'achterdoechelenHaasrode2019',
      },
      {
        text: 'Om de levering veilig te stellen, plande De Watergroep reservecapaciteit in haar waterwinningen in de Dijlevallei, en een onthardingsinstallatie in de omgeving van Bertem.',
        source: 'madeInWalem',
      },
    ],
    softened: {
      text: 'De zone Leuven en Bierbeek krijgt al zacht drinkwater uit het productiecentrum HAC in Leuven, schrijft De Watergroep.',
      source: 'watergroepMeerbeekFaq',
    },
  },
  mechelen: {
    company: 'Pidpa',
    supply: [
      { text: 'Pidpa levert sinds 1980 het drinkwater in Mechelen; eind 2020 ging dat om meer dan 63.000 Mechelaars.', source: 'pidpaMechelen2020' },
      {
        text: 'In Walem, een deelgemeente van Mechelen, vernieuwde water-link zijn waterproductiecentrum, dat oppervlaktewater zuivert.',
        source: 'waterLinkAquaduct',
      },
    ],
  },
  aalst: {
    company: null,
    companies: ['Farys'],
    supply: [{ text: 'In de deelgemeente Moorsel is Farys het waterbedrijf.', source: 'hlnAalstMoorsel2019' }],
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
    hardnessNotes: [
      {
        text: 'Mogelijke ongemakken van dat hardere water waren volgens de krant kalkaanslag in kleine huishoudtoestellen, op kranen en de douchecabine en in de wasmachine.',
        source: 'hbvlHasselt2023',
      },
    ],
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
      otherFh: [35],
      year: 2019,
      text: 'In 2019 werd verwacht dat het water door dat productiecentrum zachter zou worden: van 35 °fH tot 15 à 20 °fH.',
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
        text: 'Sinds 2022 vernieuwt De Watergroep het centrum en breidt ze de productie uit tot 50.000 m³ per dag.',
        source: 'watergroepGaversMasterplan',
      },
    ],
    softened: {
      text: 'In Kooigem, een deelgemeente van Kortrijk, onthardt De Watergroep water met korrelreactoren.',
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
    companies: ['De Watergroep'],
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
        text: 'Ieper drinkt oppervlaktewater uit de Dikkebus- en de Zillebekevijver, die in de dertiende en veertiende eeuw werden aangelegd; sinds 2010 beheert De Watergroep er beide productiecentra.',
        source: 'watergroepIeper',
      },
      { text: 'De Dikkebusvijver levert zo’n 80 procent van het Ieperse drinkwater.', source: 'watergroepDikkebus2018' },
    ],
    hardness: {
      minFh: 20,
      maxFh: 24,
      otherFh: [30, 43],
      year: 2011,
      text: 'In 2011 was het water in het centrum van Ieper gemiddeld 20 tot 24 °fH; in Sint-Jan en Brielen 30 °fH in de winter en 43 °fH in de zomer.',
      source: 'nieuwsbladIeper2011',
      describesPlace: true,
    },
  },
  'knokke-heist': {
    company: 'AGSO Knokke-Heist',
    companies: ['AGSO Knokke-Heist', 'Farys'],
    supply: [
      { text: 'Knokke-Heist heeft een eigen gemeentelijk waterbedrijf, AGSO Knokke-Heist; Farys levert er het bijkomende water uit het binnenland.', source: 'kwKnokke2025' },
      {
        text: 'AGSO pompt zelf zo’n 600.000 m³ per jaar op uit de duinen onder het golfterrein; Farys koopt de rest in Nederland aan, want de gemeente heeft jaarlijks 2,5 miljoen m³ nodig (2022).',
        source: 'kwKnokke2022',
      },
      {
        text: 'Die vraag is groot omdat de gemeente naast 33.000 inwoners zo’n 22.000 tweede verblijven telt; met een eigen waterfabriek aan het Leopoldkanaal willen Knokke-Heist en Farys tot 10 miljoen m³ per jaar maken.',
        source: 'kwKnokke2022',
      },
    ],
  },
  blankenberge: {
    company: 'Farys',
    supply: [{ text: 'In Blankenberge is Farys het waterbedrijf.', source: 'hlnBlankenberge2018' }],
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
    company: 'Aquaduin',
    supply: [
      { text: 'IWVA, nu Aquaduin, bedient zes gemeenten in de Westhoek, waaronder Veurne.', source: 'kwIwva' },
      {
        text: 'Aquaduin wint grondwater in de duinen van Sint-André (Koksijde) en De Westhoek (De Panne) en koopt de rest bij Farys, De Watergroep en het Franse Régie Siden.',
        source: 'tijdingenAquaduin2022',
      },
    ],
  },

  // Towns: Oost-Vlaanderen
  'sint-niklaas': {
    company: 'De Watergroep',
    supply: [WAASLAND_KLUIZEN, KLUIZEN_HISTORY],
  },
  dendermonde: {
    company: 'Farys',
    supply: [{ text: 'Farys beheert het waternet in Dendermonde.', source: 'tvoostDendermonde' }],
  },
  eeklo: {
    company: 'De Watergroep',
    supply: [
      {
        text: 'Sinds 2019 komt het water voor Eeklo, Maldegem en Sint-Laureins uit een nieuw productiecentrum van De Watergroep in Eeklo.',
        source: 'hlnEeklo2019',
      },
    ],
    softened: {
      text: 'Het productiecentrum in Eeklo onthardt het water; het zachtere water gaat naar Maldegem en naar delen van Eeklo en Sint-Laureins.',
      source: 'brugsePolders',
    },
  },
  beveren: {
    company: null,
    companies: ['De Watergroep', 'water-link'],
    supply: [
      { text: 'In Beveren verzorgt De Watergroep de drinkwatervoorziening.', source: 'beverenWater' },
      { text: 'Een deel van de inwoners krijgt zijn water wel van water-link.', source: 'hlnAlert2018' },
      WAASLAND_KLUIZEN,
    ],
  },
  lokeren: {
    company: null,
    companies: ['De Watergroep'],
    supply: [{ text: 'Lokeren hoort bij het Land van Waas.', source: 'landVanWaas' }, WAASLAND_KLUIZEN],
  },
  temse: {
    company: null,
    companies: ['De Watergroep'],
    supply: [{ text: 'Temse hoort bij het Land van Waas.', source: 'landVanWaas' }, WAASLAND_KLUIZEN],
  },
  zottegem: {
    company: 'Farys',
    supply: [{ text: 'Farys levert het water in Zottegem.', source: 'nuusZottegem2022' }],
  },
  deinze: {
    company: 'Farys',
    supply: [{ text: 'In de regio Deinze is Farys het waterbedrijf.', source: 'hlnDeinze2020' }],
  },

  // Towns: Antwerpen
  turnhout: {
    company: 'Pidpa',
    supply: [{ text: 'In Turnhout is Pidpa het waterbedrijf.', source: 'rtvTurnhout' }],
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
    supply: [{ text: 'Pidpa beheert het waternet in Kasterlee.', source: 'pidpaReport2017' }],
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
        text: 'In 2016 kondigde De Watergroep een nieuw waterproductiecentrum in Vilvoorde aan, goed voor zo’n 15.000 klanten in de stad; het oude centrum Drie Fonteinen was uit dienst genomen omdat het verouderd was en geen ontijzering had.',
        source: 'watergroepVilvoorde2016',
      },
      {
        text: 'De put van die winning is 140 meter diep en haalt water uit de goed beschermde Krijtformatie van Gulpen; er zit alleen iets te veel ijzer in, zodat een beperkte zuivering volstaat.',
        source: 'watergroepVilvoorde2016',
      },
    ],
  },
  asse: {
    company: 'Farys',
    supply: [{ text: 'Farys levert het water in Asse.', source: 'ringtvAsse2018' }],
  },
  dilbeek: {
    company: 'De Watergroep',
    supply: [
      { text: 'De Watergroep verdeelt het water in Dilbeek; het komt binnen via een transportleiding van Farys.', source: 'ringtvDilbeek2023' },
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
      { text: 'Dat water kwam in 2023 uit het productiecentrum van Vivaqua in Écaussinnes, in Henegouwen.', source: 'ringtvHalle2023' },
      {
        text: 'Vanaf 2025 zou het water voor Sint-Rochus, Essenbeek en Buizingen van de toevoerleiding Brakel-Espinette van Farys komen.',
        source: 'watergroepHalle2024',
      },
      ...RAND_SWITCH,
    ],
  },
  zaventem: {
    company: 'Farys',
    supply: [
      {
        text: 'Sinds 1 januari 2019 is Farys het waterbedrijf van heel Zaventem; in Nossegem levert De Watergroep het water nog, en factureert Farys.',
        source: 'watergroepReport2019',
      },
    ],
  },
  grimbergen: {
    company: 'De Watergroep',
    supply: [{ text: 'Grimbergen hoort bij het gebied Mid-Oost van De Watergroep.', source: 'vlaamsBrabantMidOost2020' }, ...RAND_SWITCH],
  },
};
